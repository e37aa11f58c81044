import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Our Services",
  description: "Diagnostic, surgical, critical-care and wellness services offered by the hospital's departments.",
  path: "/services",
});

export default function ServicesPage() {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path="/services" title="Our Services" lead="Diagnostic, surgical, critical-care and wellness services, grouped by department." />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
