"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { signIn, signOut } from "@/lib/api/console-calls";
import { signInSchema } from "@/lib/contracts/staff";
import type { SignInStep } from "@/lib/contracts/staff-factors";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";
import { EnrolFactor } from "./enrol-factor";
import { SecondFactorStep } from "./second-factor-step";

/**
 * The console's sign-in in two steps on one page: e-mail and password, then the second factor
 * (given, or set up when the account has none yet). `step` is the second step already due when
 * the page is loaded by a session that has given its password (a reload). When it is done, a
 * full load of `next` (a console address, checked on the server). "Start again" ends the
 * half-signed-in session and brings the password form back.
 */
export function LoginForm({ next, step: due = null }: { next: string; step?: SignInStep | null }) {
  const state = useVisitorForm("login", { email: "", password: "" });
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<{ step: SignInStep; focus: boolean } | null>(due ? { step: due, focus: false } : null);
  const email = useRef<HTMLInputElement>(null);
  // After "Start again", the e-mail field takes focus once the form is back on the page.
  const [restarted, setRestarted] = useState(0);
  useEffect(() => {
    if (restarted) email.current?.focus();
  }, [restarted]);

  const finish = () => window.location.assign(next || CONSOLE_ROUTES.home);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const parsed = signInSchema.safeParse(state.values);
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    setBusy(true);
    try {
      const answer = await signIn(state.values);
      // The password is not kept in memory past its step.
      state.setValue("password", "");
      setStep({ step: answer, focus: true });
    } catch (e) {
      state.fail(e, "Signing in did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  const startAgain = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // The session may have ended already (its 10 minutes): the password form comes back either way.
    }
    setBusy(false);
    setStep(null);
    setRestarted((n) => n + 1);
  };

  if (step) {
    return (
      <>
        {step.step.next === "enrol" ? (
          <EnrolFactor name={step.step.name} focus={step.focus} onFinished={finish} />
        ) : (
          <SecondFactorStep step={step.step} focus={step.focus} onFinished={finish} />
        )}
        <p>
          <button type="button" className={form.secondary} disabled={busy} onClick={() => void startAgain()}>
            Start again (sign out)
          </button>
        </p>
      </>
    );
  }

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-labelledby="page-title">
      {state.messages}
      <Field id="login-email" label="E-mail" error={state.errors.email}>
        <input {...state.control("email")} ref={email} type="email" autoComplete="username" maxLength={120} required />
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
