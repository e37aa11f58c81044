"use client";

import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useState, type FormEvent } from "react";
import { passkeyOptions, registerPasskey } from "@/lib/api/console-calls";
import { passkeyRegisterSchema, type FactorEnrolled } from "@/lib/contracts/staff-factors";
import { Field } from "@/components/ui/form-field";
import { useVisitorForm } from "@/components/ui/use-visitor-form";
import form from "@/components/ui/form.module.scss";
import { useWebAuthn } from "./factor-prompt";

type PasskeyResponse = Parameters<typeof registerPasskey>[0]["response"];

/**
 * Adding a passkey: its name, then the browser's own dialog (this device, a phone or a security
 * key), then the server checks what it made. A passkey the browser did not make (cancelled,
 * timed out) is said in the alert; a browser without WebAuthn is told so and offered nothing.
 */
export function PasskeyEnrol({ idPrefix, keepPage = false, onEnrolled }: { idPrefix: string; keepPage?: boolean; onEnrolled: (enrolled: FactorEnrolled) => void }) {
  const state = useVisitorForm(idPrefix, { name: "" });
  const [busy, setBusy] = useState(false);
  const webAuthn = useWebAuthn();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    state.begin();
    const name = state.values.name.trim();
    const parsed = passkeyRegisterSchema.shape.name.safeParse(name);
    if (!parsed.success && state.refuse(parsed.error.issues.map((issue) => ({ ...issue, path: ["name"] })))) return;
    setBusy(true);
    try {
      const options = await passkeyOptions(undefined, { keepPage });
      const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
      onEnrolled(await registerPasskey({ name, response: response as unknown as PasskeyResponse }, { keepPage }));
    } catch (e) {
      // The server's refusal says itself; the browser's errors (cancelled, timed out) name nothing a person can act on.
      state.fail(e, "No passkey was made: it was cancelled or timed out. Please try again.");
      setBusy(false);
    }
  };

  if (webAuthn === false) return <p role="alert">This browser cannot make passkeys. Use an authenticator app, or another browser.</p>;

  return (
    <form method="post" className={form.form} onSubmit={create} noValidate aria-label="Add a passkey">
      {state.messages}
      <p>A passkey is kept by this computer, your phone or a security key, and unlocked with your fingerprint, face or PIN.</p>
      <Field id={`${idPrefix}-name`} label="Name of this passkey" hint="So you can tell your passkeys apart, such as “Work laptop” or “Phone”." error={state.errors.name}>
        <input {...state.control("name", true)} autoComplete="off" maxLength={60} />
      </Field>
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={busy || webAuthn === null}>
          {busy ? "Waiting for the passkey…" : "Make the passkey"}
        </button>
      </div>
    </form>
  );
}
