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

/** What the desk can do with one booking now: confirm, move to a free slot before its time, cancel (asked twice), or mark attendance once its time has come. */
export function DeskActions({ booking, started }: { booking: DeskBooking; started: boolean }) {
  const { busy, run } = useConsoleAction();
  const [asking, setAsking] = useState(false);
  const act = async (change: () => Promise<unknown>, done: string) => {
    await run(change, done);
    setAsking(false);
  };
  const who = `${booking.reference} (${booking.patient.name})`;
  const active = booking.status === "requested" || booking.status === "confirmed";

  // Moving: an inline panel that takes focus when it opens and gives it back to "Move" when it closes.
  const [moving, setMoving] = useState(false);
  const [slot, setSlot] = useState<{ slot: Slot; timeZone: string } | null>(null);
  const [refresh, setRefresh] = useState(0);
  const panelId = useId();
  const moveButton = useRef<HTMLButtonElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (moving) panelHeading.current?.focus();
    else if (returnFocus.current) moveButton.current?.focus();
    returnFocus.current = false;
  }, [moving]);
  const closeMove = () => {
    returnFocus.current = true;
    setMoving(false);
    setSlot(null);
  };
  const move = async () => {
    if (!slot) return;
    const when = formatAppointment(slot.slot.start, slot.timeZone);
    if (await run(() => moveBooking({ id: booking.id, slotStart: slot.slot.start }), `${booking.reference} moved to ${when}: the patient is told.`)) {
      closeMove();
    } else {
      // Taken meanwhile, most likely: list what is free now.
      setSlot(null);
      setRefresh((n) => n + 1);
    }
  };

  return (
    <>
      <div className={styles.inline}>
        {booking.status === "requested" ? (
          <button type="button" className={form.primary} disabled={busy} onClick={() => act(() => confirmBooking({ id: booking.id }), `${booking.reference} confirmed: the patient is told.`)}>
            Confirm {who}
          </button>
        ) : null}
        {booking.status === "confirmed" && started ? (
          <>
            <button type="button" className={form.secondary} disabled={busy} onClick={() => act(() => markAttendance({ id: booking.id, status: "attended" }), `${booking.reference}: attended.`)}>
              {booking.patient.name} came
            </button>
            <button type="button" className={form.secondary} disabled={busy} onClick={() => act(() => markAttendance({ id: booking.id, status: "no_show" }), `${booking.reference}: did not come.`)}>
              {booking.patient.name} did not come
            </button>
          </>
        ) : null}
        {active && !started && !asking ? (
          <button
            type="button"
            className={form.secondary}
            ref={moveButton}
            aria-expanded={moving}
            aria-controls={moving ? panelId : undefined}
            disabled={busy}
            onClick={() => (moving ? closeMove() : setMoving(true))}
          >
            Move {who}
          </button>
        ) : null}
        {active && !asking && !moving ? (
          <button type="button" className={form.danger} disabled={busy} onClick={() => setAsking(true)}>
            Cancel {who}
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
      </div>
      {moving ? (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className={styles.panel}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              closeMove();
            }
          }}
        >
          <h2 id={`${panelId}-title`} tabIndex={-1} ref={panelHeading}>
            Move {who} to another time with {booking.doctor.fullName}
          </h2>
          <p className={form.muted}>Only the doctor&apos;s free slots are listed. The patient is told of the new time by SMS (and e-mail).</p>
          <SlotPicker
            source={{ call: getMoveSlots, input: { id: booking.id } }}
            selected={slot?.slot ?? null}
            onSelect={(s, timeZone) => setSlot({ slot: s, timeZone })}
            refreshKey={refresh}
          />
          <div className={form.actions}>
            <button type="button" className={form.primary} disabled={busy || !slot} onClick={() => void move()}>
              {slot ? `Move to ${formatAppointment(slot.slot.start, slot.timeZone)}` : "Choose a new time"}
            </button>
            <button type="button" className={form.secondary} onClick={closeMove}>
              Keep the time
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}
