"use client";

import { useState } from "react";
import { DATE_INPUT_HINT, describeDateInput, formatDateInput, parseDateInput } from "@/lib/format/date-input";
import form from "@/components/ui/form.module.scss";

/** What the typed text means to the form: a day "YYYY-MM-DD", null when blank, or the text itself when it is not a date. */
const meaningOf = (text: string): string | null => {
  const read = parseDateInput(text);
  return read.ok ? read.value : text;
};

/**
 * The site's one date field: a text box that shows a day as "1 Dec 2026" and
 * takes any spelling that cannot be misread (lib/format/date-input.ts), never the browser's
 * date input, which shows 12/01/2026 for 1 December in an en-US browser. The value is ISO
 * "YYYY-MM-DD" as before. Under it, the day read back in full ("Tuesday, 1 December 2026");
 * what is not a date is said next to the field once the person leaves it (or the form was
 * sent), and wins over the form's own message for the field.
 *
 * With `onChange` the form holds the value: a day, null for blank, or the text as typed when it
 * is not a date (so the form's check refuses it). Without, the field is a GET form's own
 * (`name`): it sends what was typed, tidied to "1 Dec 2026", for the page to read with the same
 * parser.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  name,
  help,
  error,
  required = false,
  className,
  autoComplete = "off",
}: {
  id: string;
  /** As shown, "(required)" included where it applies. */
  label: string;
  value: string | null;
  onChange?: (value: string | null) => void;
  name?: string;
  /** What the date is for, above the format's hint. */
  help?: string;
  error?: string;
  required?: boolean;
  className?: string;
  /** The field's purpose for autofill ("bday" for a date of birth); off by default. */
  autoComplete?: string;
}) {
  const [typed, setText] = useState(() => formatDateInput(value));
  const [left, setLeft] = useState(false);
  // A value changed from outside (a record reloaded, the form emptied after a save) is shown
  // afresh; text that still means the value is kept as typed.
  const text = onChange && meaningOf(typed) !== (value ?? null) ? formatDateInput(value) : typed;
  if (text !== typed) setText(text);
  const read = parseDateInput(text);
  const problem = !read.ok && (left || error) ? read.message : error;
  const ids = {
    help: help ? `${id}-hint` : null,
    format: `${id}-format`,
    reading: `${id}-reading`,
    error: problem ? `${id}-error` : null,
  };
  return (
    <div className={`${form.field} ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      {help ? (
        <p className={form.hint} id={ids.help!}>
          {help}
        </p>
      ) : null}
      <p className={form.hint} id={ids.format}>
        {DATE_INPUT_HINT}
      </p>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete={autoComplete}
        spellCheck={false}
        size={18}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setLeft(false);
          onChange?.(meaningOf(event.target.value));
        }}
        onBlur={() => {
          setLeft(true);
          if (read.ok && read.value) setText(formatDateInput(read.value));
        }}
        aria-describedby={[ids.help, ids.format, ids.reading, ids.error].filter(Boolean).join(" ")}
        aria-invalid={problem ? true : undefined}
        aria-required={required || undefined}
      />
      <p className={form.hint} id={ids.reading} aria-live="polite">
        {read.ok && read.value ? describeDateInput(read.value) : null}
      </p>
      {problem ? (
        <p className={form.error} id={ids.error!}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
