"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { closePrivacyRequest } from "@/lib/api/console-calls";
import { privacyCloseSchema } from "@/lib/contracts/my-data";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";

/** Closes an open privacy request (a correction carried out) with a note of what was done; the audit log records that it was closed. */
export function ClosePrivacyRequestForm({ id, reference }: { id: string; reference: string }) {
  const router = useRouter();
  const prefix = `close-${id}`;
  const state = useVisitorForm<{ note: string }>(prefix, { note: "" });
  const [busy, setBusy] = useState(false);

  const close = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const body = { id, note: state.values.note };
    const parsed = privacyCloseSchema.safeParse(body);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      await closePrivacyRequest(body);
      state.succeed(`${reference} is closed.`, "Request closed.");
      router.refresh();
    } catch (e) {
      state.fail(e, "The request could not be closed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" onSubmit={close} noValidate aria-label={`Close ${reference}`}>
      {state.messages}
      <Field id={`${prefix}-note`} label="What was done" hint="For example: date of birth corrected in the patient record and the HIS." error={state.errors.note}>
        <input {...state.control("note", true)} autoComplete="off" maxLength={500} />
      </Field>
      <button type="submit" className={form.secondary} disabled={busy}>
        {busy ? "Closing…" : "Close the request"}
      </button>
    </form>
  );
}
