"use client";

import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { cancelBooking, confirmAttendance, getBooking, getBookingSlots, rescheduleBooking } from "@/lib/api/calls";
import type { ManagedBooking, Slot } from "@/lib/contracts/booking";
import { cancelledMessage } from "@/lib/contracts/change-rules";
import { formatAppointment } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import { bookDoctorHref, ROUTES } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { BookingSummary } from "./booking-summary";
import { CalendarDownload } from "./calendar-download";
import { SlotPicker } from "./slot-picker";
import { PanelLoading, PanelNotices, PanelProblem, SignedLinkPage, useLinkedRecord, useStatusMessage } from "./link-page";
import { ResendLinks } from "./resend-links";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * /my-booking#<link>: the booking the confirmation's signed link opens. The link's token stays
 * after # (never sent in an address to the server, so never in a log); calls carry it in the body.
 * Without a booking to show, the page offers to send the links again, or to book.
 */
export function ManageBooking() {
  return (
    <SignedLinkPage loading="Loading your booking…" missing="Open this page from the link in your booking confirmation (SMS or e-mail)." help={<ResendLinks />}>
      {(link) => <ManageLinkedBooking link={link} />}
    </SignedLinkPage>
  );
}

function ManageLinkedBooking({ link }: { link: string }) {
  const { record: booking, setRecord: setBooking, error, setError } = useLinkedRecord(link, getBooking, "The booking could not be loaded.");
  const { message, say, status } = useStatusMessage();
  const [mode, setMode] = useState<"view" | "cancel" | "move">("view");
  const [slot, setSlot] = useState<Slot | null>(null);
  const [busy, setBusy] = useState(false);
  // Keyboard and screen-reader users follow the change: the opened section's heading takes
  // focus, and "Keep it" / "Back" return it to the button that opened the section.
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<"move" | "cancel" | null>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode !== "view") sectionHeading.current?.focus();
    else if (opener.current) (opener.current === "move" ? moveButton : cancelButton).current?.focus();
  }, [mode]);
  const open = (next: "move" | "cancel") => {
    opener.current = next;
    setMode(next);
  };

  const act = async (change: () => Promise<ManagedBooking>, done: string | ((changed: ManagedBooking) => string)) => {
    setBusy(true);
    setError(null);
    try {
      const changed = await change();
      setBooking(changed);
      opener.current = null;
      setMode("view");
      setSlot(null);
      say(typeof done === "string" ? done : done(changed));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The change could not be made. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  if (!booking) return error ? <PanelProblem error={error}><ResendLinks /></PanelProblem> : <PanelLoading text="Loading your booking…" />;

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Your appointment</h2>
      <PanelNotices message={message} status={status} error={error} />
      <BookingSummary booking={booking} />
      {booking.canCancel ? (
        mode === "view" ? (
          <div className={`${form.actions} ${styles.noPrint}`}>
            {booking.patientConfirmedAt ? null : (
              <button type="button" className={form.primary} disabled={busy} onClick={() => void act(() => confirmAttendance({ link: link }), "Thank you: the hospital knows you will come.")}>
                I will come
              </button>
            )}
            {booking.canChange ? (
              <button type="button" className={form.secondary} ref={moveButton} onClick={() => open("move")}>
                Move to another time
              </button>
            ) : null}
            <button type="button" className={form.danger} ref={cancelButton} onClick={() => open("cancel")}>
              Cancel the appointment
            </button>
            <CalendarDownload of={{ link: link }} reference={booking.reference} />
          </div>
        ) : mode === "cancel" ? (
          <section aria-labelledby="cancel-title" className={styles.fieldset}>
            <h3 id="cancel-title" className={styles.subheading} tabIndex={-1} ref={sectionHeading}>
              Cancel appointment {booking.reference}?
            </h3>
            <p>
              {booking.patient.name} with {booking.doctor.fullName} on {formatAppointment(booking.start, booking.timeZone)}.
            </p>
            <p>
              {booking.refundIfCancelled
                ? `Cancelling now refunds ${formatFee(booking.refundIfCancelled)} to your payment method (5 to 7 working days).`
                : booking.paid
                  ? "Under the hospital's refund rules, cancelling now is not refunded; the time goes to a patient who needs it."
                  : "Nothing was paid, so nothing is refunded."}{" "}
              This cannot be undone.
            </p>
            <div className={form.actions}>
              <button type="button" className={form.danger} disabled={busy} onClick={() => void act(() => cancelBooking({ link: link }), cancelledMessage)}>
                Yes, cancel it
              </button>
              <button type="button" className={form.secondary} onClick={() => setMode("view")}>
                Keep it
              </button>
            </div>
          </section>
        ) : (
          <section aria-labelledby="move-title" className={styles.fieldset}>
            <h3 id="move-title" className={styles.subheading} tabIndex={-1} ref={sectionHeading}>
              Choose a new time with {booking.doctor.fullName}
            </h3>
            <p className={form.muted}>Only times far enough ahead to be moved again under the hospital&apos;s rules are shown.</p>
            <SlotPicker source={{ call: getBookingSlots, input: { link: link } }} selected={slot} onSelect={(s) => setSlot(s)} />
            <div className={form.actions}>
              <button
                type="button"
                className={form.primary}
                disabled={busy || !slot}
                onClick={() => slot && void act(() => rescheduleBooking({ link: link, slotStart: slot.start }), `Your appointment is moved to ${formatAppointment(slot.start, booking.timeZone)}.`)}
              >
                Move it
              </button>
              <button type="button" className={form.secondary} onClick={() => setMode("view")}>
                Back
              </button>
            </div>
          </section>
        )
      ) : booking.status === "cancelled" || booking.status === "expired" ? (
        <div className={`${form.actions} ${styles.noPrint}`}>
          <Link className={form.primary} href={bookDoctorHref(booking.doctor.username)}>
            Book again with {booking.doctor.fullName}
          </Link>
          <Link className={form.secondary} href={ROUTES.appointment}>
            Book with another doctor
          </Link>
        </div>
      ) : null}
    </div>
  );
}
