"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { ApiError } from "@/lib/api/client";
import { confirmPayment, sandboxPay } from "@/lib/api/calls";
import { formatFee } from "@/lib/format/money";
import { paymentFailedHref, paymentHref, paymentSuccessHref } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { useFocusTarget } from "./use-focus-target";
import { useOrder } from "./use-order";
import { VerifyToContinue } from "./verify-to-continue";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * The sandbox gateway's checkout (PAYMENT_GATEWAY=sandbox): TEST MODE, no money moves. Its
 * answers are signed as Razorpay's are, and the page then makes the same success call.
 */
export function SandboxCheckout({ orderId }: { orderId: string }) {
  const router = useRouter();
  const { order, error, unverified, reload } = useOrder(orderId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Focus follows the page's state: the heading once the order is shown, the status while paying, an error once said.
  const focusState = unverified ? null : error ? "error" : !order ? null : order.status === "paid" ? "paid" : failure ? "failure" : busy ? "paying" : "ready";
  const focus = useFocusTarget(focusState);

  const finish = async (outcome: "success" | "failure") => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await sandboxPay({ orderId, outcome });
      if (result.outcome === "failure") {
        router.push(paymentFailedHref(orderId));
        return;
      }
      const { outcome: _ignored, ...signed } = result;
      void _ignored;
      await confirmPayment(signed);
      // Replaced, as Razorpay's Checkout closes: Back from the confirmation never shows Pay again.
      router.replace(paymentSuccessHref(orderId));
    } catch (e) {
      setBusy(false);
      // The token lapsed meanwhile: loading the order again brings the page's "verify the phone again" step.
      if (e instanceof ApiError && e.status === 401) return void reload();
      setFailure(e instanceof ApiError ? e.message : "The test payment could not be made.");
    }
  };

  if (unverified) return <VerifyToContinue orderId={orderId} onVerified={() => void reload()} />;
  return (
    <div className={styles.panel}>
      <p className={styles.testMode} role="note">
        TEST MODE: this is the site&apos;s sandbox checkout. No money moves and no card is needed.
      </p>
      <h2 className={styles.heading} ref={focusState === "ready" || focusState === "paid" ? focus : undefined} tabIndex={-1}>
        Sandbox checkout
      </h2>
      {error ? (
        <p className={form.alert} role="alert" ref={focus} tabIndex={-1}>
          {error}
        </p>
      ) : !order ? (
        <p className={form.muted}>Loading the order…</p>
      ) : order.status === "paid" ? (
        <p>
          This order is paid. <Link href={paymentSuccessHref(orderId)}>See your booking</Link>.
        </p>
      ) : (
        <>
          <p>
            Order {order.orderId}: {formatFee(order.amount)} for {order.booking.doctor.fullName}.
          </p>
          {busy ? (
            <p className={form.muted} role="status" ref={focusState === "paying" ? focus : undefined} tabIndex={-1}>
              Making the test payment…
            </p>
          ) : null}
          {failure ? (
            <p className={form.alert} role="alert" ref={focusState === "failure" ? focus : undefined} tabIndex={-1}>
              {failure}
            </p>
          ) : null}
          <div className={form.actions}>
            <button type="button" className={form.primary} disabled={busy} onClick={() => void finish("success")}>
              Pay {formatFee(order.amount)} (test)
            </button>
            <button type="button" className={form.danger} disabled={busy} onClick={() => void finish("failure")}>
              Fail the payment (test)
            </button>
            <button type="button" className={form.secondary} disabled={busy} onClick={() => router.push(paymentHref(orderId))}>
              Cancel
            </button>
          </div>
        </>
      )}
    </div>
  );
}
