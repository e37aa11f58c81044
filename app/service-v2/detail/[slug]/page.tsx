import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ServiceDetail } from "@/components/services/service-detail";
import { decodeSegment, serviceV2Href } from "@/lib/routes";
import { getServiceV2BySlugCached } from "@/lib/server/compose/service-detail";
import { getSiteInfo } from "@/lib/server/site";
import { resolveImageUrl } from "@/lib/images/image-url";
import { pageMetadata } from "@/lib/server/seo";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";

// This page also answers /service/detail/:slug (that route re-exports it); both name
// /service-v2/detail/:slug as the canonical address.

type Props = { params: Promise<{ slug: string }> };

const loadService = cache(async (segment: string) => {
  const slug = decodeSegment(segment);
  return slug ? getServiceV2BySlugCached(slug) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await loadService((await params).slug);
  if (!service) return { title: "Service not found", robots: { index: false } };
  const description = stripHtml(service.overview.description) || stripHtml(service.hero.description) || service.serviceName;
  const base = pageMetadata({ title: service.serviceName, description: truncate(description, 160), path: serviceV2Href(service.serviceUrl) });
  const image = resolveImageUrl(service.hero.image);
  return image ? { ...base, openGraph: { ...base.openGraph, images: [{ url: image, alt: service.serviceName }] } } : base;
}

export default async function ServiceV2DetailPage({ params }: Props) {
  const service = await loadService((await params).slug);
  if (!service) notFound();
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
      list={{ label: "Services", path: "/services-v2" }}
      site={getSiteInfo()}
    />
  );
}
