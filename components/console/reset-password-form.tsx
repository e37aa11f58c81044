"use client";

import { useState, type FormEvent } from "react";
import { resetPassword } from "@/lib/api/console-calls";
import { PASSWORD_MIN, resetPasswordSchema } from "@/lib/contracts/staff";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { useLinkFragment } from "@/components/booking/link-fragment";
import { Field } from "@/components/ui/form-field";
import { Link } from "@/components/ui/link";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";

const EMPTY = { password: "", again: "" };

/**
 * Sets a new password with the e-mailed link, whose token is after `#` (a browser never sends
 * it to the server with the page's address, so no log keeps it). The reset signs no one in: the
 * person then signs in with the new password, second factor and all.
 */
export function ResetPasswordForm() {
  const token = useLinkFragment();
  const state = useVisitorForm("reset", EMPTY);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  // Before the script reads the link (or without script), say what the page needs.
  if (token === null) return <noscript><p>This page sets a new password with the link from the e-mail, which needs JavaScript: turn it on and open the link again.</p></noscript>;
  if (!token) {
    return (
      <p>
        This page opens from the link in the e-mail we send. <Link href={CONSOLE_ROUTES.forgotPassword}>Ask for a link</Link>.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = resetPasswordSchema.safeParse({ token, password: state.values.password });
    const again = state.values.again !== state.values.password ? { again: "The two passwords differ." } : {};
    if (state.refuse(parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === "password"), again)) return;
    setBusy(true);
    try {
      await resetPassword({ token, password: state.values.password });
      state.succeed("Your new password is set, and every device signed in to the account is signed out.", "Password set.");
      setDone(true);
    } catch (e) {
      state.fail(e, "The password could not be set. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-labelledby="page-title">
      {state.messages}
      {done ? (
        <p>
          <Link href={CONSOLE_ROUTES.login}>Sign in with your new password</Link>
        </p>
      ) : (
        <>
          <Field id="reset-password" label="New password" hint={`At least ${PASSWORD_MIN} characters, not a common password: a few unrelated words are easy to remember.`} error={state.errors.password}>
            <input {...state.control("password", true)} type="password" autoComplete="new-password" maxLength={128} />
          </Field>
          <Field id="reset-again" label="New password again" error={state.errors.again}>
            <input {...state.control("again")} type="password" autoComplete="new-password" maxLength={128} />
          </Field>
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={busy}>
              {busy ? "Saving…" : "Set the new password"}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
