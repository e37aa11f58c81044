"use client";

import { retryRefund } from "@/lib/api/console-calls";
import { useConsoleAction } from "./use-console-action";
import form from "@/components/ui/form.module.scss";

/** The desk's "Ask for the refund again" on a refund still due (the hourly reconciliation asks too). */
export function RetryRefundButton({ paymentId, reference }: { paymentId: string; reference: string }) {
  const { busy, run } = useConsoleAction();
  return (
    <button type="button" className={form.secondary} disabled={busy} onClick={() => void run(() => retryRefund({ paymentId }), `The refund of ${reference}'s payment was asked again.`)}>
      {busy ? "Asking…" : "Ask for the refund again"}
    </button>
  );
}
