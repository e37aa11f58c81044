import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ServiceDetail } from "@/components/services/service-detail";
import { decodeSegment, serviceV1Href } from "@/lib/routes";
import { getServiceV1Cached } from "@/lib/server/compose/service-detail";
import { getSiteInfo } from "@/lib/server/site";
import { resolveImageUrl } from "@/lib/images/image-url";
import { pageMetadata } from "@/lib/server/seo";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";

type Props = { params: Promise<{ categoryname: string; id: string }> };

// The category is its url slug (or its name); a service of another category is unknown here.
const loadService = cache(async (categorySegment: string, idSegment: string) => {
  const category = decodeSegment(categorySegment);
  const id = decodeSegment(idSegment);
  return category && id ? getServiceV1Cached(category, id) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryname, id } = await params;
  const service = await loadService(categoryname, id);
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
  const service = await loadService(categoryname, id);
  if (!service) notFound();
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
      list={{ label: "Our Services", path: "/services" }}
      site={getSiteInfo()}
    />
  );
}
