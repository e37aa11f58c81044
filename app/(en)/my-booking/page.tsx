import { ManageBooking } from "@/components/booking/manage-booking";
import { PrivatePageFrame, privatePageMetadata } from "@/app/(en)/private-page-frame";

export const metadata = privatePageMetadata("my-booking");

export default async function MyBookingPage() {
  return (
    <PrivatePageFrame page="my-booking">
      <ManageBooking />
    </PrivatePageFrame>
  );
}
