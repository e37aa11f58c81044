import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import {
  DEFAULT_SPECIALITY_IMAGE,
  specialityDescription,
  specialityHref,
} from "@/components/specialities/speciality-description";
import { getSpecialityByName } from "@/lib/server/specialities";
import { cachedRead, TAGS } from "@/lib/server/cache";
import { getSiteInfo } from "@/lib/server/site";
import { resolveImageUrl } from "@/lib/images/image-url";
import { pageMetadata } from "@/lib/seo";
import { truncate } from "@/lib/text/truncate";
import styles from "@/components/ui/container.module.scss";
import page from "./page.module.scss";

type Props = { params: Promise<{ name: string }> };

const getSpecialityCached = cachedRead(getSpecialityByName, "speciality-by-name", [TAGS.specialities]);
// One read per request for both the metadata and the page.
const getSpeciality = cache((name: string) => getSpecialityCached(decodeURIComponent(name)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const speciality = await getSpeciality((await params).name);
  if (!speciality) return { title: "Speciality not found" };
  return pageMetadata({
    title: speciality.specialityName,
    description: truncate(specialityDescription(speciality), 160),
    path: specialityHref(speciality),
  });
}

export default async function SpecialityPage({ params }: Props) {
  const speciality = await getSpeciality((await params).name);
  if (!speciality) notFound();
  const site = getSiteInfo();
  return (
    <>
      <PageHeader
        title={speciality.specialityName}
        lead={speciality.hero.description ?? undefined}
        crumbs={[{ label: "Specialities", href: "/specialityList" }]}
        siteUrl={site.url}
        path={specialityHref(speciality)}
      />
      <div className={`${styles.container} ${page.layout}`}>
        <section aria-labelledby="overview-title" className={styles.prose}>
          <h2 id="overview-title">Overview</h2>
          <p>{specialityDescription(speciality)}</p>
        </section>
        {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG */}
        <img
          className={page.image}
          src={resolveImageUrl(speciality.thumbnailImage) ?? DEFAULT_SPECIALITY_IMAGE}
          alt=""
          width={320}
          height={240}
        />
      </div>
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone}>
          <p>Book a consultation with our {speciality.specialityName} team, or call us any time in an emergency.</p>
        </HelpBox>
      </div>
    </>
  );
}
