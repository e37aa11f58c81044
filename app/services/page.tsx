import { connection } from "next/server";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { BookingCta } from "@/components/services/booking-cta";
import { ServiceCatalogue } from "@/components/services/service-catalogue";
import { serviceV1Href } from "@/lib/routes";
import { listServicesV1ByCategoryCached } from "@/lib/server/services";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/server/seo";
import { linkedItemListJsonLd } from "@/lib/structured-data";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import container from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Our Services",
  description: "Diagnostic, surgical, critical-care and wellness services offered by the hospital's departments.",
  path: "/services",
});

export default async function ServicesPage() {
  // Rendered per request (the layout says so too, but it renders beside this page): the
  // build must never reach the database. The data itself is cached for 300 s.
  await connection();
  const site = getSiteInfo();
  const categories = await listServicesV1ByCategoryCached();
  const links = categories.flatMap((c) => c.services.map((s) => ({ name: s.serviceName, path: serviceV1Href(c, s._id) })));
  return (
    <>
      <JsonLd data={linkedItemListJsonLd(site.url, "Our Services", links)} />
      <PageHeader
        siteUrl={site.url}
        path="/services"
        title="Our Services"
        lead="Diagnostic, surgical, critical-care and wellness services, grouped by department."
      />
      <div className={container.container}>
        <ServiceCatalogue
          categories={categories.map((c) => ({
            ...c,
            items: c.services.map((s) => ({
              key: s._id,
              name: s.serviceName,
              href: serviceV1Href(c, s._id),
              text: truncate(stripHtml(s.description), 140),
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
