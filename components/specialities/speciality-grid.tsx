import { Link } from "@/components/ui/link";
import type { SpecialityV2 } from "@/lib/contracts/specialities";
import { resolveImageUrl } from "@/lib/images/image-url";
import { truncate } from "@/lib/text/truncate";
import { specialityHref } from "@/lib/routes";
import { DEFAULT_SPECIALITY_IMAGE, specialityDescription } from "./speciality-description";
import type { Locale } from "@/lib/i18n/locales";
import { langOfText } from "@/lib/i18n/text-lang";
import styles from "./speciality-grid.module.scss";

/** Server-rendered cards linking to each speciality's page. */
export function SpecialityGrid({
  specialities,
  headingLevel = 2,
  fallback,
  locale = "en",
}: {
  specialities: SpecialityV2[];
  headingLevel?: 2 | 3;
  /** The sentence for a speciality without a description, in the page's language. */
  fallback?: string;
  /** The page's language: a name or description still in English on a Marathi or Hindi page says so. */
  locale?: Locale;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {specialities.map((s) => (
        <li key={s._id} className={styles.card}>
          {/* eslint-disable-next-line @next/next/no-img-element -- small local SVGs; next/image adds nothing */}
          <img
            className={styles.image}
            src={resolveImageUrl(s.thumbnailImage) ?? DEFAULT_SPECIALITY_IMAGE}
            alt=""
            width={320}
            height={240}
            loading="lazy"
            decoding="async"
          />
          <div className={styles.body}>
            <Heading className={styles.name} lang={langOfText(s.specialityName, locale)}>
              <Link href={specialityHref(s)} className={styles.link}>
                {s.specialityName}
              </Link>
            </Heading>
            <p className={styles.text} lang={langOfText(specialityDescription(s, fallback), locale)}>
              {truncate(specialityDescription(s, fallback), 140)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
