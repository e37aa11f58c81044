import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Verify Your Phone Number",
  description: "Verify your mobile number with a one-time password to book an appointment.",
  path: "/send-otp",
});

export default function SendOtpPage() {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path="/send-otp" title="Verify Your Phone Number" lead="We send a one-time password to your mobile number to confirm your booking." crumbs={[{ label: "Book Appointment", href: "/appointment" }]} />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
