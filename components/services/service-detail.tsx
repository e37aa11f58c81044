import { Link } from "@/components/ui/link";
import type { DoctorSummary } from "@/lib/contracts/doctors";
import type { ServiceCategoryRef, ServiceSection } from "@/lib/contracts/services";
import type { SpecialityRef } from "@/lib/contracts/specialities";
import { PageHeader, type Crumb } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { DoctorGrid } from "@/components/doctors/doctor-grid";
import { resolveImageUrl } from "@/lib/images/image-url";
import { serviceJsonLd } from "@/lib/structured-data";
import { truncate } from "@/lib/text/truncate";
import { BookingCta } from "./booking-cta";
import { appointmentHref, specialityHref } from "@/lib/routes";
import { cssUrl } from "@/components/ui/css-url";
import { categoryAnchorId } from "./category-anchor";
import styles from "./service-detail.module.scss";

/** What a service page shows, from either API version. */
export interface ServiceDetailView {
  name: string;
  /** The hero sentence under the heading. */
  lead: string;
  overview: string;
  image: string | null;
  category: ServiceCategoryRef;
  sections: ServiceSection[];
  specialities: SpecialityRef[];
  doctors: DoctorSummary[];
}

/** Plain-text paragraphs: blank lines separate them. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * A service page: heading band with breadcrumbs, overview and sections, related specialities,
 * the doctors who provide it, and booking. `path` is the canonical address; `listPath` the
 * list page it belongs to (/services or /services-v2).
 */
export function ServiceDetail({
  service,
  path,
  list,
  site,
}: {
  service: ServiceDetailView;
  path: string;
  list: { label: string; path: string };
  site: { name: string; url: string; emergencyPhone: string };
}) {
  const image = resolveImageUrl(service.image);
  const crumbs: Crumb[] = [
    { label: list.label, href: list.path },
    { label: service.category.categoryName, href: `${list.path}#${categoryAnchorId(service.category)}` },
  ];
  const bookHref = appointmentHref(service.specialities[0]);
  return (
    <>
      <JsonLd
        data={serviceJsonLd(
          { name: site.name, url: site.url },
          {
            name: service.name,
            description: truncate(service.overview || service.lead, 300),
            path,
            image,
            category: { name: service.category.categoryName, url: service.category.categoryUrl },
            sections: service.sections,
            specialities: service.specialities,
          },
        )}
      />
      <PageHeader title={service.name} lead={service.lead || undefined} crumbs={crumbs} siteUrl={site.url} path={path} />
      <div className={styles.container}>
        <div className={styles.layout}>
          <div className={styles.content}>
            <section aria-labelledby="service-overview-title">
              <h2 id="service-overview-title">Overview</h2>
              {paragraphs(service.overview || service.lead).map((p) => (
                <p key={p} className={styles.lede}>
                  {p}
                </p>
              ))}
            </section>
            {service.sections.map((section, index) => (
              <section key={`${index}-${section.title}`} aria-labelledby={`service-section-${index}`} className={styles.section}>
                <h2 id={`service-section-${index}`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
                {paragraphs(section.body).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            ))}
          </div>
          <div className={styles.side}>
            {image ? (
              <div className={styles.image} aria-hidden="true">
                {/* Under the picture: what shows if the file is missing or fails to load. */}
                <span className={styles.imageFallback}>{service.category.categoryName}</span>
                <span className={styles.imagePicture} style={{ backgroundImage: cssUrl(image) }} />
              </div>
            ) : null}
            <div className={styles.panel}>
              <p className={styles.panelTitle}>{service.category.categoryName}</p>
              <p className={styles.panelText}>Questions about this service, or ready to see a doctor?</p>
              <Link className={styles.primary} href={bookHref}>
                Book Appointment
              </Link>
            </div>
            {service.specialities.length ? (
              <section aria-labelledby="service-specialities-title" className={styles.panel}>
                <h2 id="service-specialities-title" className={styles.panelHeading}>
                  Related specialities
                </h2>
                <ul className={styles.chips}>
                  {service.specialities.map((s) => (
                    <li key={s._id}>
                      <Link className={styles.chip} href={specialityHref(s)}>
                        {s.specialityName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>

        {service.doctors.length ? (
          <section aria-labelledby="service-doctors-title" className={styles.block}>
            <h2 id="service-doctors-title">Doctors for this service</h2>
            <DoctorGrid locale="en" doctors={service.doctors} />
          </section>
        ) : null}

        <BookingCta
          title="Book an appointment"
          text={`See a doctor about ${service.name}: pick a date and a doctor online and we will tell you how to prepare. In an emergency, call us at any hour.`}
          bookHref={bookHref}
          emergencyPhone={site.emergencyPhone}
        />
      </div>
    </>
  );
}
