import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { BookingCta } from "@/components/services/booking-cta";
import { ServiceCatalogue } from "@/components/services/service-catalogue";
import { ROUTES, serviceV2Href } from "@/lib/routes";
import { localePath } from "@/lib/i18n/paths";
import { wordsOf } from "@/lib/i18n/words";
import type { LocalizedPage } from "@/lib/server/localized-page";
import { getServiceHierarchyInCached } from "@/lib/server/services";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { linkedItemListJsonLd } from "@/lib/structured-data";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import container from "@/components/ui/container.module.scss";

/** /services-v2: every category with its services, in each language. */
export const servicesV2Page: LocalizedPage<object> = {
  async metadata(locale) {
    const t = await wordsOf(locale, "services");
    return pageMetadata({ title: t("list.title"), description: t("list.description"), path: ROUTES.servicesV2, locale });
  },
  async render(locale) {
    const site = getSiteInfo();
    const t = await wordsOf(locale, "services");
    const categories = (await getServiceHierarchyInCached(locale)).map((c) => ({
      ...c,
      items: c.services.map((s) => ({
        key: s._id,
        name: s.serviceName,
        href: serviceV2Href(s.serviceUrl),
        text: truncate(stripHtml(s.hero.description) || stripHtml(s.overview.description), 140),
      })),
    }));
    const links = categories.flatMap((c) => c.items.map((s) => ({ name: s.name, path: localePath(locale, s.href) })));
    return (
      <>
        <JsonLd data={linkedItemListJsonLd(site.url, t("list.title"), links)} />
        <PageHeader siteUrl={site.url} path={ROUTES.servicesV2} locale={locale} title={t("list.title")} lead={t("list.lead")} />
        <div className={container.container}>
          <ServiceCatalogue categories={categories} locale={locale} />
          <BookingCta locale={locale} title={t("list.ctaTitle")} text={t("list.ctaText")} bookHref={ROUTES.appointment} emergencyPhone={site.emergencyPhone} />
        </div>
      </>
    );
  },
};
