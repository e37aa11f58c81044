import { Link } from "@/components/ui/link";
import { LOCALE_FACTS } from "@/lib/i18n/locales";
import type { Feature, Statistic } from "@/lib/contracts/home";
import type { ServiceV2 } from "@/lib/contracts/services";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import { serviceV2Href } from "@/lib/routes";
import { homeIconId } from "@/components/ui/icons/home-icons";
import { SpriteIcon } from "@/components/ui/icons/sprite";
import styles from "./home-sections.module.scss";

/** The language of a record shown in English on a page in another language (`english`: their ids). */
const langOf = (english: readonly string[], id: string) => (english.includes(id) ? LOCALE_FACTS.en.tag : undefined);

/** "350+ Beds": the figure (Western digits in every language), then what it counts. */
export function StatisticList({ statistics, english = [] }: { statistics: Statistic[]; english?: readonly string[] }) {
  return (
    <ul className={styles.figures}>
      {statistics.map((s) => (
        <li key={s._id} className={styles.figure}>
          <SpriteIcon id={homeIconId(s.icon)} className={styles.figureIcon} />
          <span className={styles.value}>
            {s.value.toLocaleString("en-IN")}
            {s.suffix ?? ""}
          </span>
          <span className={styles.label} lang={langOf(english, s._id)}>
            {s.label}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function FeatureList({ features, english = [] }: { features: Feature[]; english?: readonly string[] }) {
  return (
    <ul className={styles.features}>
      {features.map((f) => (
        <li key={f._id} className={styles.feature} lang={langOf(english, f._id)}>
          <span className={styles.featureIcon}>
            <SpriteIcon id={homeIconId(f.icon)} />
          </span>
          <h3 className={styles.featureTitle}>{f.title}</h3>
          <p className={styles.text}>{f.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Service cards linking to their v2 pages; the whole card is the link's target. */
export function ServiceList({ services }: { services: ServiceV2[] }) {
  return (
    <ul className={styles.services}>
      {services.map((s) => (
        <li key={s._id} className={styles.service}>
          <p className={styles.category}>{s.category.categoryName}</p>
          <h3 className={styles.serviceTitle}>
            <Link href={serviceV2Href(s.serviceUrl)} className={styles.serviceLink}>
              {s.serviceName}
            </Link>
          </h3>
          <p className={styles.text}>{truncate(stripHtml(s.hero.description) || stripHtml(s.overview.description), 140)}</p>
        </li>
      ))}
    </ul>
  );
}
