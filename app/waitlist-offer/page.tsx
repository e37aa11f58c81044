import { WaitlistOffer } from "@/components/waitlist/waitlist-offer";
import { BookingPageFrame, bookingPageMetadata } from "@/app/payment/order-page";

export const metadata = bookingPageMetadata("waitlist-offer");

/** /waitlist-offer#<link> – the slot a waitlist SMS offers: claim it and pay, or leave the waitlist. */
export default async function WaitlistOfferPage() {
  return (
    <BookingPageFrame kind="waitlist-offer">
      <WaitlistOffer />
    </BookingPageFrame>
  );
}
