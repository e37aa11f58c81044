import { OtpStep } from "@/components/booking/otp-step";
import { BookingPageFrame, bookingPageMetadata } from "@/app/payment/order-page";

export const metadata = bookingPageMetadata("send-otp");

export default async function SendOtpPage() {
  return (
    <BookingPageFrame kind="send-otp">
      <OtpStep />
    </BookingPageFrame>
  );
}
