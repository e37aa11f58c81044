import { connection } from "next/server";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { BookingCta } from "@/components/services/booking-cta";
import { ServiceCatalogue } from "@/components/services/service-catalogue";
import { serviceV2Href } from "@/lib/routes";
import { getServiceHierarchyCached } from "@/lib/server/services";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/server/seo";
import { linkedItemListJsonLd } from "@/lib/structured-data";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import container from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Services",
  description: "Every clinical and support service of the hospital, from imaging and laboratory tests to surgery and rehabilitation.",
  path: "/services-v2",
});

export default async function ServicesV2Page() {
  // Rendered per request (the layout says so too, but it renders beside this page): the
  // build must never reach the database. The data itself is cached for 300 s.
  await connection();
  const site = getSiteInfo();
  const hierarchy = await getServiceHierarchyCached();
  const links = hierarchy.flatMap((c) => c.services.map((s) => ({ name: s.serviceName, path: serviceV2Href(s.serviceUrl) })));
  return (
    <>
      <JsonLd data={linkedItemListJsonLd(site.url, "Services", links)} />
      <PageHeader
        siteUrl={site.url}
        path="/services-v2"
        title="Services"
        lead="Every clinical and support service, from imaging and laboratory tests to surgery and rehabilitation."
      />
      <div className={container.container}>
        <ServiceCatalogue
          categories={hierarchy.map((c) => ({
            ...c,
            items: c.services.map((s) => ({
              key: s._id,
              name: s.serviceName,
              href: serviceV2Href(s.serviceUrl),
              text: truncate(stripHtml(s.hero.description) || stripHtml(s.overview.description), 140),
            })),
          }))}
        />
        <BookingCta
          title="Not sure which service you need?"
          text="Book a consultation and our doctors will guide you, or call the emergency line at any hour."
          bookHref="/appointment"
          emergencyPhone={site.emergencyPhone}
        />
      </div>
    </>
  );
}
