import { ROUTES, serviceV1Href } from "@/lib/routes";
import { listServicesV1ByCategoryCached } from "@/lib/server/services";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import { serviceListPage } from "./service-list-page";

const { metadata, ServiceListPage } = serviceListPage(
  {
    path: ROUTES.servicesV1,
    title: "Our Services",
    description: "Diagnostic, surgical, critical-care and wellness services offered by the hospital's departments.",
    lead: "Diagnostic, surgical, critical-care and wellness services, grouped by department.",
  },
  async () =>
    (await listServicesV1ByCategoryCached()).map((c) => ({
      ...c,
      items: c.services.map((s) => ({
        key: s._id,
        name: s.serviceName,
        href: serviceV1Href(c, s._id),
        text: truncate(stripHtml(s.description), 140),
      })),
    })),
);

export { metadata };
export default ServiceListPage;
