import { PageHeader } from "@/components/ui/page-header";
import { SpecialityGrid } from "@/components/specialities/speciality-grid";
import { listSpecialitiesV2Cached } from "@/lib/server/specialities";
import { pageMetadata } from "@/lib/seo";
import { getSiteInfo } from "@/lib/server/site";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Specialities",
  description:
    "All medical and surgical specialities of the hospital, from cardiology and neurology to paediatrics and rehabilitation.",
  path: "/specialityList",
});

export default async function SpecialityListPage() {
  const site = getSiteInfo();
  const specialities = await listSpecialitiesV2Cached();
  return (
    <>
      <PageHeader
        siteUrl={site.url}
        path="/specialityList"
        title="Specialities"
        lead={`${specialities.length} departments of consultants, nurses and therapists working together for you.`}
      />
      <div className={styles.container}>
        <SpecialityGrid specialities={specialities} />
      </div>
    </>
  );
}
