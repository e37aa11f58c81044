import { ROUTES, serviceV2Href } from "@/lib/routes";
import { getServiceHierarchyCached } from "@/lib/server/services";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import { serviceListPage } from "@/app/(en)/services/service-list-page";

const { metadata, ServiceListPage } = serviceListPage(
  {
    path: ROUTES.servicesV2,
    title: "Services",
    description: "Every clinical and support service of the hospital, from imaging and laboratory tests to surgery and rehabilitation.",
    lead: "Every clinical and support service, from imaging and laboratory tests to surgery and rehabilitation.",
  },
  async () =>
    (await getServiceHierarchyCached()).map((c) => ({
      ...c,
      items: c.services.map((s) => ({
        key: s._id,
        name: s.serviceName,
        href: serviceV2Href(s.serviceUrl),
        text: truncate(stripHtml(s.hero.description) || stripHtml(s.overview.description), 140),
      })),
    })),
);

export { metadata };
export default ServiceListPage;
