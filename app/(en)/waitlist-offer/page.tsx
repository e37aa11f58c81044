import { WaitlistOffer } from "@/components/waitlist/waitlist-offer";
import { PrivatePageFrame, privatePageMetadata } from "@/app/(en)/private-page-frame";

export const metadata = privatePageMetadata("waitlist-offer");

/** /waitlist-offer#<link> – the slot a waitlist SMS offers: claim it and pay, or leave the waitlist. */
export default async function WaitlistOfferPage() {
  return (
    <PrivatePageFrame page="waitlist-offer">
      <WaitlistOffer />
    </PrivatePageFrame>
  );
}
