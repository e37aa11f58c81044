import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Services",
  description: "Every clinical and support service of the hospital, from imaging and laboratory tests to surgery and rehabilitation.",
  path: "/services-v2",
});

export default function ServicesV2Page() {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path="/services-v2" title="Services" lead="Every clinical and support service, from imaging and laboratory tests to surgery and rehabilitation." />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
