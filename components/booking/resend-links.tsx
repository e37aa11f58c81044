"use client";

import { useState, type FormEvent } from "react";
import { resendBookingLinks } from "@/lib/api/calls";
import { proofOfWork } from "@/lib/api/proof-of-work";
import { resendLinksSchema } from "@/lib/contracts/booking";
import { Field } from "@/components/ui/form-field";
import { Honeypot, useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";

type Values = { phone: string; website: string };

/**
 * For a patient who lost the SMS: the links of their appointments to come are sent again, by
 * SMS, to the number they booked with (only there: the number typed opens nothing here).
 */
export function ResendLinks() {
  const state = useVisitorForm<Values>("resend-links", { phone: "", website: "" });
  const { values, errors, control } = state;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = resendLinksSchema.omit({ pow: true }).safeParse(values);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      const pow = await proofOfWork();
      const { sentTo } = await resendBookingLinks({ ...values, pow });
      state.succeed(`If ${sentTo} has appointments to come, an SMS with the link of each is on its way. It opens your booking here.`, "Your request has been sent.");
    } catch (e) {
      state.fail(e, "The links could not be sent. Please try again, or call the hospital.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-labelledby="resend-links-title">
      <h2 id="resend-links-title">Lost the SMS?</h2>
      <p className={form.muted}>Enter the mobile number you booked with, and we send the link of each appointment to come to that number again.</p>
      {state.messages}
      <Field id="resend-links-phone" label="Mobile number" hint="10 digits, such as 98765 43210" error={errors.phone}>
        <input {...control("phone", true)} type="tel" inputMode="tel" autoComplete="tel" maxLength={24} />
      </Field>
      <Honeypot id="resend-links-website" value={values.website} onChange={state.set("website")} />
      <div className={form.actions}>
        <button type="submit" className={form.secondary} disabled={busy} aria-disabled={busy}>
          {busy ? "Sending…" : "Send my booking links"}
        </button>
      </div>
    </form>
  );
}
