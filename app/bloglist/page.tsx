import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Health Blogs",
  description: "Health articles written by the hospital's doctors on prevention, treatment and recovery.",
  path: "/bloglist",
});

export default function BlogListPage() {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path="/bloglist" title="Health Blogs" lead="Articles by our doctors on staying well, understanding treatment and recovering at home." />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
