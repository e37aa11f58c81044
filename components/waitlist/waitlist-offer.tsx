"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { ApiError } from "@/lib/api/client";
import type { Reason } from "@/lib/contracts/reasons";
import { claimWaitlistOffer, createOrder, getWaitlistOffer, leaveWaitlist } from "@/lib/api/calls";
import { WAITLIST_OFFER_MINUTES, type WaitlistLinkView, type WaitlistOfferView } from "@/lib/contracts/waitlist";
import { formatAppointment, formatDay } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import { paymentHref } from "@/lib/routes";
import { storeToken } from "@/components/booking/session";
import { updateDraft } from "@/components/booking/draft";
import { PanelLoading, PanelNotices, PanelProblem, SignedLinkPage, useLinkedRecord, useStatusMessage } from "@/components/booking/link-page";
import styles from "@/components/booking/booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * /waitlist-offer#<link>: the slot a waitlist SMS offers. The link's token stays after # (never
 * in an address the server sees); the calls carry it in their body. Claim holds the slot and goes
 * on to the payment page, as the booking flow does; "Leave the waitlist" ends the wait. The link
 * sent on joining opens the place on the waitlist, to leave it. The heading says where things
 * stand: the offer open, ended, claimed or gone, the place, or a link that opens nothing.
 * Each link opened is the page's subject: a second one opened in the same tab starts the page
 * afresh (keyed by the link), so nothing of the first offer can be claimed or left by mistake.
 */
export function WaitlistOffer() {
  return (
    <SignedLinkPage loading="Loading the offer…" missing="Open this page from the link in the SMS we sent you." problemHeading={NO_OFFER}>
      {(link) => <LinkedOffer link={link} />}
    </SignedLinkPage>
  );
}

const NO_OFFER = "This link does not open a waitlist offer";

function LinkedOffer({ link }: { link: string }) {
  const router = useRouter();
  const { record: offer, setRecord: setOffer, error, setError } = useLinkedRecord<WaitlistLinkView>(link, getWaitlistOffer, "The offer could not be loaded. Please reload the page.");
  const { message, say, status } = useStatusMessage();
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState(false);

  const claim = async () => {
    if (!offer || !("start" in offer)) return;
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
      const after: Partial<Record<Reason, WaitlistOfferView["status"]>> = { offer_expired: "expired", slot_taken: "taken", offer_claimed: "claimed" };
      const status = e instanceof ApiError && e.code ? after[e.code] : undefined;
      if (status) setOffer({ ...offer, status });
      setError(e instanceof ApiError ? e.message : "The slot could not be claimed. Please try again.");
      setBusy(false);
    }
  };

  const leave = async () => {
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

  if (!offer) return error ? <PanelProblem heading={NO_OFFER} error={error} /> : <PanelLoading text="Loading the offer…" />;

  const day = (date: string) => formatDay(`${date}T12:00:00Z`, "UTC");
  const leaveButton = (
    <button type="button" className={form.secondary} onClick={() => void leave()} disabled={busy}>
      Leave the waitlist
    </button>
  );
  const notices = <PanelNotices message={message} status={status} error={error} />;

  if (!("start" in offer)) {
    // The link sent on joining: the place on the waitlist.
    return (
      <div className={styles.panel}>
        <h2 className={styles.heading}>{left ? "You have left the waitlist" : "Your place on the waitlist"}</h2>
        {notices}
        {left ? null : offer.status === "waiting" ? (
          <p>
            You are on {offer.doctor.fullName}&apos;s waitlist ({offer.reference}) for {day(offer.range.from)} to {day(offer.range.to)}. When a slot frees up we send an SMS;
            the slot is kept for you for {WAITLIST_OFFER_MINUTES} minutes.
          </p>
        ) : (
          <p>
            You booked a slot through {offer.doctor.fullName}&apos;s waitlist ({offer.reference}), so no more offers are sent. To wait for another slot, join again from the
            doctor&apos;s booking page.
          </p>
        )}
        {left ? null : <div className={form.actions}>{leaveButton}</div>}
      </div>
    );
  }

  const open = offer.status === "open" && !left;
  const HEADING: Record<WaitlistOfferView["status"], string> = {
    open: "A slot is free for you",
    expired: "This offer has ended",
    claimed: "You claimed this slot",
    taken: "This slot is no longer kept for you",
  };
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>{left ? "You have left the waitlist" : HEADING[offer.status]}</h2>
      {notices}
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
      {offer.status === "expired" && !left ? <p className={form.notice}>The {WAITLIST_OFFER_MINUTES} minutes to claim this slot are over, and it was passed on. You are still on the waitlist: we send an SMS when another slot frees up.</p> : null}
      {offer.status === "taken" && !left ? <p className={form.notice}>The hospital released this slot. You are still on the waitlist: we send an SMS when another slot frees up.</p> : null}
      {offer.status === "claimed" ? (
        <p className={form.notice}>
          This slot was claimed with this link and is held while you pay, on the page that opened then. If the hold ends unpaid, the slot is free to book again from the doctor&apos;s page.
        </p>
      ) : null}
      {offer.range && !left && offer.status !== "claimed" ? (
        <p className={form.muted}>
          You are waiting for a slot from {day(offer.range.from)} to {day(offer.range.to)}.
        </p>
      ) : null}
      <div className={form.actions}>
        {open ? (
          <button type="button" className={form.primary} onClick={() => void claim()} disabled={busy}>
            {busy ? "Holding the slot…" : "Claim this slot and pay"}
          </button>
        ) : null}
        {!left && offer.status !== "claimed" ? leaveButton : null}
      </div>
    </div>
  );
}
