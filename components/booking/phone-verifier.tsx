"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ApiError, browser } from "@/lib/api/client";
import { sendOtp, verifyOtp } from "@/lib/api/calls";
import { proofOfWork } from "@/lib/api/proof-of-work";
import { OTP_LENGTH, phoneSchema, type OtpPurpose, type SendOtpResponse } from "@/lib/contracts/booking";
import { Field, describedBy } from "@/components/ui/form-field";
import { storeToken } from "./session";
import { CodeField } from "./code-field";
import form from "@/components/ui/form.module.scss";

/** Thrown by `afterVerify` when the verified number cannot be used here: the visitor is asked for a number again, with this message. */
export class AnotherNumberNeeded extends Error {}

/**
 * Verifies a mobile number in place, in one form of two stages (the number, then the code sent
 * to it after a proof of work), keeps the booking token, then runs `afterVerify` with the number
 * (E.164). Every error is shown next to its field. Used where a page needs the visitor's own
 * number first: continuing an order on another device, choosing a saved patient, the person's
 * own data (/my-data).
 */
export function PhoneVerifier({
  id,
  label,
  hint,
  verifyLabel,
  afterVerify,
  purpose = "booking",
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  verifyLabel: string;
  afterVerify: (phone: string) => Promise<void>;
  /** What the code is for, named in its SMS. */
  purpose?: OtpPurpose;
  /** More actions beside the submit button. */
  children?: ReactNode;
}) {
  const [phone, setPhone] = useState("");
  // The code sent, and the number it went to as parsed once (E.164), which the code is checked against.
  const [sent, setSent] = useState<(SendOtpResponse & { phone: string }) | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // Once the code's field is on the page (after React's commit), it takes the focus.
  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent({ ...(await sendOtp({ phone: parsed.data, pow: await proofOfWork(), purpose })), phone: parsed.data });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The code could not be sent. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    const digits = code.replace(/\D/g, "");
    if (digits.length !== OTP_LENGTH) {
      setError(`Enter the ${OTP_LENGTH} digits of the code we sent.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { token } = await verifyOtp({ attemptId: sent.attemptId, phone: sent.phone, code: digits });
      storeToken(token, sent.phone);
      await afterVerify(sent.phone);
    } catch (e) {
      if (e instanceof AnotherNumberNeeded) {
        // Verified, but of no use here: that token goes, and the number is asked again.
        browser.clearToken();
        setSent(null);
        setCode("");
      }
      setError(e instanceof ApiError || e instanceof AnotherNumberNeeded ? e.message : "The code could not be checked. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const phoneId = `${id}-phone`;
  return (
    <form method="post" onSubmit={sent ? verify : send} noValidate>
      {sent ? (
        <p className={form.muted} aria-live="polite">
          We sent a {OTP_LENGTH}-digit code by SMS to {sent.sentTo}.
        </p>
      ) : null}
      <div className={form.grid}>
        {sent ? (
          <CodeField id={`${id}-code`} inputRef={codeInput} value={code} onChange={setCode} error={error ?? undefined} />
        ) : (
          <Field id={phoneId} label={label} hint={hint} error={error ?? undefined}>
            <input id={phoneId} name="phone" type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} {...describedBy(phoneId, Boolean(hint), error ?? undefined)} />
          </Field>
        )}
      </div>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {sent ? (busy ? "Checking…" : verifyLabel) : busy ? "Sending a code…" : "Send a code to verify"}
        </button>
        {children}
      </div>
    </form>
  );
}
