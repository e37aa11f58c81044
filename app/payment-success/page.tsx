import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Payment Successful",
  description: "Your payment was received and your appointment is confirmed.",
  path: "/payment-success",
});

export default function PaymentSuccessPage() {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path="/payment-success" title="Payment Successful" lead="Thank you: your payment was received." crumbs={[{ label: "Book Appointment", href: "/appointment" }]} />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
