import { Link } from "@/components/ui/link";
import type { Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/i18n/words";
import { langOfText } from "@/lib/i18n/text-lang";
import styles from "./service-cards.module.scss";

export interface ServiceCardItem {
  key: string;
  name: string;
  href: string;
  text?: string | null;
  /** A small caption above the name, e.g. the category. */
  eyebrow?: string | null;
}

/** Server-rendered cards whose whole surface links to a service page. */
export async function ServiceCards({ items, headingLevel = 3, locale = "en" }: { items: ServiceCardItem[]; headingLevel?: 2 | 3; locale?: Locale }) {
  const Heading = `h${headingLevel}` as const;
  const t = await wordsOf(locale, "common");
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          {item.eyebrow ? (
            <p className={styles.eyebrow} lang={langOfText(item.eyebrow, locale)}>
              {item.eyebrow}
            </p>
          ) : null}
          <Heading className={styles.name} lang={langOfText(item.name, locale)}>
            <Link href={item.href} className={styles.link}>
              {item.name}
            </Link>
          </Heading>
          {item.text ? (
            <p className={styles.text} lang={langOfText(item.text, locale)}>
              {item.text}
            </p>
          ) : null}
          <span className={styles.more} aria-hidden="true">
            {t("viewDetails")} <span className={styles.arrow}>→</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
