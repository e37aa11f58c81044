"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ApiError } from "@/lib/api/client";
import { deleteRecord, getRecord, saveRecord } from "@/lib/api/console-calls";
import { collectionSpec, type CollectionName, type Field, type FieldValues } from "@/lib/contracts/collections";
import type { CollectionRecord } from "@/lib/contracts/collections/api";
import { consoleLoginHref, contentHref } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { Fields, idOf, type Errors, type Options } from "./fields";
import { ConfirmGroup } from "./confirm-group";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";
import { formatRupees } from "@/lib/format/money";


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
    <form method="post"
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
