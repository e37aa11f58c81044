"use client";

import { useRef, useState, type FormEvent } from "react";
import { applyForJob } from "@/lib/api/calls";
import { proofOfWork } from "@/lib/api/proof-of-work";
import { jobApplicationSchema, RESUME_MAX_BYTES, RESUME_TYPES_TEXT } from "@/lib/contracts/content";
import { Field, describedBy } from "@/components/ui/form-field";
import { Honeypot, useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";

type Values = { name: string; email: string; phone: string; experienceYears: string; coverNote: string; website: string };

const EMPTY: Values = { name: "", email: "", phone: "", experienceYears: "", coverNote: "", website: "" };
const ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The application form of an open position: fields checked with the server's schema, the
 * résumé checked for size here and for its real type on the server; while it sends, a progress
 * bar and a disabled button; errors next to their fields with everything typed kept.
 */
export function ApplicationForm({ opening, title }: { opening: string; title: string }) {
  const state = useVisitorForm<Values, "resume">("apply", EMPTY);
  const { values, errors, control } = state;
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const resumeProblem = (f: File | null) =>
    !f ? `Attach your résumé (${RESUME_TYPES_TEXT}, at most 5 MB).`
    : f.size === 0 ? "The résumé file is empty. Please choose the file again."
    : f.size > RESUME_MAX_BYTES ? "The résumé is larger than 5 MB. Please send a smaller file."
    : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = jobApplicationSchema.omit({ pow: true }).safeParse({ ...values, opening });
    if (state.refuse(parsed.success ? [] : parsed.error.issues, { resume: resumeProblem(file) })) return;
    setProgress(0);
    try {
      const { reference } = await applyForJob({ ...values, opening, pow: await proofOfWork(), resume: file! }, { onProgress: setProgress });
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      state.succeed(`Thank you: your application for ${title} has reached us (reference ${reference}). We will contact you if you are shortlisted.`, "Your application has been sent.");
    } catch (e) {
      state.fail(e, "Your application could not be sent. Please try again.");
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-labelledby="apply-title" id="apply">
      <h2 id="apply-title">Apply for this position</h2>
      <p className={form.muted}>All fields are required except the note. We use them only for this recruitment and keep them 12 months (see the privacy notice).</p>
      {state.messages}
      <div className={form.grid}>
        <Field id="apply-name" label="Full name" error={errors.name}>
          <input {...control("name")} autoComplete="name" maxLength={80} />
        </Field>
        <Field id="apply-email" label="E-mail" error={errors.email}>
          <input {...control("email")} type="email" autoComplete="email" maxLength={120} />
        </Field>
        <Field id="apply-phone" label="Mobile number" hint="10 digits, such as 98765 43210" error={errors.phone}>
          <input {...control("phone", true)} type="tel" inputMode="tel" autoComplete="tel" maxLength={24} />
        </Field>
        <Field id="apply-experienceYears" label="Years of experience" error={errors.experienceYears}>
          <input {...control("experienceYears")} inputMode="numeric" maxLength={2} />
        </Field>
        <Field id="apply-resume" label="Résumé" hint={`${RESUME_TYPES_TEXT}, at most 5 MB.`} error={errors.resume} wide>
          <input
            id="apply-resume"
            name="resume"
            type="file"
            accept={ACCEPT}
            ref={fileInput}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              state.clearError("resume");
            }}
            {...describedBy("apply-resume", true, errors.resume)}
          />
        </Field>
        <Field id="apply-coverNote" label="A short note (optional)" hint="Why this role, when you could join." error={errors.coverNote} wide>
          <textarea {...control("coverNote", true)} rows={4} maxLength={2000} />
        </Field>
        <Honeypot id="apply-website" value={values.website} onChange={state.set("website")} />
      </div>
      {busy ? (
        <div className={form.progress}>
          <label htmlFor="apply-progress">Sending your application</label>
          <progress id="apply-progress" max={1} value={progress ?? 0}>
            {Math.round((progress ?? 0) * 100)}%
          </progress>
        </div>
      ) : null}
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy} aria-disabled={busy}>
          {busy ? "Sending…" : "Send the application"}
        </button>
      </div>
    </form>
  );
}
