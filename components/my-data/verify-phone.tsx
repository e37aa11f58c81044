"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api/client";
import { sendOtp, verifyOtp } from "@/lib/api/calls";
import { proofOfWork } from "@/lib/api/proof-of-work";
import { OTP_LENGTH, phoneSchema, type SendOtpResponse } from "@/lib/contracts/booking";
import { Field, describedBy } from "@/components/ui/form-field";
import { CodeField } from "@/components/booking/code-field";
import { storeToken } from "@/components/booking/session";
import form from "@/components/ui/form.module.scss";

/**
 * The phone's verification before any record is shown: the number, then the SMS code (the same
 * calls and rules as the booking's code step). The verified token opens this phone's records only.
 */
export function VerifyPhone({ onVerified }: { onVerified: () => void }) {
  const [phone, setPhone] = useState("");
  const [sent, setSent] = useState<SendOtpResponse | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // Once the code's field is on the page (after React's commit, not in a guessed frame), it takes the focus.
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
      setSent(await sendOtp({ phone: parsed.data, pow: await proofOfWork() }));
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
      const e164 = phoneSchema.parse(phone);
      const { token } = await verifyOtp({ attemptId: sent.attemptId, phone: e164, code: digits });
      storeToken(token, e164);
      onVerified();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The code could not be checked. Please try again.");
      setBusy(false);
    }
  };

  return (
    <form onSubmit={sent ? verify : send} noValidate aria-label="Verify your mobile number">
      {sent ? (
        <p className={form.muted} aria-live="polite">
          We sent a {OTP_LENGTH}-digit code by SMS to {sent.sentTo}.
        </p>
      ) : null}
      <div className={form.grid}>
        {sent ? (
          <CodeField id="my-data-code" inputRef={codeInput} value={code} onChange={setCode} error={error ?? undefined} />
        ) : (
          <Field id="my-data-phone" label="Your mobile number" hint="The number you booked or wrote to us with." error={error ?? undefined}>
            <input
              id="my-data-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              {...describedBy("my-data-phone", true, error ?? undefined)}
            />
          </Field>
        )}
      </div>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {sent ? (busy ? "Checking…" : "Verify and show my data") : busy ? "Sending a code…" : "Send a code to verify"}
        </button>
      </div>
    </form>
  );
}
