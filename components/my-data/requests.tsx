"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api/client";
import { eraseMyData, requestCorrection } from "@/lib/api/calls";
import { correctionSchema, CORRECTION_MAX, PRIVACY_ANSWER_DAYS, type ErasureResult } from "@/lib/contracts/my-data";
import { formatDate } from "@/lib/format/date";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";
import styles from "./my-data.module.scss";

/** A correction the hospital's staff carry out within 90 days (free text, its error next to it). */
export function CorrectionForm({ onDone }: { onDone: () => void }) {
  const state = useVisitorForm<{ details: string }>("correction", { details: "" });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = correctionSchema.safeParse(state.values);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      const { reference, dueAt, added } = await requestCorrection(state.values);
      if (added) state.succeed(`Added to your open request ${reference}. The hospital answers it by ${formatDate(dueAt)}.`, "Added to your correction request.");
      else state.succeed(`Your request ${reference} is received. The hospital answers it by ${formatDate(dueAt)}.`, "Correction requested.");
      onDone();
    } catch (e) {
      state.fail(e, "Your request could not be sent. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="correction-heading" className={styles.section}>
      <h3 id="correction-heading">Ask for a correction</h3>
      <form method="post" onSubmit={submit} noValidate>
        {state.messages}
        <Field id="correction-details" label="What is wrong, and what it should say" hint={`At most ${CORRECTION_MAX} characters. We answer within ${PRIVACY_ANSWER_DAYS} days.`} error={state.errors.details}>
          <textarea {...state.control("details", true)} rows={4} maxLength={CORRECTION_MAX} />
        </Field>
        <div className={form.actions}>
          <button type="submit" className={form.secondary} disabled={busy}>
            {busy ? "Sending…" : "Send the correction request"}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The erasure, asked on purpose (a box to tick); an appointment still to come is refused with the reason. */
export function EraseForm({ onErased }: { onErased: (result: ErasureResult) => void }) {
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirm) {
      setError("Tick the box to confirm that you want your data erased.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onErased(await eraseMyData({ confirm: true }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Your data could not be erased. Please try again.");
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="erase-heading" className={styles.section}>
      <h3 id="erase-heading">Erase my data</h3>
      <p>
        Everything above that no law requires the hospital to keep is erased at once. Paid appointments and their payments are kept for the hospital&apos;s medical and accounts
        records, without your name or number, and deleted on the date we show you. Appointments still to come must be cancelled first.
      </p>
      <form method="post" onSubmit={submit} noValidate>
        <div className={form.field}>
          <label>
            <input type="checkbox" name="confirm" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} aria-describedby={error ? "erase-error" : undefined} aria-invalid={error ? true : undefined} />{" "}
            I understand that my data will be erased and cannot be brought back.
          </label>
          {error ? (
            <p className={form.error} id="erase-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className={form.actions}>
          <button type="submit" className={form.danger} disabled={busy}>
            {busy ? "Erasing…" : "Erase my data"}
          </button>
        </div>
      </form>
    </section>
  );
}

/** What an erasure did: its reference, what went, and what is kept until when and why. */
export function ErasureDone({ result }: { result: ErasureResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.panel}>
      <h2 ref={heading} tabIndex={-1}>
        Your data is erased
      </h2>
      <p>
        Quote <strong>{result.reference}</strong> if you contact us about it. This device is no longer verified.
      </p>
      <h3>Erased</h3>
      {result.erased.length ? (
        <ul className={styles.list}>
          {result.erased.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : (
        <p>There was nothing to erase.</p>
      )}
      <h3>Kept, without your name or number</h3>
      {result.kept.length ? (
        <dl className={styles.kept}>
          {result.kept.map((k) => (
            <div key={k.what}>
              <dt>{k.what}</dt>
              <dd>
                Until {formatDate(k.until)}. {k.why}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Nothing.</p>
      )}
    </div>
  );
}
