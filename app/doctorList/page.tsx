import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Find a Doctor",
  description: "Find a consultant at the hospital by speciality, name, gender or language, and book an appointment online.",
  path: "/doctorList",
});

export default function DoctorListPage() {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path="/doctorList" title="Find a Doctor" lead="Search our consultants by speciality, name, gender or language, see their OPD timings and book a visit." />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
