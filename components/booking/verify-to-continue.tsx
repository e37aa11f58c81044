"use client";

import { useRef, useState, type FormEvent } from "react";
import { ApiError, browser } from "@/lib/api/client";
import { claimOrder, sendOtp, verifyOtp } from "@/lib/api/calls";
import { proofOfWork } from "@/lib/api/proof-of-work";
import { OTP_LENGTH, phoneSchema, type SendOtpResponse } from "@/lib/contracts/booking";
import { ROUTES } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { Field, describedBy } from "@/components/ui/form-field";
import { storeToken } from "./session";
import { CodeField } from "./code-field";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * A payment page opened without a valid booking token (another device, after the token's
 * 30 minutes, a shared link): instead of the not-found page, what helps. Paid already: the
 * booking is safe and its SMS has the link. Not paid: the visitor verifies the booking's mobile
 * number here, and the order passes to this device (`claim-order`; another number gets "not
 * found"). Or books anew.
 */
export function VerifyToContinue({ orderId, onVerified }: { orderId: string; onVerified: () => void }) {
  const [phone, setPhone] = useState("");
  const [sent, setSent] = useState<SendOtpResponse | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

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
      requestAnimationFrame(() => codeInput.current?.focus());
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
      await claimOrder({ orderId }, { stayOnUnauthorized: true });
      onVerified();
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) {
        // Verified, but not the booking's number: that token is of no use here; ask for the number again.
        browser.clearToken();
        setSent(null);
        setCode("");
        setError("This order was made with another mobile number. Enter the number the booking was made with, or book a new appointment.");
      } else {
        setError(e instanceof ApiError ? e.message : "The code could not be checked. Please try again.");
      }
      setBusy(false);
    }
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Continue with this booking</h2>
      <p>
        This page needs the mobile number of the booking verified on this device in the last 30 minutes. If you have already paid, your booking is safe: the SMS (and
        e-mail) we sent has the link to see, move or cancel it.
      </p>
      {/* One form in two stages: the number, then the code sent to it. */}
      <form onSubmit={sent ? verify : send} noValidate>
        {sent ? (
          <p className={form.muted} aria-live="polite">
            We sent a {OTP_LENGTH}-digit code by SMS to {sent.sentTo}.
          </p>
        ) : null}
        <div className={form.grid}>
          {sent ? (
            <CodeField id="continue-code" inputRef={codeInput} value={code} onChange={setCode} error={error ?? undefined} />
          ) : (
            <Field id="continue-phone" label="Mobile number of the booking" error={error ?? undefined}>
              <input
                id="continue-phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                {...describedBy("continue-phone", false, error ?? undefined)}
              />
            </Field>
          )}
        </div>
        <div className={form.actions}>
          <button type="submit" className={form.primary} disabled={busy}>
            {sent ? (busy ? "Checking…" : "Verify and continue") : busy ? "Sending a code…" : "Send a code to verify"}
          </button>
          <Link className={form.secondary} href={ROUTES.appointment}>
            Book a new appointment
          </Link>
        </div>
      </form>
    </div>
  );
}
