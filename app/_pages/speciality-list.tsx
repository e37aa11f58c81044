import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { SpecialityGrid } from "@/components/specialities/speciality-grid";
import { BookingCta } from "@/components/services/booking-cta";
import { specialityHref, ROUTES } from "@/lib/routes";
import { localePath } from "@/lib/i18n/paths";
import { listSpecialitiesInCached } from "@/lib/server/specialities";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { wordsOf } from "@/lib/i18n/words";
import type { LocalizedPage } from "@/lib/server/localized-page";
import { linkedItemListJsonLd } from "@/lib/structured-data";
import styles from "@/components/ui/container.module.scss";

/** /specialityList: every speciality, in each language. */
export const specialityListPage: LocalizedPage<object> = {
  async metadata(locale) {
    const t = await wordsOf(locale, "specialities");
    return pageMetadata({ title: t("list.title"), description: t("list.description"), path: ROUTES.specialityList, locale });
  },
  async render(locale) {
    const site = getSiteInfo();
    const t = await wordsOf(locale, "specialities");
    const specialities = await listSpecialitiesInCached(locale);
    return (
      <>
        <JsonLd
          data={linkedItemListJsonLd(
            site.url,
            t("list.title"),
            specialities.map((s) => ({ name: s.specialityName, path: localePath(locale, specialityHref(s)) })),
          )}
        />
        <PageHeader siteUrl={site.url} path={ROUTES.specialityList} locale={locale} title={t("list.title")} lead={t("list.lead", { count: specialities.length })} />
        <div className={styles.container}>
          <SpecialityGrid specialities={specialities} fallback={t("defaultSummary")} locale={locale} />
          <BookingCta locale={locale} title={t("list.ctaTitle")} text={t("list.ctaText")} bookHref={ROUTES.appointment} emergencyPhone={site.emergencyPhone} />
        </div>
      </>
    );
  },
};
