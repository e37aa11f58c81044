"use client";

import { useState, type FormEvent } from "react";
import { submitContactMessage } from "@/lib/api/calls";
import { proofOfWork } from "@/lib/api/proof-of-work";
import { contactSubmitSchema } from "@/lib/contracts/content";
import { Field } from "@/components/ui/form-field";
import { Honeypot, useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";

type Values = { name: string; phone: string; email: string; subject: string; message: string; website: string };

const EMPTY = (subject: string): Values => ({ name: "", phone: "", email: "", subject, message: "", website: "" });

const MESSAGE_MAX = 2000;

/**
 * The form's words in the page's language, worked out on the server (no catalogue reaches the
 * browser): "{left}", "{reference}" and "{count}" are filled in here.
 */
export interface ContactFormWords {
  title: string;
  intro: string;
  name: string;
  phone: string;
  phoneHint: string;
  email: string;
  subject: string;
  message: string;
  messageHint: string;
  sent: string;
  sentToast: string;
  failed: string;
  sending: string;
  send: string;
  correctOne: string;
  correctMany: string;
  honeypot: string;
}

/** A subject the form offers: what the server accepts (the English one), and how the page names it. */
export interface ContactSubject {
  value: string;
  label: string;
}

/**
 * The contact form: checked in the browser with the server's own schema, then sent with a
 * proof of work and a honeypot (no third-party check, no tracking). Success: a toast, a
 * status line and an emptied form; errors: next to each field, everything typed kept.
 */
export function ContactForm({ subjects, words }: { subjects: ContactSubject[]; words: ContactFormWords }) {
  const correct = (count: number) => (count === 1 ? words.correctOne : words.correctMany.replace("{count}", String(count)));
  const state = useVisitorForm<Values>("contact", EMPTY(subjects[0]?.value ?? ""), { correct });
  const { values, errors, control } = state;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = contactSubmitSchema.omit({ pow: true }).safeParse(values);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      const pow = await proofOfWork();
      const { reference } = await submitContactMessage({ ...values, pow });
      state.succeed(words.sent.replace("{reference}", reference), words.sentToast);
    } catch (e) {
      state.fail(e, words.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{words.title}</h2>
      <p className={form.muted}>{words.intro}</p>
      {state.messages}
      <div className={form.grid}>
        <Field id="contact-name" label={words.name} error={errors.name}>
          <input {...control("name")} autoComplete="name" maxLength={80} />
        </Field>
        <Field id="contact-phone" label={words.phone} hint={words.phoneHint} error={errors.phone}>
          <input {...control("phone", true)} type="tel" inputMode="tel" autoComplete="tel" maxLength={24} />
        </Field>
        <Field id="contact-email" label={words.email} error={errors.email}>
          <input {...control("email")} type="email" autoComplete="email" maxLength={120} />
        </Field>
        <Field id="contact-subject" label={words.subject} error={errors.subject}>
          <select {...control("subject")}>
            {subjects.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-message" label={words.message} hint={words.messageHint.replace("{left}", String(MESSAGE_MAX - values.message.length))} error={errors.message} wide>
          <textarea {...control("message", true)} rows={6} maxLength={MESSAGE_MAX} />
        </Field>
        <Honeypot id="contact-website" value={values.website} onChange={state.set("website")} label={words.honeypot} />
      </div>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy} aria-disabled={busy}>
          {busy ? words.sending : words.send}
        </button>
      </div>
    </form>
  );
}
