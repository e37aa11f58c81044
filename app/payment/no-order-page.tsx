import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { NoOrderNotice, type PaymentPageKind } from "@/components/payments/no-order-notice";
import { INFO_PAGES } from "@/components/ui/info-pages";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/server/seo";
import { renderPerRequest } from "@/lib/server/private-page";
import container from "@/components/ui/container.module.scss";

/** /payment, /payment-success and /payment-failed while no order is known: metadata and page. */
export function noOrderPage(kind: PaymentPageKind) {
  const page = INFO_PAGES[kind];
  // A payment page is about one visitor's order: never indexed.
  const metadata: Metadata = { ...pageMetadata(page), robots: { index: false, follow: true } };
  async function NoOrderPage() {
    await renderPerRequest();
    const site = getSiteInfo();
    return (
      <>
        <PageHeader siteUrl={site.url} path={page.path} title={page.title} lead={page.lead} crumbs={page.crumbs} />
        <div className={container.container}>
          <NoOrderNotice kind={kind} phone={site.emergencyPhone} />
        </div>
      </>
    );
  }
  return { metadata, NoOrderPage };
}
