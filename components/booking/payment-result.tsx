"use client";

import { useEffect, useState } from "react";
import { paymentHref, ROUTES } from "@/lib/routes";
import { ARRIVAL_INSTRUCTION, CONFIRMATION_MINUTES, type OrderInfo } from "@/lib/contracts/booking";
import { Link } from "@/components/ui/link";
import { BookingSummary } from "./booking-summary";
import { CalendarDownload } from "./calendar-download";
import { clearDraft } from "./draft";
import { useFocusTarget } from "./use-focus-target";
import { minutesAndSeconds, useCountdown } from "./use-order";
import { OrderShell } from "./order-shell";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

/** /payment-success and /payment-failed of an order. */
export function PaymentResult({ orderId, kind }: { orderId: string; kind: "success" | "failed" }) {
  return (
    <OrderShell orderId={orderId} loading="Loading your booking…">
      {(order, reload) => <OrderResult order={order} kind={kind} reload={reload} />}
    </OrderShell>
  );
}

function OrderResult({ order, kind, reload }: { order: OrderInfo; kind: "success" | "failed"; reload: () => Promise<unknown> }) {
  const orderId = order.orderId;
  const [polls, setPolls] = useState(0);
  const left = useCountdown(order.booking.holdExpiresAt);
  const lost = order.booking.refundDue !== null && order.booking.status !== "requested" && order.booking.status !== "confirmed";
  // Focus follows the page's state: the heading of what is shown (paid, confirming, failed).
  const focus = useFocusTarget(order.status === "paid" ? (lost ? "lost" : "paid") : kind === "success" ? "confirming" : "failed");

  // Right after checkout the webhook may still be on its way: look again for a while.
  useEffect(() => {
    if (kind !== "success" || order.status === "paid" || polls >= 15) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void reload();
    }, 2000);
    return () => clearTimeout(timer);
  }, [kind, order, reload, polls]);

  useEffect(() => {
    if (order.status === "paid") clearDraft();
  }, [order]);

  if (order.status === "paid") {
    return (
      <div className={styles.panel}>
        <h2 className={styles.heading} ref={focus} tabIndex={-1}>
          {lost ? "Payment received, but the slot was released" : "Payment received: your appointment is requested"}
        </h2>
        <p className={styles.reference}>{order.booking.reference}</p>
        <BookingSummary booking={order.booking} />
        {lost ? (
          <p className={form.alert}>Your payment arrived after the hold on the slot ended, and the slot went to someone else. The whole amount is being refunded to your payment method: it reaches your account in 5 to 7 working days.</p>
        ) : (
          <>
            <h3 className={styles.subheading}>What happens next</h3>
            <ul>
              <li>The hospital confirms your appointment within {CONFIRMATION_MINUTES} minutes, by SMS (and e-mail if you gave one).</li>
              <li>
                {order.booking.canChange
                  ? "This page and the confirmation have a link to move or cancel the booking, under the refund and change rules shown above."
                  : "The confirmation has a link to your booking, to cancel it under the refund rules shown above; to move it, please call the hospital."}
              </li>
              <li>{ARRIVAL_INSTRUCTION}</li>
            </ul>
          </>
        )}
        <div className={`${form.actions} ${styles.noPrint}`}>
          {order.manageLink ? (
            <Link className={form.primary} href={order.manageLink}>
              See, move or cancel your booking
            </Link>
          ) : null}
          {lost ? (
            <Link className={form.primary} href={ROUTES.appointment}>
              Book another slot
            </Link>
          ) : null}
          {!lost ? <CalendarDownload of={{ orderId }} reference={order.booking.reference} /> : null}
          <button type="button" className={form.secondary} onClick={() => window.print()}>
            Print
          </button>
          <Link className={form.secondary} href={ROUTES.home}>
            Back to the home page
          </Link>
        </div>
      </div>
    );
  }

  if (kind === "success") {
    return (
      <div className={styles.panel}>
        <h2 className={styles.heading} ref={focus} tabIndex={-1}>
          Confirming your payment…
        </h2>
        <p className={form.muted} aria-live="polite">
          {polls >= 15
            ? "We have not heard from the payment service yet. If money left your account, your booking will be updated within minutes; you will get an SMS."
            : "This takes a few seconds."}
        </p>
      </div>
    );
  }

  const canRetry = order.booking.holdExpiresAt !== null && left > 0;
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading} ref={focus} tabIndex={-1}>
          The payment did not go through
        </h2>
      <p className={form.alert} role="alert">
        {order.failureReason ?? "The payment was cancelled or declined."} Nothing was charged.
      </p>
      <BookingSummary booking={order.booking} showStatus={false} />
      {canRetry ? (
        <>
          <p className={form.notice}>Your slot is still held for {minutesAndSeconds(left)}.</p>
          <div className={form.actions}>
            <Link className={form.primary} href={paymentHref(orderId)}>
              Try the payment again
            </Link>
          </div>
        </>
      ) : (
        <div className={form.actions}>
          <p className={form.muted}>The hold on this slot has ended.</p>
          <Link className={form.primary} href={ROUTES.appointment}>
            Pick a slot again
          </Link>
        </div>
      )}
    </div>
  );
}
