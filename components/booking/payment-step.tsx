"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { ApiError } from "@/lib/api/client";
import { confirmPayment } from "@/lib/api/calls";
import type { OrderInfo } from "@/lib/contracts/booking";
import { formatFee } from "@/lib/format/money";
import { paymentFailedHref, paymentSuccessHref, sandboxCheckoutHref, ROUTES } from "@/lib/routes";
import { RAZORPAY_ORIGINS } from "@/lib/http/security-headers";
import { Link } from "@/components/ui/link";
import { BookingSummary } from "./booking-summary";
import { useFocusTarget } from "./use-focus-target";
import { minutesAndSeconds, useCountdown } from "./use-order";
import { OrderShell } from "./order-shell";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", handler: (response: { error: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

function loadCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `${RAZORPAY_ORIGINS.script}/v1/checkout.js`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Razorpay's checkout could not be loaded"));
    document.head.appendChild(script);
  });
}

/** Step 4 on /payment?orderId=: what is paid for, the rules, and the gateway's checkout. */
export function PaymentStep({ orderId, hospitalName }: { orderId: string; hospitalName: string }) {
  return (
    <OrderShell orderId={orderId} loading="Loading your order…" bookOnError>
      {(order) => <PayOrder order={order} hospitalName={hospitalName} />}
    </OrderShell>
  );
}

function PayOrder({ order, hospitalName }: { order: OrderInfo; hospitalName: string }) {
  const router = useRouter();
  const orderId = order.orderId;
  const [busy, setBusy] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const left = useCountdown(order.booking.holdExpiresAt);
  const holdOver = !order.booking.holdExpiresAt || left === 0;
  // Focus follows the page's state: its heading once the order is shown, else what replaced it.
  const focusState = order.status === "paid" ? null : holdOver ? "hold-over" : payError ? "pay-error" : "pay";
  const focus = useFocusTarget(focusState);

  if (order.status === "paid") {
    router.replace(paymentSuccessHref(orderId));
    return null;
  }
  const pay = async (info: OrderInfo) => {
    setPayError(null);
    if (info.gateway === "sandbox") {
      router.push(sandboxCheckoutHref(orderId));
      return;
    }
    setBusy(true);
    try {
      await loadCheckout();
      const checkout = new window.Razorpay!({
        key: info.keyId,
        order_id: info.orderId,
        amount: info.amount.amount,
        currency: info.amount.currency,
        name: hospitalName,
        description: `Consultation with ${info.booking.doctor.fullName}`,
        handler: async (response: RazorpayResponse) => {
          try {
            await confirmPayment(response);
            router.replace(paymentSuccessHref(orderId));
          } catch {
            router.replace(paymentSuccessHref(orderId));
          }
        },
        modal: { ondismiss: () => setBusy(false) },
      });
      checkout.on("payment.failed", () => router.push(paymentFailedHref(orderId)));
      checkout.open();
    } catch (e) {
      setPayError(e instanceof ApiError || e instanceof Error ? e.message : "The payment could not be started.");
      setBusy(false);
    }
  };

  return (
    <div className={styles.panel}>
      <ol className={styles.steps} aria-label="Booking steps">
        <li>1. Doctor and time</li>
        <li>2. Patient details</li>
        <li>3. Verify phone</li>
        <li aria-current="step">4. Pay</li>
      </ol>
      <h2 className={styles.heading} ref={focusState === "pay" ? focus : undefined} tabIndex={-1}>
        Pay the consultation fee
      </h2>
      <BookingSummary booking={order.booking} showStatus={false} />
      {order.failureReason ? (
        <p className={form.alert} role="alert">
          The last payment did not go through: {order.failureReason} You can try again.
        </p>
      ) : null}
      {holdOver ? (
        <>
          <p className={form.alert} role="alert" ref={focusState === "hold-over" ? focus : undefined} tabIndex={-1}>
            The time to pay for this slot has passed and the slot was released. Nothing was charged.
          </p>
          <Link className={form.primary} href={ROUTES.appointment}>
            Pick a slot again
          </Link>
        </>
      ) : (
        <>
          <p className={form.notice} role="timer" aria-live="off">
            Your slot is held for another {minutesAndSeconds(left)}.
          </p>
          {payError ? (
            <p className={form.alert} role="alert" ref={focusState === "pay-error" ? focus : undefined} tabIndex={-1}>
              {payError}
            </p>
          ) : null}
          <div className={form.actions}>
            <button type="button" className={form.primary} disabled={busy} onClick={() => void pay(order)}>
              Pay {formatFee(order.amount)}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
