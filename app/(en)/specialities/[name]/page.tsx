import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { DoctorGrid } from "@/components/doctors/doctor-grid";
import { nextSlotsOf } from "@/lib/server/booking/next-slots";
import { FaqList } from "@/components/specialities/faq-list";
import { DEFAULT_SPECIALITY_IMAGE, specialityDescription } from "@/components/specialities/speciality-description";
import { BookingCta } from "@/components/services/booking-cta";
import { ServiceCards } from "@/components/services/service-cards";
import { appointmentHref, doctorListHref, ROUTES, serviceV2Href, specialityHref, specialityKey } from "@/lib/routes";
import { specialityPage } from "@/lib/server/compose/detail-pages";
import { getSiteInfo } from "@/lib/server/site";
import { resolveImageUrl } from "@/lib/images/image-url";
import { pageMetadata } from "@/lib/server/seo";
import { specialityPageJsonLd } from "@/lib/structured-data";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import container from "@/components/ui/container.module.scss";
import styles from "./page.module.scss";
import { onDemandOnly } from "@/lib/server/build-phase";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

type Props = { params: Promise<{ name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const speciality = await specialityPage.find((await params).name);
  if (!speciality) return { title: "Speciality not found", robots: { index: false } };
  const base = pageMetadata({
    title: speciality.specialityName,
    description: truncate(specialityDescription(speciality), 160),
    path: specialityHref(speciality),
  });
  const image = resolveImageUrl(speciality.thumbnailImage) ?? DEFAULT_SPECIALITY_IMAGE;
  return { ...base, openGraph: { ...base.openGraph, images: [{ url: image, alt: speciality.specialityName }] } };
}

export default async function SpecialityPage({ params }: Props) {
  const { name: segment } = await params;
  const speciality = await specialityPage.require(segment);
  const site = getSiteInfo();
  const path = specialityHref(speciality);
  const name = speciality.specialityName;
  const overview = specialityDescription(speciality);
  const image = resolveImageUrl(speciality.thumbnailImage) ?? DEFAULT_SPECIALITY_IMAGE;
  const bookHref = appointmentHref(speciality);

  return (
    <>
      <JsonLd
        data={specialityPageJsonLd(
          { name: site.name, url: site.url },
          {
            name,
            specialityUrl: speciality.specialityUrl,
            description: truncate(overview, 300),
            path,
            image,
            faqs: speciality.faqs,
          },
        )}
      />
      <PageHeader
        title={name}
        lead={stripHtml(speciality.hero.description) || undefined}
        crumbs={[{ label: "Specialities", href: ROUTES.specialityList }]}
        siteUrl={site.url}
        path={path}
      />
      <div className={container.container}>
        <div className={styles.intro}>
          <section aria-labelledby="overview-title" className={styles.overview}>
            <h2 id="overview-title">Overview</h2>
            <p className={styles.overviewText}>{overview}</p>
            <div className={styles.actions}>
              <Link className={styles.primary} href={bookHref}>
                Book Appointment
              </Link>
              {speciality.doctors.length ? (
                <a className={styles.secondary} href="#our-doctors">
                  Meet our doctors
                </a>
              ) : null}
            </div>
          </section>
          {/* eslint-disable-next-line @next/next/no-img-element -- small local SVG */}
          <img className={styles.image} src={image} alt="" width={480} height={360} />
        </div>

        {speciality.conditions.length || speciality.procedures.length ? (
          <div className={styles.pair}>
            {speciality.conditions.length ? (
              <section aria-labelledby="conditions-title" className={styles.panel}>
                <h2 id="conditions-title" className={styles.panelTitle}>
                  Conditions we treat
                </h2>
                <ul className={styles.checkList}>
                  {speciality.conditions.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {speciality.procedures.length ? (
              <section aria-labelledby="procedures-title" className={styles.panel}>
                <h2 id="procedures-title" className={styles.panelTitle}>
                  Procedures and treatments
                </h2>
                <ul className={styles.checkList}>
                  {speciality.procedures.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : null}

        {speciality.doctors.length ? (
          <section id="our-doctors" aria-labelledby="doctors-title" className={styles.block}>
            <h2 id="doctors-title">Our doctors</h2>
            <p className={styles.blockLead}>
              {speciality.doctorCount === 1 ? "One specialist" : `${speciality.doctorCount} specialists`} in {name}, senior
              consultants first.
            </p>
            <DoctorGrid doctors={speciality.doctors} availability={{ slots: await nextSlotsOf(speciality.doctors.map((d) => d._id)), timeZone: site.timeZone }} />
            {speciality.doctorCount > speciality.doctors.length ? (
              <p className={styles.allDoctors}>
                <Link href={doctorListHref({ speciality: specialityKey(speciality) })}>
                  See all {speciality.doctorCount} {name} specialists
                </Link>
              </p>
            ) : null}
          </section>
        ) : null}

        {speciality.services.length ? (
          <section aria-labelledby="services-title" className={styles.block}>
            <h2 id="services-title">Related services</h2>
            <ServiceCards
              items={speciality.services.map((s) => ({
                key: s._id,
                name: s.serviceName,
                href: serviceV2Href(s.serviceUrl),
                eyebrow: s.category.categoryName,
                text: truncate(stripHtml(s.hero.description) || stripHtml(s.overview.description), 140),
              }))}
            />
          </section>
        ) : null}

        {speciality.faqs.length ? (
          <section aria-labelledby="faqs-title" className={styles.block}>
            <h2 id="faqs-title">Frequently asked questions</h2>
            <FaqList faqs={speciality.faqs} />
          </section>
        ) : null}

        <BookingCta
          title={`Book a ${name} consultation`}
          text="Choose a date and doctor online, or call us at any hour if it cannot wait."
          bookHref={bookHref}
          emergencyPhone={site.emergencyPhone}
        />
      </div>
    </>
  );
}
