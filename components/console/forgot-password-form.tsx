"use client";

import { useState, type FormEvent } from "react";
import { forgotPassword } from "@/lib/api/console-calls";
import { forgotPasswordSchema } from "@/lib/contracts/staff";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";

/** Asks for a link to set a new password; the server answers the same whatever the e-mail. */
export function ForgotPasswordForm() {
  const state = useVisitorForm("forgot", { email: "" });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = forgotPasswordSchema.safeParse(state.values);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      await forgotPassword(state.values);
      state.succeed("If an account has this e-mail, we sent it a link to set a new password. It works once, for 30 minutes.", "Request sent.");
    } catch (e) {
      state.fail(e, "The request could not be sent. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-labelledby="page-title">
      {state.messages}
      <Field id="forgot-email" label="E-mail" error={state.errors.email}>
        <input {...state.control("email")} type="email" autoComplete="username" maxLength={120} required />
      </Field>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {busy ? "Sending…" : "Send me a link"}
        </button>
      </div>
    </form>
  );
}
