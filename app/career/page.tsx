import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Careers",
  description: "Open positions for doctors, nurses, technicians and administrative staff at the hospital.",
  path: "/career",
});

export default function CareerPage() {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path="/career" title="Careers" lead="Join our team of doctors, nurses, technicians and support staff." />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
