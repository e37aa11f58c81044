"use client";

import { DateField } from "@/components/ui/date-field";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** "2026-12-01T09:30" → its day and its time; what is not of that shape keeps its day part as typed. */
const partsOf = (value: string | null): { day: string | null; time: string } => {
  if (!value) return { day: null, time: "" };
  const [day, time = ""] = value.split("T");
  return { day: day || null, time: time.slice(0, 5) };
};

/**
 * A day and a time of the hospital's clock, as the console's date field shows a day ("1 Dec 2026",
 * never the browser's mm/dd/yyyy) and a time input beside it. The value is what a
 * datetime-local input held ("YYYY-MM-DDTHH:mm"), "" when both are blank; a day without a time
 * (or the reverse) goes as it is, for the form's check to refuse next to the field.
 */
export function DateTimeField({
  id,
  label,
  value,
  onChange,
  help,
  error,
  required = false,
}: {
  id: string;
  /** As shown, "(required)" or "(optional)" included where it applies. */
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  help?: string;
  error?: string;
  required?: boolean;
}) {
  const { day, time } = partsOf(value);
  const emit = (nextDay: string | null, nextTime: string) => onChange(!nextDay && !nextTime ? "" : `${nextDay ?? ""}T${nextTime}`);
  const errorId = error ? `${id}-error` : undefined;
  // "Publication time (optional)" names the group; its two inputs are "Publication time: day" and ": time".
  const name = label.replace(/ \((required|optional)\)$/, "");
  return (
    <fieldset className={`${form.field} ${styles.dateTime}`} aria-describedby={[help ? `${id}-hint` : null, errorId].filter(Boolean).join(" ") || undefined}>
      <legend>{label}</legend>
      {help ? (
        <p className={form.hint} id={`${id}-hint`}>
          {help}
        </p>
      ) : null}
      <div className={styles.dateTimeParts}>
        <DateField id={id} label={`${name}: day`} value={day} onChange={(next) => emit(next, time)} required={required} />
        <div className={form.field}>
          <label htmlFor={`${id}-time`}>{`${name}: time`}</label>
          <input id={`${id}-time`} type="time" value={time} onChange={(event) => emit(day, event.target.value)} aria-invalid={error ? true : undefined} />
        </div>
      </div>
      {error ? (
        <p className={form.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
