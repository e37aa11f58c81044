import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import type { InfoPageCopy } from "./info-pages";
import styles from "./container.module.scss";

/** An inner page's heading band and the help box: the honest page until its content lands. */
export function InfoPage({ page }: { page: InfoPageCopy }) {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path={page.path} title={page.title} lead={page.lead} crumbs={page.crumbs} />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
