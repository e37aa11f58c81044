import { OtpStep } from "@/components/booking/otp-step";
import { PrivatePageFrame, privatePageMetadata } from "@/app/(en)/private-page-frame";
import { getContactSettingsCached } from "@/lib/server/settings";
import { getSiteInfo } from "@/lib/server/site";

export const metadata = privatePageMetadata("send-otp");

/** The code step, with the front desk's line for a visitor who cannot get a code. */
async function OtpStepWithDesk() {
  const { phone } = await getContactSettingsCached();
  return <OtpStep deskPhone={phone || getSiteInfo().emergencyPhone} />;
}

export default async function SendOtpPage() {
  return (
    <PrivatePageFrame page="send-otp">
      <OtpStepWithDesk />
    </PrivatePageFrame>
  );
}
