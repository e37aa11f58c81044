"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { addLeave, checkLeave } from "@/lib/api/console-calls";
import { leaveAddSchema, leaveCheckSchema, type LeaveCheck } from "@/lib/contracts/leave";
import { localDateOf } from "@/lib/format/appointment-time";
import { describeDayRange } from "@/lib/format/date-input";
import { deskDayHref } from "@/lib/routes";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import { DateField } from "@/components/ui/date-field";
import { LeaveBookings } from "./leave-bookings";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

type Values = { doctor: string; fromDate: string; toDate: string; reason: string };

const bookingCount = (n: number) => (n === 0 ? "No booking is" : n === 1 ? "One booking is" : `${n} bookings are`);

/**
 * A doctor's leave, on a short form of its own: the doctor and the days, then the
 * bookings already on those days, for the desk to see before saving (and to call the patients
 * after: the bookings stay as they are, as with leave added on the doctor form). Changing the
 * doctor or a day asks for the check again. `deskOpen`: the signed-in role may open the bookings
 * desk, so each booking links to it.
 */
export function LeaveForm({ doctors, timeZone, deskOpen }: { doctors: readonly { username: string; fullName: string }[]; timeZone: string; deskOpen: boolean }) {
  const router = useRouter();
  const state = useVisitorForm<Values>("leave", { doctor: "", fromDate: "", toDate: "", reason: "" });
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<{ key: string; result: LeaveCheck } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { values, errors } = state;
  const key = JSON.stringify([values.doctor, values.fromDate, values.toDate]);
  // A check of other days or another doctor says nothing of these.
  const result = checked?.key === key ? checked.result : null;
  useEffect(() => {
    if (checked) heading.current?.focus();
  }, [checked]);

  const setDay = (name: "fromDate" | "toDate") => (value: string | null) => state.set(name)({ target: { value: value ?? "" } } as ChangeEvent<HTMLInputElement>);
  const range = { doctor: values.doctor, fromDate: values.fromDate, toDate: values.toDate };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const body = result ? { ...range, reason: values.reason.trim() || undefined } : range;
    const parsed = (result ? leaveAddSchema : leaveCheckSchema).safeParse(body);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      if (!result) {
        setChecked({ key, result: await checkLeave(range, { keepPage: true }) });
        return;
      }
      const { data } = await addLeave.answer(body, { keepPage: true });
      setChecked(null);
      const calls = data.bookings.length;
      state.succeed(
        `Saved: ${data.doctor.fullName}'s leave, ${describeDayRange(data.fromDate, data.toDate)}. ${bookingCount(calls)} on these days${calls ? ": they are listed with the leave below, to call each patient." : "."}`,
        "Leave saved.",
      );
      router.refresh();
    } catch (error) {
      state.fail(error, result ? "The leave could not be saved. Please try again." : "The bookings could not be checked. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={`${form.form} ${styles.panel}`} onSubmit={submit} noValidate aria-labelledby="leave-form-title">
      <h2 id="leave-form-title">Mark a doctor on leave</h2>
      <p className={form.muted}>For one day, give the same day as the first and the last.</p>
      {state.messages}
      <div className={form.grid}>
        <Field id="leave-doctor" label="Doctor (required)" error={errors.doctor} wide>
          <select {...state.control("doctor")} aria-required="true">
            <option value="">Choose…</option>
            {doctors.map((d) => (
              <option key={d.username} value={d.username}>
                {d.fullName}
              </option>
            ))}
          </select>
        </Field>
        <DateField id="leave-fromDate" label="First day (required)" value={values.fromDate || null} onChange={setDay("fromDate")} error={errors.fromDate} required />
        <DateField id="leave-toDate" label="Last day (required)" value={values.toDate || null} onChange={setDay("toDate")} error={errors.toDate} required />
        <Field id="leave-reason" label="Reason (optional)" hint="For the staff: not shown to visitors, not kept in the audit log." error={errors.reason} wide>
          <input {...state.control("reason", true)} maxLength={200} autoComplete="off" />
        </Field>
      </div>
      {result ? (
        <section className={styles.group} aria-labelledby="leave-check-title">
          <h3 id="leave-check-title" tabIndex={-1} ref={heading}>
            {bookingCount(result.bookings.length)} on these days
          </h3>
          <p>
            {result.doctor.fullName}, {describeDayRange(result.fromDate, result.toDate)}.{" "}
            {result.bookings.length
              ? "Saving the leave stops new bookings on these days; the bookings below stay as they are. Call each patient, then move or cancel the booking on the bookings desk, which tells the patient."
              : "Saving the leave stops new bookings on these days."}
          </p>
          {result.bookings.length ? (
            <LeaveBookings
              bookings={result.bookings}
              caption="Bookings on the leave's days"
              timeZone={timeZone}
              deskHref={deskOpen ? (b) => deskDayHref(result.doctor.username, localDateOf(b.start, timeZone)) : undefined}
            />
          ) : null}
        </section>
      ) : null}
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {busy ? (result ? "Saving…" : "Checking…") : result ? "Save the leave" : "Show the bookings on these days"}
        </button>
        {result ? <span className={form.muted}>Changing the doctor or a day shows the bookings again before saving.</span> : null}
      </div>
    </form>
  );
}
