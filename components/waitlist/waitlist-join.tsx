"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import type { FreeSlotsResponse } from "@/lib/contracts/booking";
import { daysInRange, WAITLIST_MAX_DAYS } from "@/lib/contracts/waitlist";
import { localDateOf } from "@/lib/format/appointment-time";
import { Field, describedBy } from "@/components/ui/form-field";
import styles from "@/components/booking/booking.module.scss";
import form from "@/components/ui/form.module.scss";

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The window's days on which the doctor sits but no slot is free. */
function fullDaysOf(data: FreeSlotsResponse): string[] {
  const free = new Set(data.slots.map((s) => localDateOf(s.start, data.timeZone)));
  return data.opdDays.filter((d) => !free.has(d));
}

/**
 * On the booking step, when the days shown are full: "Tell me when a slot frees up" opens the
 * range of days the patient could come (at most 14); "Continue to join the waitlist" goes on to the patient's details
 * and the phone's verification, as a booking does, and then joins the doctor's waitlist.
 */
export function WaitlistJoin({ doctorName, data, onContinue }: { doctorName: string; data: FreeSlotsResponse; onContinue: (range: { from: string; to: string }) => void }) {
  const full = fullDaysOf(data);
  const today = localDateOf(new Date(), data.timeZone);
  const first = full[0] ?? today;
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(first);
  const [to, setTo] = useState(addDays(first, 6));
  const [error, setError] = useState<string | null>(null);
  const heading = useId();
  const firstField = useRef<HTMLInputElement>(null);

  if (full.length === 0 && data.slots.length > 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) setError("Enter the first and the last day you could come.");
    else if (from < today) setError("The first day cannot be in the past.");
    else if (to < from) setError("The last day must be on or after the first day.");
    else if (daysInRange(from, to) > WAITLIST_MAX_DAYS) setError(`Choose at most ${WAITLIST_MAX_DAYS} days.`);
    else {
      setError(null);
      onContinue({ from, to });
    }
  };

  return (
    <section className={styles.fieldset} aria-labelledby={heading}>
      <h3 className={styles.subheading} id={heading}>
        Days full?
      </h3>
      <p className={form.muted}>
        {full.length ? `${doctorName} has no free slot on ${full.length === 1 ? "one of these days" : `${full.length} of these days`}. ` : ""}
        Join the waitlist and we send you an SMS when a slot frees up on the days you choose; it is kept for you for 15 minutes.
      </p>
      {open ? (
        <form onSubmit={submit} noValidate className={form.grid}>
          {error ? (
            <p className={`${form.alert} ${form.wide}`} role="alert">
              {error}
            </p>
          ) : null}
          <Field id="waitlist-from" label="First day you could come">
            <input ref={firstField} id="waitlist-from" name="from" type="date" min={today} value={from} onChange={(e) => setFrom(e.target.value)} {...describedBy("waitlist-from", false, undefined)} />
          </Field>
          <Field id="waitlist-to" label="Last day you could come" hint={`At most ${WAITLIST_MAX_DAYS} days after the first.`}>
            <input id="waitlist-to" name="to" type="date" min={from || today} value={to} onChange={(e) => setTo(e.target.value)} {...describedBy("waitlist-to", true, undefined)} />
          </Field>
          <div className={`${form.actions} ${form.wide}`}>
            <button type="submit" className={form.primary}>
              Continue to join the waitlist
            </button>
          </div>
        </form>
      ) : (
        <div className={form.actions}>
          <button type="button" className={form.secondary} onClick={() => {
              setOpen(true);
              requestAnimationFrame(() => firstField.current?.focus());
            }}
          >
            Tell me when a slot frees up
          </button>
        </div>
      )}
    </section>
  );
}
