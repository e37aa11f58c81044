import { MyData } from "@/components/my-data/my-data";
import type { BookingPageCopy } from "@/components/booking/booking-pages";
import { PRIVACY_ANSWER_DAYS } from "@/lib/contracts/my-data";
import { ROUTES } from "@/lib/routes";
import { getSiteInfo } from "@/lib/server/site";
import { PrivatePageFrame, privatePageMetadata } from "@/app/(en)/private-page-frame";

const PAGE: BookingPageCopy = {
  path: ROUTES.myData,
  title: "My Data",
  description: "See, download, correct or erase the data the hospital holds against your mobile number, and withdraw your consents (Digital Personal Data Protection Act).",
  lead: `See every record we hold against your mobile number, download it, ask for a correction, erase it or withdraw a consent. We answer every request within ${PRIVACY_ANSWER_DAYS} days.`,
  crumbs: [{ label: "Privacy", href: ROUTES.privacy }],
};

// About one person's data: never indexed, rendered per request (nonce CSP, private no-store).
export const metadata = privatePageMetadata(PAGE);

/** /my-data – a person's rights over their data, after verifying their phone. */
export default async function MyDataPage() {
  return (
    <PrivatePageFrame page={PAGE}>
      <MyData timeZone={getSiteInfo().timeZone} />
    </PrivatePageFrame>
  );
}
