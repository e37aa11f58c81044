import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Book an Appointment",
  description: "Book an appointment with a specialist online: choose a doctor and a time, verify your phone and pay securely.",
  path: "/appointment",
});

export default function AppointmentPage() {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path="/appointment" title="Book an Appointment" lead="Choose a doctor and a time, verify your phone number and pay securely online." />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
