import { PageHeader } from "@/components/ui/page-header";
import { TestimonialList } from "@/components/content/testimonial-list";
import { BookingCta } from "@/components/services/booking-cta";
import { ROUTES } from "@/lib/routes";
import { cachedPage } from "@/lib/server/build-phase";
import { listTestimonialsCached } from "@/lib/server/content/gallery";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/content/content.module.scss";

export const metadata = pageMetadata({
  title: "Patient Testimonials",
  description: "Patients and their families describe their care at the hospital, in their own words: cardiology, orthopaedics, maternity, children's care and more.",
  path: ROUTES.patients,
});

export default cachedPage(async function PatientsPage() {
  const site = getSiteInfo();
  const testimonials = await listTestimonialsCached();
  return (
    <>
      <PageHeader siteUrl={site.url} path={ROUTES.patients} title="Patient Testimonials" lead="Patients and families tell us about their care, in their own words, shared with their permission." />
      <div className={`${container.container} ${styles.narrow}`}>
        <h2 className={styles.hidden}>What our patients say</h2>
        <TestimonialList testimonials={testimonials} headingLevel={3} />
        <BookingCta
          title="Would you like to see one of our doctors?"
          text="Book a consultation online in a few minutes, or call us at any hour in an emergency."
          bookHref={ROUTES.appointment}
          emergencyPhone={site.emergencyPhone}
        />
      </div>
    </>
  );
});
