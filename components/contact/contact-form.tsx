"use client";

import { useRef, useState, type FormEvent } from "react";
import { apiPost, ApiError } from "@/lib/api/client";
import { proofOfWork } from "@/lib/api/proof-of-work";
import { contactSubmitSchema, type ContactSubmitResponse } from "@/lib/contracts/content";
import { notify } from "@/lib/toast";
import { Field, describedBy } from "@/components/ui/form-field";
import form from "@/components/ui/form.module.scss";

type Values = { name: string; phone: string; email: string; subject: string; message: string; website: string };
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY = (subject: string): Values => ({ name: "", phone: "", email: "", subject, message: "", website: "" });
const MESSAGE_MAX = 2000;

/**
 * The contact form: checked in the browser with the server's own schema, then sent with a
 * proof of work and a honeypot (no third-party check, no tracking). Success: a toast, a
 * status line and an emptied form; errors: next to each field, everything typed kept.
 */
export function ContactForm({ subjects }: { subjects: string[] }) {
  const [values, setValues] = useState<Values>(EMPTY(subjects[0] ?? ""));
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLParagraphElement>(null);
  const done = useRef<HTMLParagraphElement>(null);

  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const showErrors = (next: Errors, message: string) => {
    setErrors(next);
    setAlert(message);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setAlert(null);
    const parsed = contactSubmitSchema.omit({ pow: true }).safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      showErrors(next, `Please correct ${Object.keys(next).length === 1 ? "the field" : `${Object.keys(next).length} fields`} below.`);
      return;
    }
    setBusy(true);
    try {
      const pow = await proofOfWork();
      const { data } = await apiPost<{ data: ContactSubmitResponse }>("web/contact-v2/submit", { ...values, pow });
      setValues(EMPTY(subjects[0] ?? ""));
      setErrors({});
      setSent(`Thank you: your message has reached us (reference ${data.reference}). The right desk will answer within two working days.`);
      notify.success("Your message has been sent.");
      requestAnimationFrame(() => done.current?.focus());
    } catch (e) {
      if (e instanceof ApiError && e.errors?.length) {
        const next: Errors = {};
        for (const err of e.errors) next[err.path.split(".")[0] as keyof Values] ??= err.message;
        showErrors(next, e.message);
      } else {
        showErrors({}, e instanceof ApiError ? e.message : "Your message could not be sent. Please try again, or call us.");
      }
    } finally {
      setBusy(false);
    }
  };

  const control = (key: keyof Values, hint = false) => ({ id: `contact-${key}`, name: key, value: values[key], onChange: set(key), ...describedBy(`contact-${key}`, hint, errors[key]) });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Write to us</h2>
      <p className={form.muted}>All fields are required. We use them only to answer you (see the privacy notice).</p>
      {alert ? (
        <p className={form.alert} role="alert" tabIndex={-1} ref={summary}>
          {alert}
        </p>
      ) : null}
      {sent ? (
        <p className={form.notice} role="status" tabIndex={-1} ref={done}>
          {sent}
        </p>
      ) : null}
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
        {/* The honeypot: hidden from people and from assistive technology; a bot fills it. */}
        <div className={form.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">Leave this empty</label>
          <input id="contact-website" name="website" value={values.website} onChange={set("website")} tabIndex={-1} autoComplete="off" />
        </div>
      </div>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy} aria-disabled={busy}>
          {busy ? "Sending…" : "Send the message"}
        </button>
      </div>
    </form>
  );
}
