"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { DeskBooking } from "@/lib/contracts/staff";
import type { Slot } from "@/lib/contracts/booking";
import { cancelBookingAtDesk, confirmBooking, getMoveSlots, markAttendance, moveBooking } from "@/lib/api/console-calls";
import { formatAppointment } from "@/lib/format/appointment-time";
import { SlotPicker } from "@/components/booking/slot-picker";
import { useConsoleAction } from "./use-console-action";
import { ConfirmGroup } from "./confirm-group";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/**
 * What the desk can do with one booking now: confirm, move to a free slot before its time, cancel
 * (asked twice), or mark attendance once its time has come. The buttons show a short verb; each
 * one's name adds the booking's reference and patient ("Move SH-ABCD2345 (Arjun Rao)"), so a
 * screen reader's list of buttons, or voice control, tells the rows apart.
 */
export function DeskActions({ booking, started, timeZone }: { booking: DeskBooking; started: boolean; timeZone: string }) {
  const { busy, run } = useConsoleAction();
  const [asking, setAsking] = useState(false);
  const act = async (change: () => Promise<unknown>, done: string) => {
    await run(change, done);
    setAsking(false);
  };
  const who = `${booking.reference} (${booking.patient.name})`;
  const active = booking.status === "requested" || booking.status === "confirmed";
  const [moving, setMoving] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);

  return (
    <div className={styles.inline}>
      {booking.status === "requested" ? (
        <button
          type="button"
          className={form.primary}
          aria-label={`Confirm ${who}`}
          disabled={busy}
          onClick={() => act(() => confirmBooking({ id: booking.id }), `${booking.reference} confirmed: the patient is told.`)}
        >
          Confirm
        </button>
      ) : null}
      {booking.status === "confirmed" && started ? (
        <>
          <button
            type="button"
            className={form.secondary}
            aria-label={`Attended: ${who}`}
            disabled={busy}
            onClick={() => act(() => markAttendance({ id: booking.id, status: "attended" }), `${booking.reference}: attended.`)}
          >
            Attended
          </button>
          <button
            type="button"
            className={form.secondary}
            aria-label={`Did not come: ${who}`}
            disabled={busy}
            onClick={() => act(() => markAttendance({ id: booking.id, status: "no_show" }), `${booking.reference}: did not come.`)}
          >
            Did not come
          </button>
        </>
      ) : null}
      {active && !started && !asking ? (
        <button type="button" className={form.secondary} ref={moveButton} aria-label={`Move ${who}`} aria-haspopup="dialog" disabled={busy} onClick={() => setMoving(true)}>
          Move
        </button>
      ) : null}
      {active && !asking ? (
        <button type="button" className={form.danger} aria-label={`Cancel ${who}`} disabled={busy} onClick={() => setAsking(true)}>
          Cancel
        </button>
      ) : null}
      {asking ? (
        <ConfirmGroup
          label={`Cancel ${who}?`}
          question="Cancel and refund the fee?"
          confirm={`Yes, cancel ${booking.reference}`}
          busy={busy}
          onConfirm={() => act(() => cancelBookingAtDesk({ id: booking.id }), `${booking.reference} cancelled; the refund is on its way.`)}
          onKeep={() => setAsking(false)}
        />
      ) : null}
      {moving ? (
        <MoveDialog
          booking={booking}
          who={who}
          timeZone={timeZone}
          onClosed={() => {
            setMoving(false);
            moveButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * Moving one booking: a modal dialog (the page behind is inert), named by its heading, which
 * takes focus when it opens. Escape, "Keep the time" or a move done close it, and focus goes
 * back to the row's "Move" (`onClosed`).
 */
function MoveDialog({ booking, who, timeZone, onClosed }: { booking: DeskBooking; who: string; timeZone: string; onClosed: () => void }) {
  const { busy, run } = useConsoleAction();
  const [slot, setSlot] = useState<{ slot: Slot; timeZone: string } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    heading.current?.focus();
  }, []);
  const close = () => dialog.current?.close();

  const move = async () => {
    if (!slot) return;
    const when = formatAppointment(slot.slot.start, slot.timeZone);
    if (await run(() => moveBooking({ id: booking.id, slotStart: slot.slot.start }), `${booking.reference} moved to ${when}: the patient is told.`)) {
      close();
    } else {
      // Taken meanwhile, most likely: list what is free now, and say so here (the page's toasts are behind the dialog).
      setSlot(null);
      setFailed(true);
      setRefresh((n) => n + 1);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClosed}
      onKeyDown={(e) => {
        // Escape closes it here rather than through the browser's cancel, so it closes the same way everywhere.
        if (e.key === "Escape") {
          e.preventDefault();
          e.stopPropagation();
          close();
        }
      }}
    >
      <div className={styles.dialogBody}>
        <h2 id={`${id}-title`} tabIndex={-1} ref={heading}>
          Move {who} to another time with {booking.doctor.fullName}
        </h2>
        <p className={form.muted}>
          Now {formatAppointment(booking.start, timeZone)}. Only the doctor&apos;s free slots are listed. The patient is told of the new time by SMS (and e-mail).
        </p>
        {failed ? <p role="alert">That time could not be taken (most likely someone booked it just now). The free times are listed again.</p> : null}
        <SlotPicker source={{ call: getMoveSlots, input: { id: booking.id } }} selected={slot?.slot ?? null} onSelect={(s, timeZone) => setSlot({ slot: s, timeZone })} refreshKey={refresh} />
        <div className={form.actions}>
          <button type="button" className={form.primary} disabled={busy || !slot} onClick={() => void move()}>
            {slot ? `Move to ${formatAppointment(slot.slot.start, slot.timeZone)}` : "Choose a new time"}
          </button>
          <button type="button" className={form.secondary} onClick={close}>
            Keep the time
          </button>
        </div>
      </div>
    </dialog>
  );
}
