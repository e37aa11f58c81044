"use client";

import { useState, type FormEvent } from "react";
import { changePassword } from "@/lib/api/console-calls";
import { PASSWORD_MIN, passwordChangeSchema } from "@/lib/contracts/staff";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";

const EMPTY = { current: "", next: "", again: "" };

/** Changes one's own password (the new one typed twice); the server checks it against common passwords. */
export function PasswordForm() {
  const state = useVisitorForm("password", EMPTY);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = passwordChangeSchema.safeParse(state.values);
    const again = state.values.again !== state.values.next ? { again: "The two new passwords differ." } : {};
    if (state.refuse(parsed.success ? [] : parsed.error.issues, again)) return;
    setBusy(true);
    try {
      await changePassword({ current: state.values.current, next: state.values.next });
      state.succeed("Your password is changed. Other devices signed in with it are signed out.", "Password changed.");
    } catch (e) {
      state.fail(e, "The password could not be changed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-labelledby="page-title">
      {state.messages}
      <Field id="password-current" label="Current password" error={state.errors.current}>
        <input {...state.control("current")} type="password" autoComplete="current-password" maxLength={128} />
      </Field>
      <Field id="password-next" label="New password" hint={`At least ${PASSWORD_MIN} characters, not a common password: a few unrelated words are easy to remember.`} error={state.errors.next}>
        <input {...state.control("next", true)} type="password" autoComplete="new-password" maxLength={128} />
      </Field>
      <Field id="password-again" label="New password again" error={state.errors.again}>
        <input {...state.control("again")} type="password" autoComplete="new-password" maxLength={128} />
      </Field>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {busy ? "Saving…" : "Change password"}
        </button>
      </div>
    </form>
  );
}
