import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { BOOKING_PAGES, type BookingPageCopy } from "@/components/booking/booking-pages";
import type { PaymentPageKind } from "@/components/payments/no-order-notice";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/server/seo";
import { renderPerRequest } from "@/lib/server/private-page";
import container from "@/components/ui/container.module.scss";

type BookingPageKind = PaymentPageKind | "send-otp" | "appointment" | "payment-sandbox" | "my-booking" | "waitlist-offer";

/** A booking-flow page by its kind, or another page about one visitor (its own heading band). */
type PrivatePage = BookingPageKind | BookingPageCopy;

const copyOf = (page: PrivatePage): BookingPageCopy => (typeof page === "string" ? BOOKING_PAGES[page] : page);

/** Metadata of a page about one visitor's booking or data: never indexed. */
export function privatePageMetadata(page: PrivatePage): Metadata {
  return { ...pageMetadata(copyOf(page)), robots: { index: false, follow: true } };
}

/**
 * The frame of a page about one visitor (the booking flow, a signed link's booking or offer, the
 * payment pages, their data): rendered per request (nonce CSP, private no-store), under the
 * page's heading band.
 */
export async function PrivatePageFrame({ page, children }: { page: PrivatePage; children: ReactNode }) {
  await renderPerRequest();
  const copy = copyOf(page);
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path={copy.path} title={copy.title} lead={copy.lead} crumbs={copy.crumbs} />
      <div className={container.container}>{children}</div>
    </>
  );
}
