"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { FactorEnrolled } from "@/lib/contracts/staff-factors";
import form from "@/components/ui/form.module.scss";
import { PasskeyEnrol } from "./passkey-enrol";
import { RecoveryCodes } from "./recovery-codes";
import { TotpEnrol } from "./totp-enrol";
import styles from "./console.module.scss";

type Kind = "passkey" | "totp";

/**
 * The sign-in's second step for an account with no second factor yet: it sets one up now, a
 * passkey or an authenticator app, then keeps its recovery codes (shown this once), and the
 * sign-in is finished (`onFinished`). `focus`: the heading takes focus when the step replaces
 * the password form (not when the page is loaded with it).
 */
export function EnrolFactor({ name, focus = false, onFinished }: { name: string; focus?: boolean; onFinished: () => void }) {
  const id = useId();
  const [kind, setKind] = useState<Kind | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) title.current?.focus();
  }, [focus]);

  const enrolled = ({ recoveryCodes }: FactorEnrolled) => {
    if (recoveryCodes?.length) setCodes(recoveryCodes);
    else onFinished();
  };

  if (codes) return <RecoveryCodes codes={codes} continueLabel="Continue to the console" onContinue={onFinished} />;

  return (
    <section className={form.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1}>
        Set up your second factor
      </h2>
      <p>
        Your password is right, {name}. The console now asks for a second factor at every sign-in, so a password alone gets no one in. Choose one to set up
        now; you can add the other later on your Security page.
      </p>
      <fieldset className={styles.inline}>
        <legend>How will you sign in?</legend>
        <label className={styles.check}>
          <input type="radio" name={`${id}-kind`} value="passkey" checked={kind === "passkey"} onChange={() => setKind("passkey")} />
          With a passkey (fingerprint, face or PIN)
        </label>
        <label className={styles.check}>
          <input type="radio" name={`${id}-kind`} value="totp" checked={kind === "totp"} onChange={() => setKind("totp")} />
          With an authenticator app on your phone
        </label>
      </fieldset>
      {kind === "passkey" ? <PasskeyEnrol idPrefix={`${id}-passkey`} keepPage onEnrolled={enrolled} /> : null}
      {kind === "totp" ? <TotpEnrol idPrefix={`${id}-totp`} keepPage onEnrolled={enrolled} /> : null}
    </section>
  );
}
