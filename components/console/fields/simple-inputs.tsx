"use client";

import { useState } from "react";
import { DateField } from "@/components/ui/date-field";
import { DateTimeField } from "../date-time-field";
import { ImageUpload } from "../image-upload";
import { RichTextField } from "../rich-text-field";
import form from "@/components/ui/form.module.scss";
import styles from "../console.module.scss";
import type { KindInput } from "./types";

// The field kinds drawn by one control each: text and its timed kinds, a day, long text, rich text,
// yes/no, a choice (select or reference), a picture, and numbers (money in rupees).

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Text an input keeps as typed (a fee "12." on its way to "12.50", a list's lines being written):
 * kept while it still reads as the value, shown afresh when the value changed from outside
 * (their version loaded, an item above removed).
 */
export function useTyped(value: unknown, show: (v: unknown) => string, read: (text: string) => unknown): [string, (text: string) => void] {
  const [text, setText] = useState(() => show(value));
  const shown = same(read(text), value) ? text : show(value);
  if (shown !== text) setText(shown);
  return [shown, setText];
}

/** text and time: one input of the matching type. */
export const TextInput: KindInput<"text" | "time"> = ({ field, id, path, value, onChange, aria, wrap }) => {
  const type = field.kind === "text" ? (field.format === "email" ? "email" : field.format === "url" ? "url" : "text") : field.kind;
  return wrap(<input id={id} name={path} type={type} value={(value as string | null) ?? ""} onChange={(e) => onChange(e.target.value)} {...aria} />);
};

/** A day: the console's date field ("1 Dec 2026"), which draws its own label, hints and message. */
export const DateInput: KindInput<"date"> = ({ field, id, path, value, onChange, label, errors }) => (
  <DateField id={id} name={path} label={label} value={(value as string | null) ?? null} onChange={onChange} help={field.help} error={errors[path]} required={!field.optional} />
);

/** A day and a time: the console's date field and a time input ("1 Dec 2026", 09:30), never the browser's mm/dd/yyyy. */
export const DateTimeInput: KindInput<"datetime"> = ({ field, id, value, onChange, label, errors, path }) => (
  <DateTimeField id={id} label={label} value={(value as string | null) ?? null} onChange={onChange} help={field.help} error={errors[path]} required={!field.optional} />
);

export const TextareaInput: KindInput<"textarea"> = ({ field, id, path, value, onChange, aria, wrap }) =>
  wrap(<textarea id={id} name={path} rows={field.rows ?? 4} value={(value as string | null) ?? ""} onChange={(e) => onChange(e.target.value)} {...aria} />, true);

export const RichTextInput: KindInput<"richtext"> = ({ id, value, onChange, label, hint, message, describedBy, errors, path }) => (
  <div className={`${form.field} ${form.wide}`}>
    {hint}
    <RichTextField id={id} label={label} value={(value as string) ?? ""} onChange={onChange} invalid={!!errors[path]} describedBy={describedBy} />
    {message}
  </div>
);

export const BooleanInput: KindInput<"boolean"> = ({ id, path, value, onChange, aria, label, hint, message }) => (
  <div className={`${form.field} ${styles.check}`}>
    <input id={id} name={path} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} {...aria} />
    <label htmlFor={id}>{label}</label>
    {hint}
    {message}
  </div>
);

/** One choice from a list: a select's own options, or another collection's records (by id). */
export const ChoiceInput: KindInput<"select" | "reference"> = ({ field, id, path, value, onChange, aria, wrap, options }) => {
  const choices = field.kind === "select" ? field.options : (options[field.name] ?? []);
  return wrap(
    <select id={id} name={path} value={(value as string | null) ?? ""} onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)} {...aria}>
      {field.optional || value === null ? <option value="">{field.optional ? "None" : "Choose…"}</option> : null}
      {choices.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>,
  );
};

export const ImageInput: KindInput<"image"> = ({ field, id, value, onChange, label, hint, describedBy, errors, path }) => (
  <div className={`${form.field} ${form.wide}`}>
    {hint}
    <ImageUpload id={id} label={label} value={(value as string | null) ?? null} onChange={onChange} purpose={field.purpose} error={errors[path]} describedBy={describedBy} />
  </div>
);

/** A number as typed; money is typed in rupees and kept in paise. */
export const NumberInput: KindInput<"number" | "money"> = ({ field, id, path, value, onChange, aria, wrap }) => {
  const money = field.kind === "money";
  // A number the server can check; anything else is sent as typed, and the server names the field.
  const read = (typed: string): unknown => {
    const t = typed.trim().replace(/,/g, "");
    const n = Number(t);
    return t === "" ? null : Number.isFinite(n) && /^-?\d*\.?\d*$/.test(t) ? (money ? Math.round(n * 100) : n) : typed;
  };
  const [text, setText] = useTyped(value, (v) => (v === null || v === undefined ? "" : money && typeof v === "number" ? String(v / 100) : String(v)), read);
  return wrap(
    <span className={styles.number}>
      {money ? <span aria-hidden="true">₹</span> : null}
      <input
        id={id}
        name={path}
        type="text"
        inputMode={money || (field.kind === "number" && field.decimals) ? "decimal" : "numeric"}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(read(e.target.value));
        }}
        {...aria}
      />
      {field.kind === "number" && field.unit ? <span>{field.unit}</span> : null}
    </span>,
  );
};
