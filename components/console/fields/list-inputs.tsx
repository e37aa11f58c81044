"use client";

import type { ReactNode } from "react";
import type { Field } from "@/lib/contracts/collections";
import form from "@/components/ui/form.module.scss";
import styles from "../console.module.scss";
import { ChoiceInput, useTyped } from "./simple-inputs";
import type { KindInput } from "./types";

// The field kinds that hold several values: a list (one per line, or ticked from its options)
// and a reference to several records (ticked).

/** Several values ticked from a set of choices. */
function Checkboxes({
  field,
  id,
  value,
  choices,
  onChange,
  hint,
  message,
  describedBy,
}: {
  field: Field;
  id: string;
  value: string[];
  choices: readonly { value: string; label: string }[];
  onChange: (v: unknown) => void;
  hint: ReactNode;
  message: ReactNode;
  describedBy?: string;
}) {
  return (
    <fieldset className={`${styles.group} ${form.wide}`} id={id} tabIndex={-1} aria-describedby={describedBy}>
      <legend>{field.label}</legend>
      {hint}
      <div className={styles.choices}>
        {choices.map((c) => (
          <label key={c.value} className={styles.check}>
            <input type="checkbox" checked={value.includes(c.value)} onChange={(e) => onChange(e.target.checked ? [...value, c.value] : value.filter((v) => v !== c.value))} />
            {c.label}
          </label>
        ))}
      </div>
      {message}
    </fieldset>
  );
}

const readLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A list: ticked from its options, or typed one per line. */
export const ListInput: KindInput<"list"> = (props) => {
  const { field, id, path, value, onChange, aria, wrap, hint, message, describedBy } = props;
  const [text, setText] = useTyped(value, (v) => (Array.isArray(v) ? v.join("\n") : ""), readLines);
  if (field.options) {
    const choices = field.options.map((o) => ({ value: o, label: o }));
    return <Checkboxes field={field} id={id} value={(value as string[]) ?? []} choices={choices} onChange={onChange} hint={hint} message={message} describedBy={describedBy} />;
  }
  return wrap(
    <textarea
      id={id}
      name={path}
      rows={Math.min(10, Math.max(3, text.split("\n").length + 1))}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(readLines(e.target.value));
      }}
      {...aria}
    />,
    true,
  );
};

/** Another collection's record (a choice), or several (ticked). */
export const ReferenceInput: KindInput<"reference"> = (props) => {
  const { field, id, value, onChange, options, hint, message, describedBy } = props;
  if (!field.multiple) return <ChoiceInput {...props} />;
  return <Checkboxes field={field} id={id} value={(value as string[]) ?? []} choices={options[field.name] ?? []} onChange={onChange} hint={hint} message={message} describedBy={describedBy} />;
};
