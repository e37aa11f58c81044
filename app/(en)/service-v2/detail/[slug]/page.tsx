import type { Metadata } from "next";
import { ServiceDetail } from "@/components/services/service-detail";
import { ROUTES, serviceV2Href } from "@/lib/routes";
import { serviceV2Page } from "@/lib/server/compose/detail-pages";
import { getSiteInfo } from "@/lib/server/site";
import { resolveImageUrl } from "@/lib/images/image-url";
import { pageMetadata } from "@/lib/server/seo";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import { onDemandOnly } from "@/lib/server/build-phase";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await serviceV2Page.find((await params).slug);
  if (!service) return { title: "Service not found", robots: { index: false } };
  const description = stripHtml(service.overview.description) || stripHtml(service.hero.description) || service.serviceName;
  const base = pageMetadata({ title: service.serviceName, description: truncate(description, 160), path: serviceV2Href(service.serviceUrl) });
  const image = resolveImageUrl(service.hero.image);
  return image ? { ...base, openGraph: { ...base.openGraph, images: [{ url: image, alt: service.serviceName }] } } : base;
}

export default async function ServiceV2DetailPage({ params }: Props) {
  const { slug } = await params;
  const service = await serviceV2Page.require(slug);
  const lead = stripHtml(service.hero.description);
  return (
    <ServiceDetail
      service={{
        name: service.serviceName,
        lead,
        overview: stripHtml(service.overview.description) || lead,
        image: service.hero.image,
        category: service.category,
        sections: service.sections,
        specialities: service.relatedSpecialities,
        doctors: service.relatedDoctors,
      }}
      path={serviceV2Href(service.serviceUrl)}
      list={{ label: "Services", path: ROUTES.servicesV2 }}
      site={getSiteInfo()}
    />
  );
}
