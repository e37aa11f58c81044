"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { ApiError } from "@/lib/api/client";
import { resendOtp, sendOtp, verifyOtp } from "@/lib/api/calls";
import { proofOfWork } from "@/lib/api/proof-of-work";
import { maskPhone, OTP_LENGTH, OTP_VALID_MINUTES, type SendOtpResponse } from "@/lib/contracts/booking";
import { ROUTES } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { readDraft, updateDraft } from "./draft";
import { CodeField } from "./code-field";
import { holdAndPay, storeToken, usableToken } from "./session";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

type Phase = "ready" | "verified" | "sending" | "entering" | "verifying" | "booking" | "failed";

/**
 * Step 3 on /send-otp: a code is sent to the number typed on /appointment (after a proof of work),
 * the visitor types or pastes it (autocomplete="one-time-code"), and on success the slot is held
 * and the payment opened. Resend after 30 seconds; every error is shown next to the code field.
 * A code is sent only by the visitor's own action: on arrival from the details step's Continue,
 * or by a button here (Back, Forward or a reload onto this page send nothing). A code already
 * sent (its attempt and expiry, kept in the tab's draft) brings the code box back on a reload
 * while it is valid. A number verified by a token still valid is not asked again. When no code
 * can be sent (limits, the SMS gateway failing), the front desk's number is offered to book by phone.
 */
export function OtpStep({ deskPhone }: { deskPhone: string }) {
  const router = useRouter();
  const [phone, setPhone] = useState<string | null>(null);
  const [sent, setSent] = useState<SendOtpResponse | null>(null);
  const [phase, setPhase] = useState<Phase>("ready");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [missing, setMissing] = useState(false);
  /** A code could not be sent for a limit or an outage: the front desk's line is offered. */
  const [cannotSend, setCannotSend] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  const send = useCallback(async (resendOf?: string) => {
    // The number is read from the draft when the code is asked for; gone (another tab ended the booking), the form is where to start.
    const draftPhone = readDraft().patient?.phone;
    if (!resendOf && !draftPhone) {
      setMissing(true);
      return;
    }
    setPhase("sending");
    setError(null);
    try {
      const pow = await proofOfWork();
      const purpose = readDraft().waitlist ? "waitlist" : "booking";
      const answer = resendOf ? await resendOtp({ attemptId: resendOf, pow, purpose }) : await sendOtp({ phone: draftPhone!, pow, purpose });
      const codePhone = resendOf ? readDraft().codeSent?.phone : draftPhone;
      updateDraft({ codeSent: codePhone ? { phone: String(codePhone), ...answer } : undefined });
      setSent(answer);
      setCode("");
      setPhase("entering");
      requestAnimationFrame(() => input.current?.focus());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The code could not be sent. Please try again.");
      setCannotSend(!(e instanceof ApiError) || e.status === 429 || e.status >= 500);
      setPhase(resendOf ? "entering" : "failed");
    }
  }, []);

  useEffect(() => {
    const draft = readDraft();
    if (!draft.patient?.phone || !draft.doctor || (!draft.slot && !draft.waitlist)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring sessionStorage / the address hash, or fetching on mount: state follows an outside source
      setMissing(true);
      return;
    }
    const typed = String(draft.patient.phone);
    setPhone(typed);
    if (started.current) return;
    started.current = true;
    const earlier = draft.codeSent;
    if (usableToken(typed)) {
      setPhase("verified");
    } else if (draft.sendCodeTo === typed) {
      updateDraft({ sendCodeTo: undefined });
      void send();
    } else if (earlier && earlier.phone === typed && Date.parse(earlier.expiresAt) > Date.now()) {
      // A reload after the code was sent: the same code can still be entered.
      setSent({ attemptId: earlier.attemptId, sentTo: earlier.sentTo, expiresAt: earlier.expiresAt, resendAfter: earlier.resendAfter });
      setPhase("entering");
    }
  }, [send]);

  const continueVerified = async () => {
    setPhase("booking");
    setError(null);
    try {
      await holdAndPay((href) => router.push(href));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The booking could not be made. Please try again.");
      setPhase("verified");
    }
  };

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
      const { token } = await verifyOtp({ attemptId: sent.attemptId, phone, code: digits });
      updateDraft({ codeSent: undefined });
      const verified = readDraft().patient?.phone;
      storeToken(token, String(verified ?? phone));
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

  const changeNumber = (
    <Link className={form.secondary} href={ROUTES.appointment}>
      Change the number
    </Link>
  );
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
          : phase === "ready"
            ? `We will send a ${OTP_LENGTH}-digit code by SMS to ${phone ? maskPhone(phone) : "your mobile"}.`
            : phase === "verified" || (phase === "booking" && !sent)
              ? `${phone ? maskPhone(phone) : "Your number"} is verified on this device. Continue to hold the slot and pay.`
              : sent
                ? `We sent a ${OTP_LENGTH}-digit code by SMS to ${sent.sentTo}. It is valid for ${OTP_VALID_MINUTES} minutes.`
                : ""}
      </p>
      {phase === "ready" || phase === "verified" || (phase === "booking" && !sent) ? (
        <>
          {error ? (
            <p className={form.alert} role="alert">
              {error}
            </p>
          ) : null}
          <div className={form.actions}>
            {phase === "ready" ? (
              <button type="button" className={form.primary} onClick={() => void send()}>
                Send the code
              </button>
            ) : (
              <button type="button" className={form.primary} disabled={phase === "booking"} onClick={() => void continueVerified()}>
                {phase === "booking" ? "Holding your slot…" : "Continue to payment"}
              </button>
            )}
            {changeNumber}
          </div>
        </>
      ) : phase === "failed" ? (
        <>
          <p className={form.alert} role="alert">
            {error}
          </p>
          {cannotSend ? <DeskLine phone={deskPhone} /> : null}
          <div className={form.actions}>
            <button type="button" className={form.primary} onClick={() => void send()}>
              Send the code again
            </button>
            {changeNumber}
          </div>
        </>
      ) : (
        <form method="post" onSubmit={verify} noValidate>
          <div className={form.grid}>
            <CodeField
              id="otp"
              inputRef={input}
              hint="You can paste it; spaces are ignored."
              value={code}
              onChange={setCode}
              disabled={phase === "sending"}
              error={error ?? (expired ? "This code has expired. Ask for a new code." : undefined)}
            />
          </div>
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={phase !== "entering"}>
              {phase === "verifying" ? "Checking…" : phase === "booking" ? "Holding your slot…" : "Verify and continue"}
            </button>
            <button type="button" className={form.secondary} disabled={!sent || resendIn > 0 || phase !== "entering"} onClick={() => sent && void send(sent.attemptId)}>
              {resendIn > 0 ? `Send a new code in ${resendIn} s` : "Send a new code"}
            </button>
            {changeNumber}
          </div>
          {cannotSend ? <DeskLine phone={deskPhone} /> : null}
        </form>
      )}
    </div>
  );
}

/** When no code can be sent: the way to book that needs none. */
function DeskLine({ phone }: { phone: string }) {
  return (
    <p>
      You can also book by phone: call the front desk on{" "}
      <a href={telHref(phone)}>
        <PhoneNumber value={phone} />
      </a>
      , and they will book the slot for you.
    </p>
  );
}
