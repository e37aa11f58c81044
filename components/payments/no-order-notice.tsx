import { Link } from "@/components/ui/link";
import { telHref } from "@/lib/format/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import styles from "@/components/ui/help-box.module.scss";
import { ROUTES } from "@/lib/routes";

export type PaymentPageKind = "payment" | "payment-success" | "payment-failed";

/**
 * The payment pages open from a booking, with its order. Without a known order they say
 * so plainly, claim nothing about any payment, and offer the way to book.
 */
const NOTICE: Record<PaymentPageKind, { heading: string; text: string }> = {
  payment: {
    heading: "No order to pay for",
    text: "This page opens from your booking, with its order. We could not find an order for this address, so there is nothing to pay here. Book an appointment to choose a doctor and a time: you pay at the end of the booking.",
  },
  "payment-success": {
    heading: "No payment found",
    text: "We could not find a payment for this address, so we cannot confirm one here. If you have paid for a booking, its confirmation reaches you by SMS and e-mail with your booking reference, and our front desk can check it for you.",
  },
  "payment-failed": {
    heading: "No payment found",
    text: "We could not find a payment for this address, so there is nothing to retry here. Book an appointment to start again: nothing is charged until you pay at the end of a booking.",
  },
};

export function NoOrderNotice({ kind, phone }: { kind: PaymentPageKind; phone: string }) {
  const notice = NOTICE[kind];
  return (
    <section className={styles.box} aria-labelledby="no-order-title">
      <h2 id="no-order-title" className={styles.title}>
        {notice.heading}
      </h2>
      <p className={styles.body}>{notice.text}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} href={ROUTES.appointment}>
          Book Appointment
        </Link>
        <a className={styles.emergency} href={telHref(phone)}>
          Call us: <PhoneNumber value={phone} />
        </a>
      </div>
    </section>
  );
}
