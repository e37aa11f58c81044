import { resolveImageUrl } from "@/lib/images/image-url";
import type { Locale } from "@/lib/i18n/locales";
import { langOfText } from "@/lib/i18n/text-lang";
import { wordsOf } from "@/lib/i18n/words";
import { cssUrl } from "@/components/ui/css-url";
import { categoryAnchorId } from "./category-anchor";
import { ServiceCards, type ServiceCardItem } from "./service-cards";
import styles from "./service-catalogue.module.scss";

export interface CatalogueCategory {
  _id: string;
  categoryName: string;
  categoryUrl: string;
  description: string | null;
  image: string | null;
  items: ServiceCardItem[];
}

/**
 * Categories with their services, as the two service list pages show them: a jump list of
 * categories, then one section per category (h2) with its service cards (h3).
 */
export async function ServiceCatalogue({ categories, locale = "en" }: { categories: CatalogueCategory[]; locale?: Locale }) {
  const t = await wordsOf(locale, "services");
  if (!categories.length) {
    return <p className={styles.empty}>{t("catalogue.empty")}</p>;
  }
  return (
    <>
      <nav aria-label={t("catalogue.categories")} className={styles.jump}>
        <ul className={styles.jumpList}>
          {categories.map((c) => (
            <li key={c._id}>
              <a className={styles.jumpLink} href={`#${categoryAnchorId(c)}`} lang={langOfText(c.categoryName, locale)}>
                {c.categoryName} <span className={styles.count}>({c.items.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((c) => {
        const image = resolveImageUrl(c.image);
        const id = categoryAnchorId(c);
        return (
          <section key={c._id} id={id} aria-labelledby={`${id}-title`} className={styles.category}>
            <div className={styles.head}>
              {image ? (
                <span className={styles.icon} aria-hidden="true">
                  {c.categoryName.charAt(0)}
                  <span className={styles.iconPicture} style={{ backgroundImage: cssUrl(image) }} />
                </span>
              ) : null}
              <div>
                <h2 id={`${id}-title`} className={styles.title} lang={langOfText(c.categoryName, locale)}>
                  {c.categoryName}
                </h2>
                {c.description ? (
                  <p className={styles.description} lang={langOfText(c.description, locale)}>
                    {c.description}
                  </p>
                ) : null}
              </div>
            </div>
            <ServiceCards items={c.items} locale={locale} />
          </section>
        );
      })}
    </>
  );
}
