import { ManageBooking } from "@/components/booking/manage-booking";
import { BookingPageFrame, bookingPageMetadata } from "@/app/payment/order-page";

export const metadata = bookingPageMetadata("my-booking");

export default async function MyBookingPage() {
  return (
    <BookingPageFrame kind="my-booking">
      <ManageBooking />
    </BookingPageFrame>
  );
}
