import type { Metadata } from "next";
import { MyData } from "@/components/my-data/my-data";
import { PageHeader } from "@/components/ui/page-header";
import { PRIVACY_ANSWER_DAYS } from "@/lib/contracts/my-data";
import { ROUTES } from "@/lib/routes";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/server/seo";
import { renderPerRequest } from "@/lib/server/private-page";
import container from "@/components/ui/container.module.scss";

const PAGE = {
  path: ROUTES.myData,
  title: "My Data",
  description: "See, download, correct or erase the data the hospital holds against your mobile number, and withdraw your consents (Digital Personal Data Protection Act).",
};

// About one person's data: never indexed, rendered per request (nonce CSP, private no-store).
export const metadata: Metadata = { ...pageMetadata(PAGE), robots: { index: false, follow: true } };

/** /my-data – a person's rights over their data, after verifying their phone. */
export default async function MyDataPage() {
  await renderPerRequest();
  const site = getSiteInfo();
  return (
    <>
      <PageHeader
        siteUrl={site.url}
        path={PAGE.path}
        title={PAGE.title}
        lead={`See every record we hold against your mobile number, download it, ask for a correction, erase it or withdraw a consent. We answer every request within ${PRIVACY_ANSWER_DAYS} days.`}
        crumbs={[{ label: "Privacy", href: ROUTES.privacy }]}
      />
      <div className={container.container}>
        <MyData timeZone={site.timeZone} />
      </div>
    </>
  );
}
