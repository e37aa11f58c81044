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
 * The contact form: checked in the browser with the server's own schema, then sent with a
 * proof of work and a honeypot (no third-party check, no tracking). Success: a toast, a
 * status line and an emptied form; errors: next to each field, everything typed kept.
 */
export function ContactForm({ subjects }: { subjects: string[] }) {
  const state = useVisitorForm<Values>("contact", EMPTY(subjects[0] ?? ""));
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
      state.succeed(`Thank you: your message has reached us (reference ${reference}). The right desk will answer within two working days.`, "Your message has been sent.");
    } catch (e) {
      state.fail(e, "Your message could not be sent. Please try again, or call us.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Write to us</h2>
      <p className={form.muted}>All fields are required. We use them only to answer you (see the privacy notice).</p>
      {state.messages}
      <div className={form.grid}>
        <Field id="contact-name" label="Your name" error={errors.name}>
          <input {...control("name")} autoComplete="name" maxLength={80} />
        </Field>
        <Field id="contact-phone" label="Mobile number" hint="10 digits, such as 98765 43210" error={errors.phone}>
          <input {...control("phone", true)} type="tel" inputMode="tel" autoComplete="tel" maxLength={24} />
        </Field>
        <Field id="contact-email" label="E-mail" error={errors.email}>
          <input {...control("email")} type="email" autoComplete="email" maxLength={120} />
        </Field>
        <Field id="contact-subject" label="Subject" error={errors.subject}>
          <select {...control("subject")}>
            {subjects.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field id="contact-message" label="Message" hint={`At least 10 characters; ${MESSAGE_MAX - values.message.length} left.`} error={errors.message} wide>
          <textarea {...control("message", true)} rows={6} maxLength={MESSAGE_MAX} />
        </Field>
        <Honeypot id="contact-website" value={values.website} onChange={state.set("website")} />
      </div>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy} aria-disabled={busy}>
          {busy ? "Sending…" : "Send the message"}
        </button>
      </div>
    </form>
  );
}
