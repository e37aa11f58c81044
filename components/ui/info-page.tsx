import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import type { InfoPageCopy } from "./info-pages";
import styles from "./container.module.scss";

/** What the page needs to know about the site; the page reads it on the server and passes it in. */
export interface InfoPageSite {
  /** The public origin (breadcrumb JSON-LD URLs are absolute). */
  url: string;
  emergencyPhone: string;
}

/** An inner page's heading band and the help box: the honest page until its content lands. */
export function InfoPage({ page, site }: { page: InfoPageCopy; site: InfoPageSite }) {
  return (
    <>
      <PageHeader siteUrl={site.url} path={page.path} title={page.title} lead={page.lead} crumbs={page.crumbs} />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
