import { PageHeader } from "@/components/ui/page-header";
import { Prose } from "@/components/content/article-card";
import { ROUTES } from "@/lib/routes";
import { formatDate } from "@/lib/format/date";
import { cachedMetadata, cachedPage } from "@/lib/server/build-phase";
import { getLegalPageCached } from "@/lib/server/content/pages";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/content/content.module.scss";

export const generateMetadata = cachedMetadata(async () => {
  const page = await getLegalPageCached("privacy");
  return pageMetadata({ title: page.title, description: "What the booking, contact and career forms collect, why, for how long, where it is kept, and how to see, correct or delete it (Digital Personal Data Protection Act, 2023).", path: ROUTES.privacy });
});

export default cachedPage(async function PrivacyPage() {
  const site = getSiteInfo();
  const page = await getLegalPageCached("privacy");
  return (
    <>
      <PageHeader siteUrl={site.url} path={ROUTES.privacy} title={page.title} />
      <div className={`${container.container} ${styles.narrow}`}>
        <p className={styles.updated}>Last updated: {formatDate(`${page.lastUpdated}T12:00:00Z`, site.timeZone)}</p>
        <Prose html={page.bodyHtml} />
      </div>
    </>
  );
});
