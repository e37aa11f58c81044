"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ApiError } from "@/lib/api/client";
import { deleteRecord, getRecord, saveRecord } from "@/lib/api/console-calls";
import { collectionSpec, emptyValues, type CollectionName, type Field, type FieldValues } from "@/lib/contracts/collections";
import type { CollectionRecord } from "@/lib/contracts/collections/api";
import { consoleLoginHref, contentHref } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { ImageUpload } from "./image-upload";
import { RichTextField } from "./rich-text-field";
import { ConfirmGroup } from "./confirm-group";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";
import { formatRupees } from "@/lib/format/money";

type Options = Record<string, { value: string; label: string }[]>;
type Errors = Record<string, string>;

/** A value as a short text, to say what someone else changed. */
function preview(field: Field, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (field.kind === "money") return formatRupees(Number(value));
  if (field.kind === "boolean") return value ? "yes" : "no";
  if (field.kind === "richtext") return "(text changed)";
  if (Array.isArray(value)) return field.kind === "list" ? value.join(", ") : `${value.length} item(s)`;
  if (typeof value === "object") return "(changed)";
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const idOf = (path: string) => `field-${path.replace(/[^A-Za-z0-9]+/g, "-")}`;

interface Conflict {
  theirs: CollectionRecord;
  changes: { label: string; before: string; after: string }[];
}

/**
 * The one edit form of every content collection: the fields of its declaration, the server's
 * message next to each field, nothing typed lost on a failed save (a refusal, a 409 from
 * another editor's save, an ended session), and the cached pages revalidated by the server.
 */
export function CollectionForm({ collection, record, options }: { collection: CollectionName; record: CollectionRecord; options: Options }) {
  const spec = collectionSpec(collection);
  const router = useRouter();
  const [values, setValues] = useState<FieldValues>(record.values);
  const [saved, setSaved] = useState<CollectionRecord>(record);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<ReactNode>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(0);

  useEffect(() => {
    if (focusSummary) summary.current?.focus();
  }, [focusSummary]);

  const dirty = !same(values, saved.values);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const fail = (content: ReactNode, fieldErrors: Errors = {}) => {
    setErrors(fieldErrors);
    setProblem(content);
    setFocusSummary((n) => n + 1);
  };

  async function loadTheirs(id: string | null = saved.id): Promise<CollectionRecord> {
    return getRecord(collection, { id: id ?? undefined }, { keepPage: true });
  }

  async function save(version: string | null) {
    setBusy(true);
    try {
      const res = await saveRecord.answer(collection, { id: saved.id ?? undefined, version: version ?? undefined, values }, { keepPage: true });
      setErrors({});
      setProblem(null);
      setConflict(null);
      notify.success(res.message ?? "Saved.");
      if (res.data.created && res.data.id) return router.replace(contentHref(collection, res.data.id));
      // The form shows what was stored (a publication time set to now, new items' ids), not what was sent.
      try {
        const stored = await loadTheirs(res.data.id);
        setValues(stored.values);
        setSaved(stored);
      } catch {
        setSaved({ id: res.data.id, version: res.data.version, values });
      }
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) return fail("The save did not reach the server. Check the connection and save again: what you typed is still here.");
      if (error.status === 401)
        return fail(
          <>
            Your session has ended, so nothing was saved.{" "}
            <a href={consoleLoginHref()} target="_blank" rel="noopener">
              Sign in again in a new tab
            </a>
            , then come back here and save: what you typed is still here.
          </>,
        );
      if (error.code === "version_conflict") {
        try {
          const theirs = await loadTheirs();
          const changes = spec.fields
            .filter((f) => !same(saved.values[f.name], theirs.values[f.name]))
            .map((f) => ({ label: f.label, before: preview(f, saved.values[f.name]), after: preview(f, theirs.values[f.name]) }));
          setConflict({ theirs, changes });
          return fail(error.message);
        } catch {
          return fail(error.message);
        }
      }
      const fieldErrors: Errors = {};
      for (const e of error.errors ?? []) if (e.path.startsWith("values.") && !fieldErrors[e.path.slice(7)]) fieldErrors[e.path.slice(7)] = e.message;
      const count = Object.keys(fieldErrors).length;
      fail(count ? `Nothing was saved: ${count === 1 ? "one field needs" : `${count} fields need`} changing. Each says why next to it.` : error.message, fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!saved.id || !saved.version) return;
    setBusy(true);
    try {
      await deleteRecord(collection, { id: saved.id, version: saved.version }, { keepPage: true });
      notify.success(`The ${spec.singular} is deleted.`);
      setSaved({ ...saved, values });
      router.push(contentHref(collection));
    } catch (error) {
      setAsking(false);
      fail(error instanceof ApiError ? error.message : "The delete did not reach the server. Try again.");
    } finally {
      setBusy(false);
    }
  }

  const takeTheirs = () => {
    if (!conflict) return;
    setValues(conflict.theirs.values);
    setSaved(conflict.theirs);
    setConflict(null);
    setProblem(null);
    setErrors({});
  };

  const errorList = Object.entries(errors);
  const publicHref = saved.id || spec.kind === "setting" ? spec.publicHref?.(saved.values, saved.id ?? "") : null;

  return (
    <form
      className={`${form.form} ${styles.editor}`}
      noValidate
      aria-labelledby="page-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save(saved.version);
      }}
    >
      <div ref={summary} tabIndex={-1} className={styles.summary}>
        {problem ? (
          <div role="alert" className={form.alert}>
            <p>{problem}</p>
            {errorList.length ? (
              <ul>
                {errorList.map(([path, message]) => (
                  <li key={path}>
                    <a href={`#${idOf(path)}`}>{message}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {conflict ? (
          <section className={styles.panel} aria-labelledby="conflict-title">
            <h2 id="conflict-title">What the other save changed</h2>
            {conflict.changes.length ? (
              <ul>
                {conflict.changes.map((c) => (
                  <li key={c.label}>
                    <strong>{c.label}</strong>: {c.before} → {c.after}
                  </li>
                ))}
              </ul>
            ) : (
              <p>The same values as you loaded.</p>
            )}
            <div className={styles.inline}>
              <button type="button" className={form.primary} disabled={busy} onClick={() => void save(conflict.theirs.version)}>
                Save mine over theirs
              </button>
              <button type="button" className={form.secondary} disabled={busy} onClick={takeTheirs}>
                Discard mine and load theirs
              </button>
            </div>
          </section>
        ) : null}
      </div>
      <Fields fields={spec.fields} values={values} prefix="" errors={errors} options={options} onChange={setValues} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy} aria-describedby="save-state">
          {busy ? "Saving…" : saved.id || spec.kind === "setting" ? "Save changes" : `Create ${spec.singular}`}
        </button>
        <span id="save-state" className={form.muted} aria-live="polite">
          {dirty ? "Unsaved changes" : "All changes saved"}
        </span>
        {publicHref ? (
          <a href={publicHref} target="_blank" rel="noopener">
            View on the site (new tab)
          </a>
        ) : null}
        {spec.kind === "table" && saved.id && !asking ? (
          <button type="button" className={form.danger} disabled={busy} onClick={() => setAsking(true)}>
            Delete this {spec.singular}
          </button>
        ) : null}
        {asking ? (
          <ConfirmGroup
            label={`Delete this ${spec.singular}?`}
            question="Delete it for good? Unpublishing keeps it."
            confirm="Yes, delete"
            busy={busy}
            onConfirm={() => void remove()}
            onKeep={() => setAsking(false)}
          />
        ) : null}
      </div>
    </form>
  );
}

interface FieldsProps {
  fields: readonly Field[];
  values: FieldValues;
  prefix: string;
  errors: Errors;
  options: Options;
  onChange: (update: (values: FieldValues) => FieldValues) => void;
}

function Fields({ fields, values, prefix, errors, options, onChange }: FieldsProps) {
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

interface FieldInputProps {
  field: Field;
  path: string;
  value: unknown;
  errors: Errors;
  options: Options;
  onChange: (value: unknown) => void;
}

/**
 * Text an input keeps as typed (a fee "12." on its way to "12.50", a list's lines being written):
 * kept while it still reads as the value, shown afresh when the value changed from outside
 * (their version loaded, an item above removed).
 */
function useTyped(value: unknown, show: (v: unknown) => string, read: (text: string) => unknown): [string, (text: string) => void] {
  const [text, setText] = useState(() => show(value));
  const shown = same(read(text), value) ? text : show(value);
  if (shown !== text) setText(shown);
  return [shown, setText];
}

function FieldInput({ field, path, value, errors, options, onChange }: FieldInputProps) {
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

  switch (field.kind) {
    case "text":
    case "date":
    case "datetime":
    case "time": {
      const type = field.kind === "text" ? (field.format === "email" ? "email" : field.format === "url" ? "url" : "text") : field.kind === "datetime" ? "datetime-local" : field.kind;
      return wrap(<input id={id} name={path} type={type} value={(value as string | null) ?? ""} onChange={(e) => onChange(e.target.value)} {...aria} />);
    }
    case "textarea":
      return wrap(<textarea id={id} name={path} rows={field.rows ?? 4} value={(value as string | null) ?? ""} onChange={(e) => onChange(e.target.value)} {...aria} />, true);
    case "richtext":
      return (
        <div className={`${form.field} ${form.wide}`}>
          {hint}
          <RichTextField id={id} label={label} value={(value as string) ?? ""} onChange={onChange} invalid={!!error} describedBy={describedBy} />
          {message}
        </div>
      );
    case "number":
    case "money":
      return <NumberInput field={field} id={id} path={path} value={value} onChange={onChange} wrap={wrap} aria={aria} />;
    case "boolean":
      return (
        <div className={`${form.field} ${styles.check}`}>
          <input id={id} name={path} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} {...aria} />
          <label htmlFor={id}>{label}</label>
          {hint}
          {message}
        </div>
      );
    case "select":
    case "reference": {
      if (field.kind === "reference" && field.multiple) return <Choices field={field} id={id} value={(value as string[]) ?? []} choices={options[field.name] ?? []} onChange={onChange} hint={hint} message={message} describedBy={describedBy} />;
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
    }
    case "image":
      return (
        <div className={`${form.field} ${form.wide}`}>
          {hint}
          <ImageUpload id={id} label={label} value={(value as string | null) ?? null} onChange={onChange} purpose={field.purpose} error={error} describedBy={describedBy} />
        </div>
      );
    case "list":
      if (field.options)
        return (
          <Choices
            field={field}
            id={id}
            value={(value as string[]) ?? []}
            choices={field.options.map((o) => ({ value: o, label: o }))}
            onChange={onChange}
            hint={hint}
            message={message}
            describedBy={describedBy}
          />
        );
      return <LinesInput id={id} path={path} value={value} onChange={onChange} wrap={wrap} aria={aria} />;
    case "group":
      return (
        <fieldset className={styles.group}>
          <legend>{field.label}</legend>
          {hint}
          <Fields fields={field.fields} values={(value as FieldValues) ?? {}} prefix={`${path}.`} errors={errors} options={options} onChange={(update) => onChange((old: unknown) => update((old as FieldValues) ?? {}))} />
        </fieldset>
      );
    case "array":
      return <ArrayInput field={field} path={path} value={(value as FieldValues[]) ?? []} errors={errors} options={options} onChange={onChange} hint={hint} message={message} />;
  }
}

type Wrap = (control: ReactNode, wide?: boolean) => ReactNode;
type Aria = Record<string, string | boolean | undefined>;

function NumberInput({ field, id, path, value, onChange, wrap, aria }: { field: Extract<Field, { kind: "number" | "money" }>; id: string; path: string; value: unknown; onChange: (v: unknown) => void; wrap: Wrap; aria: Aria }) {
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
}

const readLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function LinesInput({ id, path, value, onChange, wrap, aria }: { id: string; path: string; value: unknown; onChange: (v: unknown) => void; wrap: Wrap; aria: Aria }) {
  const [text, setText] = useTyped(value, (v) => (Array.isArray(v) ? v.join("\n") : ""), readLines);
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
}

function Choices({
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
            <input
              type="checkbox"
              checked={value.includes(c.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, c.value] : value.filter((v) => v !== c.value))}
            />
            {c.label}
          </label>
        ))}
      </div>
      {message}
    </fieldset>
  );
}

function ArrayInput({
  field,
  path,
  value,
  errors,
  options,
  onChange,
  hint,
  message,
}: {
  field: Extract<Field, { kind: "array" }>;
  path: string;
  value: FieldValues[];
  errors: Errors;
  options: Options;
  onChange: (v: unknown) => void;
  hint: ReactNode;
  message: ReactNode;
}) {
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
              <Fields
                fields={field.fields}
                values={v}
                prefix={`${path}.${i}.`}
                errors={errors}
                options={options}
               
                onChange={(fn) => update((items) => items.map((old, j) => (j === i ? fn(old) : old)))}
              />
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
}
