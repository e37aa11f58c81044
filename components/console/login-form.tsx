"use client";

import { useState, type FormEvent } from "react";
import { signIn } from "@/lib/api/console-calls";
import { signInSchema } from "@/lib/contracts/staff";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";

/** The console's sign-in: e-mail and password; on success a full load of `next` (a console address, checked on the server). */
export function LoginForm({ next }: { next: string }) {
  const state = useVisitorForm("login", { email: "", password: "" });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = signInSchema.safeParse(state.values);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      await signIn(state.values);
      window.location.assign(next || CONSOLE_ROUTES.home);
    } catch (e) {
      state.fail(e, "Signing in did not work. Please try again.");
      setBusy(false);
    }
  };

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-labelledby="page-title">
      {state.messages}
      <Field id="login-email" label="E-mail" error={state.errors.email}>
        <input {...state.control("email")} type="email" autoComplete="username" maxLength={120} required />
      </Field>
      <Field id="login-password" label="Password" error={state.errors.password}>
        <input {...state.control("password")} type="password" autoComplete="current-password" maxLength={128} required />
      </Field>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </div>
    </form>
  );
}
