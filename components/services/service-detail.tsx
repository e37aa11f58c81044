import { Link } from "@/components/ui/link";
import type { DoctorSummary } from "@/lib/contracts/doctors";
import type { ServiceCategoryRef, ServiceSection } from "@/lib/contracts/services";
import type { SpecialityRef } from "@/lib/contracts/specialities";
import { PageHeader, type Crumb } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { OutOfDateNotice } from "@/components/ui/out-of-date-notice";
import { DoctorGrid } from "@/components/doctors/doctor-grid";
import { resolveImageUrl } from "@/lib/images/image-url";
import { serviceJsonLd } from "@/lib/structured-data";
import { truncate } from "@/lib/text/truncate";
import { BookingCta } from "./booking-cta";
import { appointmentHref, specialityHref } from "@/lib/routes";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { langOfText } from "@/lib/i18n/text-lang";
import { wordsOf } from "@/lib/i18n/words";
import { cssUrl } from "@/components/ui/css-url";
import { categoryAnchorId } from "./category-anchor";
import styles from "./service-detail.module.scss";

/** What a service page shows, from either API version. */
export interface ServiceDetailView {
  name: string;
  /** The hero sentence under the heading. */
  lead: string;
  overview: string;
  image: string | null;
  category: ServiceCategoryRef;
  sections: ServiceSection[];
  specialities: SpecialityRef[];
  doctors: DoctorSummary[];
  /** The parts shown in English on a page in another language (their translation is out of date or missing). */
  english?: readonly ServiceDetailPart[];
}

/** The parts of a service page that come from the service's own translated fields. */
export type ServiceDetailPart = "name" | "lead" | "overview" | "sections";

/** Plain-text paragraphs: blank lines separate them. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * A service page: heading band with breadcrumbs, overview and sections, related specialities,
 * the doctors who provide it, and booking. `path` is the canonical address; `listPath` the
 * list page it belongs to (/services or /services-v2).
 */
export async function ServiceDetail({
  service,
  path,
  list,
  site,
  locale = "en",
}: {
  service: ServiceDetailView;
  path: string;
  list: { label: string; path: string };
  site: { name: string; url: string; emergencyPhone: string };
  locale?: Locale;
}) {
  const t = await wordsOf(locale, "services");
  const english = service.english ?? [];
  const langOf = (part: ServiceDetailPart) => (english.includes(part) ? LOCALE_FACTS.en.tag : undefined);
  const categoryLang = langOfText(service.category.categoryName, locale);
  const image = resolveImageUrl(service.image);
  const crumbs: Crumb[] = [
    { label: list.label, href: list.path },
    { label: service.category.categoryName, href: `${list.path}#${categoryAnchorId(service.category)}` },
  ];
  const bookHref = appointmentHref(service.specialities[0]);
  return (
    <>
      <JsonLd
        data={serviceJsonLd(
          { name: site.name, url: site.url },
          {
            name: service.name,
            description: truncate(service.overview || service.lead, 300),
            path: localePath(locale, path),
            image,
            category: { name: service.category.categoryName, url: service.category.categoryUrl },
            sections: service.sections,
            specialities: service.specialities,
          },
        )}
      />
      <PageHeader
        title={service.name}
        lead={service.lead || undefined}
        crumbs={crumbs}
        siteUrl={site.url}
        path={path}
        locale={locale}
        english={[...(english.includes("name") ? (["title"] as const) : []), ...(english.includes("lead") ? (["lead"] as const) : [])]}
      />
      <div className={styles.container}>
        <OutOfDateNotice locale={locale} shown={english.length > 0} />
        <div className={styles.layout}>
          <div className={styles.content}>
            <section aria-labelledby="service-overview-title">
              <h2 id="service-overview-title">{t("detail.overview")}</h2>
              {paragraphs(service.overview || service.lead).map((p) => (
                <p key={p} className={styles.lede} lang={langOf("overview")}>
                  {p}
                </p>
              ))}
            </section>
            {service.sections.map((section, index) => (
              <section key={`${index}-${section.title}`} aria-labelledby={`service-section-${index}`} className={styles.section} lang={langOf("sections")}>
                <h2 id={`service-section-${index}`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
                {paragraphs(section.body).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            ))}
          </div>
          <div className={styles.side}>
            {image ? (
              <div className={styles.image} aria-hidden="true">
                {/* Under the picture: what shows if the file is missing or fails to load. */}
                <span className={styles.imageFallback} lang={categoryLang}>
                  {service.category.categoryName}
                </span>
                <span className={styles.imagePicture} style={{ backgroundImage: cssUrl(image) }} />
              </div>
            ) : null}
            <div className={styles.panel}>
              <p className={styles.panelTitle} lang={categoryLang}>
                {service.category.categoryName}
              </p>
              <p className={styles.panelText}>{t("detail.question")}</p>
              <Link className={styles.primary} href={bookHref}>
                {t("detail.book")}
              </Link>
            </div>
            {service.specialities.length ? (
              <section aria-labelledby="service-specialities-title" className={styles.panel}>
                <h2 id="service-specialities-title" className={styles.panelHeading}>
                  {t("detail.specialities")}
                </h2>
                <ul className={styles.chips}>
                  {service.specialities.map((s) => (
                    <li key={s._id}>
                      <Link className={styles.chip} href={specialityHref(s)} lang={langOfText(s.specialityName, locale)}>
                        {s.specialityName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>

        {service.doctors.length ? (
          <section aria-labelledby="service-doctors-title" className={styles.block}>
            <h2 id="service-doctors-title">{t("detail.doctors")}</h2>
            <DoctorGrid locale={locale} doctors={service.doctors} />
          </section>
        ) : null}

        <BookingCta
          locale={locale}
          title={t("detail.ctaTitle")}
          text={t("detail.ctaText", { name: service.name })}
          bookHref={bookHref}
          emergencyPhone={site.emergencyPhone}
        />
      </div>
    </>
  );
}
