import { OtpStep } from "@/components/booking/otp-step";
import { BookingPageFrame, bookingPageMetadata } from "@/app/payment/order-page";
import { getContactSettingsCached } from "@/lib/server/settings";
import { getSiteInfo } from "@/lib/server/site";

export const metadata = bookingPageMetadata("send-otp");

/** The code step, with the front desk's line for a visitor who cannot get a code. */
async function OtpStepWithDesk() {
  const { phone } = await getContactSettingsCached();
  return <OtpStep deskPhone={phone || getSiteInfo().emergencyPhone} />;
}

export default async function SendOtpPage() {
  return (
    <BookingPageFrame kind="send-otp">
      <OtpStepWithDesk />
    </BookingPageFrame>
  );
}
