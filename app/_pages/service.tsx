import { cache } from "react";
import { ServiceDetail, type ServiceDetailPart } from "@/components/services/service-detail";
import type { Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/i18n/words";
import { ROUTES, serviceV2Href } from "@/lib/routes";
import { serviceV2Page } from "@/lib/server/compose/detail-pages";
import { withDb } from "@/lib/server/db";
import type { LocalizedPage } from "@/lib/server/localized-page";
import { getSiteInfo } from "@/lib/server/site";
import { resolveImageUrl } from "@/lib/images/image-url";
import { pageMetadata } from "@/lib/server/seo";
import { localizeServiceV2Page } from "@/lib/server/translations/localize";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";

type Params = { slug: string };

/** The service of an address in `locale`, and its fields shown in English. */
// Once per request for the page and its metadata alike (React's cache).
const inLanguage = cache(withDb(async (db, locale: Locale, found: NonNullable<Awaited<ReturnType<typeof serviceV2Page.find>>>) => localizeServiceV2Page(db, locale, found)));

/** /service-v2/detail/:slug, in each language. */
export const serviceDetailPage: LocalizedPage<Params> = {
  async metadata(locale, { slug }) {
    const t = await wordsOf(locale, "services");
    const found = await serviceV2Page.find(slug);
    if (!found) return { title: t("detail.notFound"), robots: { index: false } };
    const { page: service } = await inLanguage(locale, found);
    const description = stripHtml(service.overview.description) || stripHtml(service.hero.description) || service.serviceName;
    const base = pageMetadata({ title: service.serviceName, description: truncate(description, 160), path: serviceV2Href(service.serviceUrl), locale });
    const image = resolveImageUrl(service.hero.image);
    return image ? { ...base, openGraph: { ...base.openGraph, images: [{ url: image, alt: service.serviceName }] } } : base;
  },

  async render(locale, { slug }) {
    const { page: service, english } = await inLanguage(locale, await serviceV2Page.requireIn(locale, [slug]));
    const t = await wordsOf(locale, "services");
    const lead = stripHtml(service.hero.description);
    const overview = stripHtml(service.overview.description);
    // The service's fields shown in English, as the parts of the page they make.
    const parts: ServiceDetailPart[] = [
      ...(english.includes("name") ? (["name"] as const) : []),
      ...(english.includes("heroDescription") ? (["lead"] as const) : []),
      // The overview shown is the overview, else the lead: its language is that field's.
      ...(english.includes(overview ? "overviewDescription" : "heroDescription") ? (["overview"] as const) : []),
      ...(english.includes("sections") ? (["sections"] as const) : []),
    ];
    return (
      <ServiceDetail
        service={{
          name: service.serviceName,
          lead,
          overview: overview || lead,
          image: service.hero.image,
          category: service.category,
          sections: service.sections,
          specialities: service.relatedSpecialities,
          doctors: service.relatedDoctors,
          english: parts,
        }}
        path={serviceV2Href(service.serviceUrl)}
        list={{ label: t("list.title"), path: ROUTES.servicesV2 }}
        site={getSiteInfo()}
        locale={locale}
      />
    );
  },
};
