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

// The terms and the privacy notice are one page, told apart by which text it shows: each route
// file (/Terms, /Privacy) only names it. Their texts are settings the console edits.

const LEGAL = {
  terms: {
    path: ROUTES.terms,
    description: "The terms of using this website and of booking an appointment online: confirmation, changes, cancellations and refunds.",
  },
  privacy: {
    path: ROUTES.privacy,
    description:
      "What the booking, contact and career forms collect, why, for how long, where it is kept, and how to see, correct or delete it (Digital Personal Data Protection Act, 2023).",
  },
} as const;

export function legalPage(which: keyof typeof LEGAL) {
  const { path, description } = LEGAL[which];
  return {
    generateMetadata: cachedMetadata(async () => pageMetadata({ title: (await getLegalPageCached(which)).title, description, path })),
    Page: cachedPage(async function LegalPage() {
      const site = getSiteInfo();
      const page = await getLegalPageCached(which);
      return (
        <>
          <PageHeader siteUrl={site.url} path={path} title={page.title} />
          <div className={`${container.container} ${styles.narrow}`}>
            <p className={styles.updated}>Last updated: {formatDate(`${page.lastUpdated}T12:00:00Z`, site.timeZone)}</p>
            <Prose html={page.bodyHtml} />
          </div>
        </>
      );
    }),
  };
}
