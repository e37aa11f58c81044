import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { SpecialityGrid } from "@/components/specialities/speciality-grid";
import { specialityHref } from "@/lib/routes";
import { BookingCta } from "@/components/services/booking-cta";
import { listSpecialitiesV2Cached } from "@/lib/server/specialities";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { linkedItemListJsonLd } from "@/lib/structured-data";
import styles from "@/components/ui/container.module.scss";
import { ROUTES } from "@/lib/routes";
import { cachedPage } from "@/lib/server/build-phase";

export const metadata = pageMetadata({
  title: "Specialities",
  description:
    "All medical and surgical specialities of the hospital, from cardiology and neurology to paediatrics and rehabilitation.",
  path: ROUTES.specialityList,
});

export default cachedPage(async function SpecialityListPage() {
  const site = getSiteInfo();
  const specialities = await listSpecialitiesV2Cached();
  return (
    <>
      <JsonLd
        data={linkedItemListJsonLd(
          site.url,
          "Specialities",
          specialities.map((s) => ({ name: s.specialityName, path: specialityHref(s) })),
        )}
      />
      <PageHeader
        siteUrl={site.url}
        path={ROUTES.specialityList}
        title="Specialities"
        lead={`${specialities.length} departments of consultants, nurses and therapists working together for you.`}
      />
      <div className={styles.container}>
        <SpecialityGrid specialities={specialities} />
        <BookingCta
          title="Not sure which speciality you need?"
          text="Book a general consultation and we will guide you to the right specialist, or call us at any hour in an emergency."
          bookHref={ROUTES.appointment}
          emergencyPhone={site.emergencyPhone}
        />
      </div>
    </>
  );
});
