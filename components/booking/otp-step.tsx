"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { apiPost, ApiError } from "@/lib/api/client";
import { proofOfWork } from "@/lib/api/proof-of-work";
import { OTP_LENGTH, OTP_VALID_MINUTES, type SendOtpResponse, type VerifyOtpResponse } from "@/lib/contracts/booking";
import { ROUTES } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { Field, describedBy } from "@/components/ui/form-field";
import { readDraft } from "./draft";
import { holdAndPay, storeToken } from "./session";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

type Phase = "sending" | "entering" | "verifying" | "booking" | "failed";

/**
 * Step 3 on /send-otp: a code is sent to the number typed on /appointment (after a proof of work),
 * the visitor types or pastes it (autocomplete="one-time-code"), and on success the slot is held
 * and the payment opened. Resend after 30 seconds; every error is shown next to the code field.
 */
export function OtpStep() {
  const router = useRouter();
  const [phone, setPhone] = useState<string | null>(null);
  const [sent, setSent] = useState<SendOtpResponse | null>(null);
  const [phase, setPhase] = useState<Phase>("sending");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  const send = useCallback(async (resendOf?: string) => {
    setPhase("sending");
    setError(null);
    try {
      const pow = await proofOfWork();
      const draftPhone = readDraft().patient?.phone;
      const { data } = resendOf
        ? await apiPost<{ data: SendOtpResponse }>("misc/resend-otp", { attemptId: resendOf, pow })
        : await apiPost<{ data: SendOtpResponse }>("misc/send-otp", { phone: draftPhone, pow });
      setSent(data);
      setCode("");
      setPhase("entering");
      requestAnimationFrame(() => input.current?.focus());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The code could not be sent. Please try again.");
      setPhase(resendOf ? "entering" : "failed");
    }
  }, []);

  useEffect(() => {
    const draft = readDraft();
    if (!draft.patient?.phone || !draft.doctor || !draft.slot) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring sessionStorage / the address hash, or fetching on mount: state follows an outside source
      setMissing(true);
      return;
    }
    setPhone(String(draft.patient.phone));
    if (!started.current) {
      started.current = true;
      void send();
    }
  }, [send]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\D/g, "");
    if (digits.length !== OTP_LENGTH) {
      setError(`Enter the ${OTP_LENGTH} digits of the code we sent.`);
      input.current?.focus();
      return;
    }
    if (!sent || !phone) return;
    setPhase("verifying");
    setError(null);
    try {
      const { data } = await apiPost<{ data: VerifyOtpResponse }>("misc/verify-otp", { attemptId: sent.attemptId, phone, code: digits });
      const verified = readDraft().patient?.phone;
      storeToken(data.token, String(verified ?? phone));
      setPhase("booking");
      await holdAndPay((href) => router.push(href));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The code could not be checked. Please try again.");
      setPhase("entering");
      requestAnimationFrame(() => input.current?.focus());
    }
  };

  if (missing) {
    return (
      <div className={styles.panel}>
        <h2 className={styles.heading}>Start with a doctor and a time</h2>
        <p className={form.muted}>This step verifies the mobile number of a booking. Choose a doctor, a time and enter the patient&apos;s details first.</p>
        <div className={form.actions}>
          <Link className={form.primary} href={ROUTES.appointment}>
            Book Appointment
          </Link>
        </div>
      </div>
    );
  }

  const resendIn = sent ? Math.max(0, Math.ceil((Date.parse(sent.resendAfter) - now) / 1000)) : 0;
  const expired = sent ? Date.parse(sent.expiresAt) <= now : false;
  return (
    <div className={styles.panel}>
      <ol className={styles.steps} aria-label="Booking steps">
        <li>1. Doctor and time</li>
        <li>2. Patient details</li>
        <li aria-current="step">3. Verify phone</li>
        <li>4. Pay</li>
      </ol>
      <h2 className={styles.heading}>Verify your mobile number</h2>
      <p className={form.muted} aria-live="polite">
        {phase === "sending"
          ? "Sending a code… (a short security check runs first)"
          : sent
            ? `We sent a ${OTP_LENGTH}-digit code by SMS to ${sent.sentTo}. It is valid for ${OTP_VALID_MINUTES} minutes.`
            : ""}
      </p>
      {phase === "failed" ? (
        <>
          <p className={form.alert} role="alert">
            {error}
          </p>
          <div className={form.actions}>
            <button type="button" className={form.primary} onClick={() => void send()}>
              Send the code again
            </button>
            <Link className={form.secondary} href={ROUTES.appointment}>
              Change the number
            </Link>
          </div>
        </>
      ) : (
        <form onSubmit={verify} noValidate>
          <div className={form.grid}>
            <Field id="otp" label="Code from the SMS" hint="You can paste it; spaces are ignored." error={error ?? (expired ? "This code has expired. Ask for a new code." : undefined)}>
              <input
                ref={input}
                id="otp"
                name="otp"
                className={styles.codeInput}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH + 6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/[^\d\s-]/g, ""))}
                disabled={phase === "sending"}
                {...describedBy("otp", true, error ?? (expired ? "expired" : undefined))}
              />
            </Field>
          </div>
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={phase !== "entering"}>
              {phase === "verifying" ? "Checking…" : phase === "booking" ? "Holding your slot…" : "Verify and continue"}
            </button>
            <button type="button" className={form.secondary} disabled={!sent || resendIn > 0 || phase !== "entering"} onClick={() => sent && void send(sent.attemptId)}>
              {resendIn > 0 ? `Send a new code in ${resendIn} s` : "Send a new code"}
            </button>
            <Link className={form.secondary} href={ROUTES.appointment}>
              Change the number
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}
