import { cache } from "react";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { DoctorGrid } from "@/components/doctors/doctor-grid";
import { FaqList } from "@/components/specialities/faq-list";
import { DEFAULT_SPECIALITY_IMAGE, specialityDescription } from "@/components/specialities/speciality-description";
import { BookingCta } from "@/components/services/booking-cta";
import { ServiceCards } from "@/components/services/service-cards";
import { OutOfDateNotice } from "@/components/ui/out-of-date-notice";
import { appointmentHref, doctorListHref, ROUTES, serviceV2Href, specialityHref, specialityKey } from "@/lib/routes";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { nextSlotsOf } from "@/lib/server/booking/next-slots";
import { specialityPage } from "@/lib/server/compose/detail-pages";
import { withDb } from "@/lib/server/db";
import { wordsOf } from "@/lib/i18n/words";
import type { LocalizedPage } from "@/lib/server/localized-page";
import { getSiteInfo } from "@/lib/server/site";
import { resolveImageUrl } from "@/lib/images/image-url";
import { pageMetadata } from "@/lib/server/seo";
import { localizeSpecialityPage } from "@/lib/server/translations/localize";
import { specialityPageJsonLd } from "@/lib/structured-data";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import container from "@/components/ui/container.module.scss";
import styles from "./speciality.module.scss";

type Params = { name: string };

/** The speciality of an address in `locale` (null when unknown), and its fields shown in English. */
// Once per request for the page and its metadata alike (React's cache).
const inLanguage = cache(withDb(async (db, locale: Locale, found: NonNullable<Awaited<ReturnType<typeof specialityPage.find>>>) => localizeSpecialityPage(db, locale, found)));

/** /specialities/:name, in each language. */
export const specialityDetailPage: LocalizedPage<Params> = {
  async metadata(locale, { name: segment }) {
    const t = await wordsOf(locale, "specialities");
    const found = await specialityPage.find(segment);
    if (!found) return { title: t("page.notFound"), robots: { index: false } };
    const { page: speciality } = await inLanguage(locale, found);
    const base = pageMetadata({
      title: speciality.specialityName,
      description: truncate(specialityDescription(speciality, t("defaultSummary")), 160),
      path: specialityHref(speciality),
      locale,
    });
    const image = resolveImageUrl(speciality.thumbnailImage) ?? DEFAULT_SPECIALITY_IMAGE;
    return { ...base, openGraph: { ...base.openGraph, images: [{ url: image, alt: speciality.specialityName }] } };
  },

  async render(locale, { name: segment }) {
    const { page: speciality, english } = await inLanguage(locale, await specialityPage.requireIn(locale, [segment]));
    const t = await wordsOf(locale, "specialities");
    const site = getSiteInfo();
    const path = specialityHref(speciality);
    const name = speciality.specialityName;
    const overview = specialityDescription(speciality, t("defaultSummary"));
    // The overview shown is the overview, else the opening line: its language is that field's.
    const overviewField = stripHtml(speciality.overview.description) ? "overviewDescription" : "heroDescription";
    const image = resolveImageUrl(speciality.thumbnailImage) ?? DEFAULT_SPECIALITY_IMAGE;
    const bookHref = appointmentHref(speciality);
    // A field whose translation is older than its English is shown in English, and says so.
    const langOf = (...fields: string[]) => (fields.some((field) => english.includes(field)) ? LOCALE_FACTS.en.tag : undefined);

    return (
      <>
        <JsonLd
          data={specialityPageJsonLd(
            { name: site.name, url: site.url },
            {
              name,
              specialityUrl: speciality.specialityUrl,
              description: truncate(overview, 300),
              path: localePath(locale, path),
              image,
              faqs: speciality.faqs,
              inLanguage: LOCALE_FACTS[locale].tag,
            },
          )}
        />
        <PageHeader
          title={name}
          lead={stripHtml(speciality.hero.description) || undefined}
          crumbs={[{ label: t("list.title"), href: ROUTES.specialityList }]}
          siteUrl={site.url}
          path={path}
          locale={locale}
          english={[...(english.includes("name") ? (["title"] as const) : []), ...(english.includes("heroDescription") ? (["lead"] as const) : [])]}
        />
        <div className={container.container}>
          <OutOfDateNotice locale={locale} shown={english.length > 0} />
          <div className={styles.intro}>
            <section aria-labelledby="overview-title" className={styles.overview}>
              <h2 id="overview-title">{t("page.overview")}</h2>
              <p className={styles.overviewText} lang={langOf(overviewField)}>
                {overview}
              </p>
              <div className={styles.actions}>
                <Link className={styles.primary} href={bookHref}>
                  {t("page.book")}
                </Link>
                {speciality.doctors.length ? (
                  <a className={styles.secondary} href="#our-doctors">
                    {t("page.meetDoctors")}
                  </a>
                ) : null}
              </div>
            </section>
            {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG */}
            <img className={styles.image} src={image} alt="" width={480} height={360} />
          </div>

          {speciality.conditions.length || speciality.procedures.length ? (
            <div className={styles.pair}>
              {speciality.conditions.length ? (
                <section aria-labelledby="conditions-title" className={styles.panel}>
                  <h2 id="conditions-title" className={styles.panelTitle}>
                    {t("page.conditions")}
                  </h2>
                  <ul className={styles.checkList} lang={langOf("conditions")}>
                    {speciality.conditions.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {speciality.procedures.length ? (
                <section aria-labelledby="procedures-title" className={styles.panel}>
                  <h2 id="procedures-title" className={styles.panelTitle}>
                    {t("page.procedures")}
                  </h2>
                  <ul className={styles.checkList} lang={langOf("procedures")}>
                    {speciality.procedures.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          ) : null}

          {speciality.doctors.length ? (
            <section id="our-doctors" aria-labelledby="doctors-title" className={styles.block}>
              <h2 id="doctors-title">{t("page.doctors")}</h2>
              <p className={styles.blockLead}>{t("page.doctorsLead", { count: speciality.doctorCount, name })}</p>
              <DoctorGrid
                locale={locale}
                doctors={speciality.doctors}
                availability={{ slots: await nextSlotsOf(speciality.doctors.map((d) => d._id)), timeZone: site.timeZone }}
              />
              {speciality.doctorCount > speciality.doctors.length ? (
                <p className={styles.allDoctors}>
                  <Link href={doctorListHref({ speciality: specialityKey(speciality) })}>{t("page.allDoctors", { count: speciality.doctorCount, name })}</Link>
                </p>
              ) : null}
            </section>
          ) : null}

          {speciality.services.length ? (
            <section aria-labelledby="services-title" className={styles.block}>
              <h2 id="services-title">{t("page.services")}</h2>
              <ServiceCards
                locale={locale}
                items={speciality.services.map((s) => ({
                  key: s._id,
                  name: s.serviceName,
                  href: serviceV2Href(s.serviceUrl),
                  eyebrow: s.category.categoryName,
                  text: truncate(stripHtml(s.hero.description) || stripHtml(s.overview.description), 140),
                }))}
              />
            </section>
          ) : null}

          {speciality.faqs.length ? (
            <section aria-labelledby="faqs-title" className={styles.block} lang={langOf("faqs")}>
              <h2 id="faqs-title" lang={langOf("faqs") ? LOCALE_FACTS[locale].tag : undefined}>
                {t("page.faqs")}
              </h2>
              <FaqList faqs={speciality.faqs} />
            </section>
          ) : null}

          <BookingCta locale={locale} title={t("page.ctaTitle", { name })} text={t("page.ctaText")} bookHref={bookHref} emergencyPhone={site.emergencyPhone} />
        </div>
      </>
    );
  },
};
