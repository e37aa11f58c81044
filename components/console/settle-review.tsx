"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { settlePayment } from "@/lib/api/console-calls";
import { settlePaymentSchema } from "@/lib/contracts/staff";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";

/**
 * The desk's "Mark as settled" on a payment under review (the gateway and the site disagree):
 * after a look at the gateway's dashboard, what was done is written down and kept in the audit log.
 */
export function SettleReviewForm({ paymentId, reference }: { paymentId: string; reference: string }) {
  const router = useRouter();
  const prefix = `settle-${paymentId}`;
  const state = useVisitorForm<{ note: string }>(prefix, { note: "" });
  const [busy, setBusy] = useState(false);

  const settle = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const body = { paymentId, note: state.values.note };
    const parsed = settlePaymentSchema.safeParse(body);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      await settlePayment(body);
      state.succeed(`The payment of ${reference} is marked settled.`, "Payment marked settled.");
      router.refresh();
    } catch (e) {
      state.fail(e, "The payment could not be marked settled. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" onSubmit={settle} noValidate aria-label={`Settle the payment of ${reference}`}>
      {state.messages}
      <Field id={`${prefix}-note`} label="What was done at the gateway" hint="For example: refunded from the dashboard on 26 November, refund id rfnd_…" error={state.errors.note}>
        <input {...state.control("note", true)} autoComplete="off" maxLength={300} />
      </Field>
      <button type="submit" className={form.secondary} disabled={busy}>
        {busy ? "Saving…" : "Mark as settled"}
      </button>
    </form>
  );
}
