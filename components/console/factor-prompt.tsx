"use client";

import { browserSupportsWebAuthn, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { factorOptions, verifyFactor } from "@/lib/api/console-calls";
import { ApiError } from "@/lib/api/client";
import { factorVerifySchema, type FactorMethod, type FactorVerifyInput } from "@/lib/contracts/staff-factors";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** What giving the second factor answers: the person, and after a recovery code how many are left. */
export type FactorGiven = Awaited<ReturnType<typeof verifyFactor>>;

/** Why a passkey was not used: the browser's own errors name no cause a person can act on. */
const PASSKEY_NOT_USED = "The passkey was not used: it was cancelled, timed out or is not on this device. Try again, or enter a code.";

/**
 * A code typed as only digits (spaces allowed) is an authenticator app's; anything with a letter
 * or a dash is a recovery code. A blank field is checked as the kind its label asks for.
 */
const methodOfCode = (code: string, asked: "totp" | "recovery"): "totp" | "recovery" => (code.trim() === "" ? asked : /^[\d\s]+$/.test(code) ? "totp" : "recovery");

const unchanging = () => () => {};
/** Whether this browser has WebAuthn: null on the server and in the first render over its HTML. */
export const useWebAuthn = (): boolean | null => useSyncExternalStore(unchanging, browserSupportsWebAuthn, () => null);

/**
 * Giving the second factor by one of `methods`: a passkey (a button; the browser asks for it),
 * or a code typed into one field, labelled for the authenticator app or for a recovery code (a
 * button switches, so a phone shows the right keyboard; either code is read by its shape). A
 * wrong code is said next to the field, anything else (too many tries, a passkey not used) in
 * the alert above it. Used by the sign-in's second step and by the step-up dialog.
 */
export function FactorPrompt({
  idPrefix,
  methods,
  submitLabel,
  keepPage = false,
  onGiven,
}: {
  idPrefix: string;
  methods: readonly FactorMethod[];
  submitLabel: string;
  /** On a 401 (the session ended) say so here instead of going to the sign-in page. */
  keepPage?: boolean;
  onGiven: (given: FactorGiven) => void;
}) {
  const state = useVisitorForm(idPrefix, { code: "" });
  const [busy, setBusy] = useState(false);
  const webAuthn = useWebAuthn();
  const offersCode = methods.includes("totp") || methods.includes("recovery");
  const [asked, setAsked] = useState<"totp" | "recovery">(methods.includes("totp") ? "totp" : "recovery");
  const input = useRef<HTMLInputElement>(null);
  const switchable = methods.includes("totp") && methods.includes("recovery");

  /** Sends the factor; a wrong code is said next to its field, anything else in the alert. */
  const give = async (by: "passkey" | "code", body: () => Promise<FactorVerifyInput>) => {
    state.begin();
    setBusy(true);
    try {
      onGiven(await verifyFactor(await body(), { keepPage }));
    } catch (e) {
      if (by === "code" && e instanceof ApiError && e.code === "factor_failed") state.refuse([{ path: ["code"], message: e.message }]);
      // A passkey has no field: its refusal (which names the code field) goes whole in the alert.
      else if (by === "passkey" && e instanceof ApiError) state.fail(new ApiError(e.message, e.status, undefined, e.code), PASSKEY_NOT_USED);
      else state.fail(e, by === "passkey" ? PASSKEY_NOT_USED : "The code could not be checked. Please try again.");
      setBusy(false);
    }
  };

  const passkeyBody = async (): Promise<FactorVerifyInput> => {
    const options = await factorOptions(undefined, { keepPage });
    const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
    return { method: "passkey", response: response as unknown as Extract<FactorVerifyInput, { method: "passkey" }>["response"] };
  };
  const codeBody = async (): Promise<FactorVerifyInput> => ({ method: methodOfCode(state.values.code, asked), code: state.values.code });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const code = state.values.code;
    const parsed = factorVerifySchema.safeParse({ method: methodOfCode(code, asked), code });
    if (!parsed.success && state.refuse(parsed.error.issues)) return;
    void give("code", codeBody);
  };

  const switchKind = () => {
    setAsked((a) => (a === "totp" ? "recovery" : "totp"));
    state.setValue("code", "");
    input.current?.focus();
  };

  return (
    <div className={form.form}>
      {state.messages}
      {methods.includes("passkey") ? (
        webAuthn === false ? (
          <p className={form.muted}>This browser cannot use passkeys{offersCode ? ": enter a code instead." : "."}</p>
        ) : (
          <div className={form.actions}>
            <button type="button" className={form.primary} disabled={busy || webAuthn === null} onClick={() => void give("passkey", passkeyBody)}>
              Use your passkey
            </button>
          </div>
        )
      ) : null}
      {offersCode ? (
        <form method="post" className={form.form} onSubmit={submit} noValidate aria-label={asked === "totp" ? "Enter a code from your authenticator app" : "Enter a recovery code"}>
          {asked === "totp" ? (
            <Field id={`${idPrefix}-code`} label="Code from your authenticator app" hint="6 digits; the app shows a new one every 30 seconds." error={state.errors.code}>
              <input {...state.control("code", true)} ref={input} autoComplete="one-time-code" inputMode="numeric" maxLength={12} spellCheck={false} />
            </Field>
          ) : (
            <Field id={`${idPrefix}-code`} label="Recovery code" hint="One of the codes you kept when you set up your second factor, such as 7kq2-m9xt-4hpa. Each works once." error={state.errors.code}>
              <input {...state.control("code", true)} ref={input} autoComplete="off" autoCapitalize="none" maxLength={40} spellCheck={false} />
            </Field>
          )}
          <div className={styles.inline}>
            <button type="submit" className={methods.includes("passkey") && webAuthn ? form.secondary : form.primary} disabled={busy}>
              {busy ? "Checking…" : submitLabel}
            </button>
            {switchable ? (
              <button type="button" className={form.secondary} onClick={switchKind} disabled={busy}>
                {asked === "totp" ? "Use a recovery code instead" : "Use your authenticator app instead"}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  );
}
