"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { emptyValues, type Field, type FieldValues } from "@/lib/contracts/collections";
import form from "@/components/ui/form.module.scss";
import styles from "../console.module.scss";
import { BooleanInput, ChoiceInput, DateInput, DateTimeInput, ImageInput, NumberInput, RichTextInput, TextareaInput, TextInput } from "./simple-inputs";
import { ListInput, ReferenceInput } from "./list-inputs";
import type { Change, Errors, FieldProps, KindInput, Options } from "./types";

export type { Errors, Options } from "./types";

export const idOf = (path: string) => `field-${path.replace(/[^A-Za-z0-9]+/g, "-")}`;

/** A group of fields inside the record (a call to action: its text and address). */
const GroupInput: KindInput<"group"> = ({ field, path, value, errors, options, onChange, hint }) => (
  <fieldset className={styles.group}>
    <legend>{field.label}</legend>
    {hint}
    <Fields fields={field.fields} values={(value as FieldValues) ?? {}} prefix={`${path}.`} errors={errors} options={options} onChange={(update) => onChange((old: unknown) => update((old as FieldValues) ?? {}))} />
  </fieldset>
);

/** Repeated groups (FAQs, sittings, links): add, remove and move items, focus on the one added. */
const ArrayInput: KindInput<"array"> = ({ field, path, value: raw, errors, options, onChange, hint, message }) => {
  const value = (raw as FieldValues[] | null) ?? [];
  const [focusItem, setFocusItem] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusItem === null) return;
    list.current?.querySelectorAll<HTMLElement>(":scope > li")[focusItem]?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, [focusItem]);
  const update = (fn: (items: FieldValues[]) => FieldValues[]) => onChange((old: unknown) => fn(Array.isArray(old) ? (old as FieldValues[]) : []));
  const move = (from: number, to: number) =>
    update((items) => {
      const next = [...items];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item);
      return next;
    });
  const item = field.itemLabel.toLowerCase();
  return (
    <fieldset className={`${styles.group} ${form.wide}`} id={idOf(path)} tabIndex={-1}>
      <legend>
        {field.label} ({value.length})
      </legend>
      {hint}
      {message}
      <ol ref={list} className={styles.items}>
        {value.map((v, i) => (
          <li key={(v._id as string | undefined) ?? i}>
            <fieldset className={styles.group}>
              <legend>
                {field.itemLabel} {i + 1}
              </legend>
              <Fields fields={field.fields} values={v} prefix={`${path}.${i}.`} errors={errors} options={options} onChange={(fn) => update((items) => items.map((old, j) => (j === i ? fn(old) : old)))} />
              <div className={styles.inline}>
                <button type="button" className={form.secondary} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move ${item} ${i + 1} up`}>
                  Move up
                </button>
                <button type="button" className={form.secondary} disabled={i === value.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move ${item} ${i + 1} down`}>
                  Move down
                </button>
                <button type="button" className={form.danger} onClick={() => update((items) => items.filter((_, j) => j !== i))} aria-label={`Remove ${item} ${i + 1}`}>
                  Remove
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={form.secondary}
        disabled={value.length >= field.maxItems}
        onClick={() => {
          update((items) => [...items, emptyValues(field.fields)]);
          setFocusItem(value.length);
        }}
      >
        Add {item}
      </button>
    </fieldset>
  );
};

/** The input of each field kind: adding a kind to Field without its input here fails the type check. */
const INPUTS: { [K in Field["kind"]]: (props: FieldProps<Extract<Field, { kind: K }>>) => ReactNode } = {
  text: TextInput,
  date: DateInput,
  datetime: DateTimeInput,
  time: TextInput,
  textarea: TextareaInput,
  richtext: RichTextInput,
  number: NumberInput,
  money: NumberInput,
  boolean: BooleanInput,
  select: ChoiceInput,
  reference: ReferenceInput,
  image: ImageInput,
  list: ListInput,
  group: GroupInput,
  array: ArrayInput,
};

/** One field: its frame worked out once (ids, label, hint, the server's message, aria), then its kind's input. */
function FieldInput({ field, path, value, errors, options, onChange }: { field: Field; path: string; value: unknown; errors: Errors; options: Options; onChange: Change }) {
  const id = idOf(path);
  const error = errors[path];
  const hintId = field.help ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const aria = { "aria-describedby": describedBy, "aria-invalid": error ? true : undefined, "aria-required": field.optional || field.kind === "boolean" ? undefined : true };
  const hint = field.help ? (
    <p className={form.hint} id={hintId}>
      {field.help}
    </p>
  ) : null;
  const message = error ? (
    <p className={form.error} id={errorId}>
      {error}
    </p>
  ) : null;
  const label = `${field.label}${field.optional || field.kind === "boolean" ? "" : " (required)"}`;
  const wrap = (control: ReactNode, wide = false) => (
    <div className={`${form.field} ${wide ? form.wide : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint}
      {control}
      {message}
    </div>
  );
  const Input = INPUTS[field.kind] as (props: FieldProps) => ReactNode;
  return <Input field={field} id={id} path={path} value={value} onChange={onChange} errors={errors} options={options} label={label} hint={hint} message={message} describedBy={describedBy} aria={aria} wrap={wrap} />;
}

/** A set of fields of a record (or of a group or an array's item, under `prefix`). */
export function Fields({
  fields,
  values,
  prefix,
  errors,
  options,
  onChange,
}: {
  fields: readonly Field[];
  values: FieldValues;
  prefix: string;
  errors: Errors;
  options: Options;
  onChange: (update: (values: FieldValues) => FieldValues) => void;
}) {
  return (
    <div className={styles.fields}>
      {fields.map((f) => (
        <FieldInput
          key={f.name}
          field={f}
          path={`${prefix}${f.name}`}
          value={values[f.name]}
          errors={errors}
          options={options}
          onChange={(v) => onChange((current) => ({ ...current, [f.name]: typeof v === "function" ? (v as (old: unknown) => unknown)(current[f.name]) : v }))}
        />
      ))}
    </div>
  );
}
