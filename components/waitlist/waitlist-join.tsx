"use client";

import { useId, useState, type FormEvent } from "react";
import type { FreeSlotsResponse } from "@/lib/contracts/booking";
import { daysInRange, WAITLIST_MAX_DAYS, WAITLIST_OFFER_MINUTES } from "@/lib/contracts/waitlist";
import { formatDay, localDateOf } from "@/lib/format/appointment-time";
import { DateField } from "@/components/ui/date-field";
import styles from "@/components/booking/booking.module.scss";
import form from "@/components/ui/form.module.scss";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The window's days whose slots still to come are all booked: the only days a waitlist is for. */
const fullDaysOf = (data: FreeSlotsResponse): string[] => Object.keys(data.dayStates).filter((d) => data.dayStates[d] === "full").sort();

/** A day of the window the waitlist cannot take: it has a free slot, or is not yet open for booking. */
const notForWaitlist = (data: FreeSlotsResponse, day: string) => data.dayStates[day] === "free" || data.dayStates[day] === "later";

/**
 * The range offered first: from the first full day, on through the days that are full, over or
 * without an OPD (never a day with a free slot), at most 14 days, ending on a full day.
 */
function defaultRange(data: FreeSlotsResponse, full: string[]): { from: string; to: string } | null {
  if (!full.length) return null;
  const from = full[0];
  let to = from;
  for (let day = from; daysInRange(from, day) <= WAITLIST_MAX_DAYS && !notForWaitlist(data, day); day = addDays(day, 1)) {
    if (full.includes(day)) to = day;
  }
  return { from, to };
}

/**
 * On the booking step, when some of the days shown are full (every slot still to come booked): "Tell me when a slot frees up" opens the
 * range of days the patient could come (at most 14); "Continue to join the waitlist" goes on to the patient's details
 * and the phone's verification, as a booking does, and then joins the doctor's waitlist.
 */
export function WaitlistJoin({ doctorName, data, onContinue }: { doctorName: string; data: FreeSlotsResponse; onContinue: (range: { from: string; to: string }) => void }) {
  const full = fullDaysOf(data);
  const today = localDateOf(new Date(), data.timeZone);
  const range = defaultRange(data, full);
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<string | null>(range?.from ?? today);
  const [to, setTo] = useState<string | null>(range?.to ?? today);
  const [error, setError] = useState<{ field: "from" | "to"; message: string } | null>(null);
  const heading = useId();

  if (!range) return null;
  // A day of the chosen range that the window shows free (or not yet open): the server refuses it too.
  const blocked = (a: string, b: string) => {
    for (let day = a; day <= b && daysInRange(a, day) <= WAITLIST_MAX_DAYS; day = addDays(day, 1)) if (notForWaitlist(data, day)) return day;
    return null;
  };

  /** The range's first problem, on the field it belongs to; null when the range can be joined. */
  const problemOf = (a: string | null, b: string | null): { field: "from" | "to"; message: string } | null => {
    if (!a || !ISO_DAY.test(a)) return { field: "from", message: "Enter the first day you could come, such as 14 Dec 2026." };
    if (!b || !ISO_DAY.test(b)) return { field: "to", message: "Enter the last day you could come, such as 18 Dec 2026." };
    if (a < today) return { field: "from", message: "The first day cannot be in the past." };
    if (b < a) return { field: "to", message: "The last day must be on or after the first day." };
    if (daysInRange(a, b) > WAITLIST_MAX_DAYS) return { field: "to", message: `Choose at most ${WAITLIST_MAX_DAYS} days.` };
    const day = blocked(a, b);
    if (!day) return null;
    const field = day === a ? "from" : "to";
    return data.dayStates[day] === "free"
      ? { field, message: `${formatDay(`${day}T12:00:00Z`, "UTC")} has free slots: book one of them above, or choose days that are full.` }
      : { field, message: `Appointments for ${formatDay(`${day}T12:00:00Z`, "UTC")} cannot be booked yet: choose days before it.` };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(from, to);
    setError(problem);
    if (problem) document.getElementById(`waitlist-${problem.field}`)?.focus();
    else onContinue({ from: from!, to: to! });
  };

  return (
    <section className={styles.fieldset} aria-labelledby={heading}>
      <h3 className={styles.subheading} id={heading}>
        Days full?
      </h3>
      <p className={form.muted}>
        {`Every slot of ${doctorName}'s is booked on ${full.length === 1 ? formatDay(`${full[0]}T12:00:00Z`, "UTC") : `${full.length} of these days`}. `}
        Join the waitlist and we send you an SMS when a slot frees up on the days you choose; it is kept for you for {WAITLIST_OFFER_MINUTES} minutes.
      </p>
      {open ? (
        <form method="post" onSubmit={submit} noValidate className={form.grid}>
          {error ? (
            <p className={`${form.alert} ${form.wide}`} role="alert">
              {error.message}
            </p>
          ) : null}
          <DateField id="waitlist-from" label="First day you could come" value={from} onChange={setFrom} error={error?.field === "from" ? error.message : undefined} required />
          <DateField
            id="waitlist-to"
            label="Last day you could come"
            help={`At most ${WAITLIST_MAX_DAYS} days after the first.`}
            value={to}
            onChange={setTo}
            error={error?.field === "to" ? error.message : undefined}
            required
          />
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
              requestAnimationFrame(() => document.getElementById("waitlist-from")?.focus());
            }}
          >
            Tell me when a slot frees up
          </button>
        </div>
      )}
    </section>
  );
}
