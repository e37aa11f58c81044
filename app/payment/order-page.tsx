import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { BOOKING_PAGES } from "@/components/booking/booking-pages";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/server/seo";
import { renderPerRequest } from "@/lib/server/private-page";
import { orderIdSchema } from "@/lib/contracts/booking";
import { NoOrderNotice, type PaymentPageKind } from "@/components/payments/no-order-notice";
import container from "@/components/ui/container.module.scss";

type BookingPageKind = PaymentPageKind | "send-otp" | "appointment" | "payment-sandbox" | "my-booking" | "waitlist-offer";

/** Metadata of a booking-flow page: about one visitor's booking, so never indexed. */
export function bookingPageMetadata(kind: BookingPageKind): Metadata {
  return { ...pageMetadata(BOOKING_PAGES[kind]), robots: { index: false, follow: true } };
}

/** The page frame of a booking-flow page, rendered per request (nonce CSP, private no-store). */
export async function BookingPageFrame({ kind, children }: { kind: BookingPageKind; children: ReactNode }) {
  await renderPerRequest();
  const page = BOOKING_PAGES[kind];
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path={page.path} title={page.title} lead={page.lead} crumbs={"crumbs" in page ? page.crumbs : undefined} />
      <div className={container.container}>{children}</div>
    </>
  );
}

/** `?orderId=` when it is a well-formed order id, else null (the page then says there is no order). */
export async function orderIdOf(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<string | null> {
  const raw = (await searchParams).orderId;
  const parsed = orderIdSchema.safeParse({ orderId: Array.isArray(raw) ? raw[0] : raw });
  return parsed.success ? parsed.data.orderId : null;
}

export function NoOrder({ kind }: { kind: PaymentPageKind }) {
  return <NoOrderNotice kind={kind} phone={getSiteInfo().emergencyPhone} />;
}
