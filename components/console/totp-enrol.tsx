"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { confirmTotp, startTotp } from "@/lib/api/console-calls";
import { ApiError } from "@/lib/api/client";
import { totpConfirmSchema, type FactorEnrolled, type TotpEnrolment } from "@/lib/contracts/staff-factors";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** The key as people type it: groups of four ("JBSW Y3DP EHPK 3PXP"); apps ignore the spaces. */
const groupKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Setting up an authenticator app: "Show the QR code" asks the server for a new key (a button, not on
 * mount, so one visit makes one key), then its QR code and the same key as text to type, and
 * the app's first code (with an optional name) to confirm it. A wrong code is said next to the
 * field. `keepPage`: a 401 is said here (the sign-in's own session) rather than leaving.
 */
export function TotpEnrol({ idPrefix, keepPage = false, onEnrolled }: { idPrefix: string; keepPage?: boolean; onEnrolled: (enrolled: FactorEnrolled) => void }) {
  const state = useVisitorForm(idPrefix, { code: "", name: "" });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const scan = useRef<HTMLParagraphElement>(null);
  // The QR code replaces the button that asked for it: focus goes to what to do next.
  useEffect(() => {
    if (enrolment) scan.current?.focus();
  }, [enrolment]);

  const start = async () => {
    state.begin();
    setBusy(true);
    try {
      setEnrolment(await startTotp(undefined, { keepPage }));
    } catch (e) {
      state.fail(e, "The authenticator app could not be set up just now. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const input = { code: state.values.code, ...(state.values.name.trim() ? { name: state.values.name.trim() } : {}) };
    const parsed = totpConfirmSchema.safeParse(input);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      onEnrolled(await confirmTotp(input, { keepPage }));
    } catch (e) {
      if (e instanceof ApiError && e.code === "factor_failed") state.refuse([{ path: ["code"], message: e.message }]);
      else state.fail(e, "The code could not be checked. Please try again.");
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <div className={form.form}>
        {state.messages}
        <p>Use an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 1Password. It shows a new 6-digit code every 30 seconds.</p>
        <div className={form.actions}>
          <button type="button" className={form.primary} disabled={busy} onClick={() => void start()}>
            {busy ? "Making a key…" : "Show the QR code"}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form method="post" className={form.form} onSubmit={confirm} noValidate aria-label="Confirm your authenticator app">
      {state.messages}
      <p ref={scan} tabIndex={-1}>
        In your authenticator app, add an account and scan this QR code.
      </p>
      <figure className={styles.qr}>
        {/* The server's qrcode library draws it as SVG markup, with no script in it. */}
        <div role="img" aria-label="QR code to add the staff console to your authenticator app" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
        <figcaption className={form.muted}>If you cannot scan it, type the key below into the app instead (a time-based key).</figcaption>
      </figure>
      <p>
        Or type this key: <code className={styles.secret}>{groupKey(enrolment.secret)}</code>
      </p>
      <Field id={`${idPrefix}-code`} label="The code your app shows now" hint="6 digits." error={state.errors.code}>
        <input {...state.control("code", true)} autoComplete="one-time-code" inputMode="numeric" maxLength={12} spellCheck={false} />
      </Field>
      <Field id={`${idPrefix}-name`} label="Name of this app (optional)" hint="So you can tell it apart later, such as “Phone”." error={state.errors.name}>
        <input {...state.control("name", true)} autoComplete="off" maxLength={60} />
      </Field>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {busy ? "Checking…" : "Confirm the app"}
        </button>
      </div>
    </form>
  );
}
