import { PageHeader } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";
import styles from "@/components/ui/container.module.scss";

export const metadata = pageMetadata({
  title: "Payment Failed",
  description: "Your payment could not be completed; no amount was charged or any amount debited will be refunded.",
  path: "/payment-failed",
});

export default function PaymentFailedPage() {
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path="/payment-failed" title="Payment Failed" lead="Your payment could not be completed." crumbs={[{ label: "Book Appointment", href: "/appointment" }]} />
      <div className={styles.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
