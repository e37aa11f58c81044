"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { ApiError } from "@/lib/api/client";
import { claimWaitlistOffer, createOrder, getWaitlistOffer, leaveWaitlist } from "@/lib/api/calls";
import type { WaitlistOfferView } from "@/lib/contracts/waitlist";
import { formatAppointment, formatDay } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import { paymentHref, ROUTES } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { storeToken } from "@/components/booking/session";
import { updateDraft } from "@/components/booking/draft";
import styles from "@/components/booking/booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * /waitlist-offer#<link>: the slot a waitlist SMS offers. The link's token stays after # (never
 * in an address the server sees); the calls carry it in their body. Claim holds the slot and goes
 * on to the payment page, as the booking flow does; "Leave the waitlist" ends the wait.
 */
export function WaitlistOffer() {
  const router = useRouter();
  const [link, setLink] = useState<string | null>(null);
  const [offer, setOffer] = useState<WaitlistOfferView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const token = window.location.hash.replace(/^#/, "");
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the address hash on mount: state follows an outside source
      setError("Open this page from the link in the SMS we sent you.");
      return;
    }
    setLink(token);
    getWaitlistOffer({ link: token })
      .then(setOffer)
      .catch((e) => setError(e instanceof ApiError ? e.message : "The offer could not be loaded. Please reload the page."));
  }, []);

  const say = (text: string) => {
    setMessage(text);
    requestAnimationFrame(() => status.current?.focus());
  };

  const claim = async () => {
    if (!link || !offer) return;
    setBusy(true);
    setError(null);
    try {
      const claimed = await claimWaitlistOffer({ link });
      storeToken(claimed.token, claimed.booking.patient.phone);
      const order = await createOrder({ bookingId: claimed.booking._id });
      // Back on the booking pages, this hold is the visitor's own (a new choice releases it).
      updateDraft({ held: { bookingId: claimed.booking._id, orderId: order.orderId, doctor: offer.doctor.username, slotStart: offer.start, patientKey: "" } });
      router.push(paymentHref(order.orderId));
    } catch (e) {
      if (e instanceof ApiError && (e.code === "offer_expired" || e.code === "slot_taken")) {
        setOffer({ ...offer, status: e.code === "slot_taken" ? "taken" : "expired" });
      }
      setError(e instanceof ApiError ? e.message : "The slot could not be claimed. Please try again.");
      setBusy(false);
    }
  };

  const leave = async () => {
    if (!link) return;
    setBusy(true);
    setError(null);
    try {
      await leaveWaitlist({ link });
      setLeft(true);
      say("You have left the waitlist. We will not send you more offers.");
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Leaving the waitlist did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  if (!offer) {
    return (
      <div className={styles.panel}>
        {error ? (
          <>
            <p className={form.alert} role="alert">
              {error}
            </p>
            <Link className={form.primary} href={ROUTES.appointment}>
              Book Appointment
            </Link>
          </>
        ) : (
          <p className={form.muted}>Loading the offer…</p>
        )}
      </div>
    );
  }

  const open = offer.status === "open" && !left;
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{open ? "A slot is free for you" : "Your waitlist offer"}</h2>
      {message ? (
        <p className={form.notice} role="status" tabIndex={-1} ref={status}>
          {message}
        </p>
      ) : null}
      {error ? (
        <p className={form.alert} role="alert">
          {error}
        </p>
      ) : null}
      <dl className={styles.summary}>
        <dt>Doctor</dt>
        <dd>
          {offer.doctor.fullName}
          {offer.doctor.designation ? `, ${offer.doctor.designation}` : ""}
        </dd>
        <dt>Time</dt>
        <dd>{formatAppointment(offer.start, offer.timeZone)}</dd>
        <dt>Consultation fee</dt>
        <dd>{formatFee(offer.fee)}, paid online</dd>
        {open ? (
          <>
            <dt>Kept for you until</dt>
            <dd>{formatAppointment(offer.expiresAt, offer.timeZone)}</dd>
          </>
        ) : null}
      </dl>
      {offer.status === "expired" && !left ? <p className={form.notice}>This offer has ended. You are still on the waitlist: we send an SMS when another slot frees up.</p> : null}
      {offer.status === "taken" && !left ? <p className={form.notice}>Someone else booked this time first. You are still on the waitlist: we send an SMS when another slot frees up.</p> : null}
      {offer.status === "claimed" ? <p className={form.notice}>You claimed this slot. If you did not finish paying, book again from the doctor&apos;s page.</p> : null}
      {offer.range && !left ? (
        <p className={form.muted}>
          You are waiting for a slot from {formatDay(`${offer.range.from}T12:00:00Z`, "UTC")} to {formatDay(`${offer.range.to}T12:00:00Z`, "UTC")}.
        </p>
      ) : null}
      <div className={form.actions}>
        {open ? (
          <button type="button" className={form.primary} onClick={() => void claim()} disabled={busy}>
            {busy ? "Holding the slot…" : "Claim this slot and pay"}
          </button>
        ) : null}
        {!left && offer.status !== "claimed" ? (
          <button type="button" className={form.secondary} onClick={() => void leave()} disabled={busy}>
            Leave the waitlist
          </button>
        ) : null}
      </div>
    </div>
  );
}
