import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { BookingCta } from "@/components/services/booking-cta";
import { ServiceCatalogue, type CatalogueCategory } from "@/components/services/service-catalogue";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/server/seo";
import { linkedItemListJsonLd } from "@/lib/structured-data";
import { ROUTES } from "@/lib/routes";
import container from "@/components/ui/container.module.scss";
import { cachedPage } from "@/lib/server/build-phase";

interface ServiceListCopy {
  path: string;
  title: string;
  description: string;
  lead: string;
}

/**
 * The v1 service list page (/services, English only; /services-v2 is app/_pages/services-v2.tsx,
 * in every language). `load` reads the categories with their service cards.
 */
export function serviceListPage(copy: ServiceListCopy, load: () => Promise<CatalogueCategory[]>) {
  const metadata = pageMetadata(copy);

  async function ServiceListPage() {
    const site = getSiteInfo();
    const categories = await load();
    const links = categories.flatMap((c) => c.items.map((s) => ({ name: s.name, path: s.href })));
    return (
      <>
        <JsonLd data={linkedItemListJsonLd(site.url, copy.title, links)} />
        <PageHeader siteUrl={site.url} path={copy.path} title={copy.title} lead={copy.lead} />
        <div className={container.container}>
          <ServiceCatalogue categories={categories} />
          <BookingCta
            title="Not sure which service you need?"
            text="Book a consultation and our doctors will guide you, or call the emergency line at any hour."
            bookHref={ROUTES.appointment}
            emergencyPhone={site.emergencyPhone}
          />
        </div>
      </>
    );
  }

  return { metadata, ServiceListPage: cachedPage(ServiceListPage) };
}
