import type { Metadata } from "next";
import { ServiceDetail } from "@/components/services/service-detail";
import { ROUTES, serviceV1Href } from "@/lib/routes";
import { serviceV1Page } from "@/lib/server/compose/detail-pages";
import { getSiteInfo } from "@/lib/server/site";
import { resolveImageUrl } from "@/lib/images/image-url";
import { pageMetadata } from "@/lib/server/seo";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import { onDemandOnly } from "@/lib/server/build-phase";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

type Props = { params: Promise<{ categoryname: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryname, id } = await params;
  const service = await serviceV1Page.find(categoryname, id);
  if (!service) return { title: "Service not found", robots: { index: false } };
  const description = stripHtml(service.overview.description) || stripHtml(service.description) || service.serviceName;
  const base = pageMetadata({
    title: service.serviceName,
    description: truncate(description, 160),
    path: serviceV1Href(service.category, service._id),
  });
  const image = resolveImageUrl(service.image);
  return image ? { ...base, openGraph: { ...base.openGraph, images: [{ url: image, alt: service.serviceName }] } } : base;
}

export default async function ServiceV1DetailPage({ params }: Props) {
  const { categoryname, id } = await params;
  const service = await serviceV1Page.require(categoryname, id);
  const lead = stripHtml(service.description);
  return (
    <ServiceDetail
      service={{
        name: service.serviceName,
        lead,
        overview: stripHtml(service.overview.description) || lead,
        image: service.image,
        category: service.category,
        sections: service.sections,
        specialities: service.specialities,
        doctors: service.doctors,
      }}
      path={serviceV1Href(service.category, service._id)}
      list={{ label: "Our Services", path: ROUTES.servicesV1 }}
      site={getSiteInfo()}
    />
  );
}
