"use client";

import { useState } from "react";
import type { DeskBooking } from "@/lib/contracts/staff";
import { useConsoleAction } from "./use-console-action";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** What the desk can do with one booking now: confirm, cancel (asked twice), or mark attendance once its time has come. */
export function DeskActions({ booking, started }: { booking: DeskBooking; started: boolean }) {
  const { busy, run } = useConsoleAction();
  const [asking, setAsking] = useState(false);
  const act = async (path: string, body: object, done: string) => {
    await run(path, body, done);
    setAsking(false);
  };
  const who = `${booking.reference} (${booking.patient.name})`;
  return (
    <div className={styles.inline}>
      {booking.status === "requested" ? (
        <button type="button" className={form.primary} disabled={busy} onClick={() => act("bookings/confirm", { id: booking.id }, `${booking.reference} confirmed: the patient is told.`)}>
          Confirm {who}
        </button>
      ) : null}
      {booking.status === "confirmed" && started ? (
        <>
          <button type="button" className={form.secondary} disabled={busy} onClick={() => act("bookings/attendance", { id: booking.id, status: "attended" }, `${booking.reference}: attended.`)}>
            {booking.patient.name} came
          </button>
          <button type="button" className={form.secondary} disabled={busy} onClick={() => act("bookings/attendance", { id: booking.id, status: "no_show" }, `${booking.reference}: did not come.`)}>
            {booking.patient.name} did not come
          </button>
        </>
      ) : null}
      {(booking.status === "requested" || booking.status === "confirmed") && !asking ? (
        <button type="button" className={form.danger} disabled={busy} onClick={() => setAsking(true)}>
          Cancel {who}
        </button>
      ) : null}
      {asking ? (
        <span role="group" aria-label={`Cancel ${who}?`} className={styles.inline}>
          <span>Cancel and refund the fee?</span>
          <button type="button" className={form.danger} disabled={busy} onClick={() => act("bookings/cancel", { id: booking.id }, `${booking.reference} cancelled; the refund is on its way.`)}>
            Yes, cancel {booking.reference}
          </button>
          <button type="button" className={form.secondary} disabled={busy} onClick={() => setAsking(false)}>
            Keep it
          </button>
        </span>
      ) : null}
    </div>
  );
}
