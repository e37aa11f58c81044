"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { SignInStep } from "@/lib/contracts/staff-factors";
import form from "@/components/ui/form.module.scss";
import { FactorPrompt, type FactorGiven } from "./factor-prompt";

/** The few codes left at which the person is told to make new ones. */
const FEW_CODES = 3;

/**
 * The sign-in's second step for an account with a second factor: one of `step.methods`. After a
 * recovery code the person is told how many are left (focused, with "Continue to the console")
 * before going on; otherwise the sign-in is finished at once (`onFinished`). `focus`: the
 * heading takes focus when the step replaces the password form.
 */
export function SecondFactorStep({ step, focus = false, onFinished }: { step: SignInStep; focus?: boolean; onFinished: () => void }) {
  const id = useId();
  const [codesLeft, setCodesLeft] = useState<number | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const left = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) title.current?.focus();
  }, [focus]);
  useEffect(() => {
    if (codesLeft !== null) left.current?.focus();
  }, [codesLeft]);

  const given = ({ recoveryCodesLeft }: FactorGiven) => {
    if (recoveryCodesLeft === null) onFinished();
    else setCodesLeft(recoveryCodesLeft);
  };

  return (
    <section className={form.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1}>
        Your second factor
      </h2>
      {codesLeft === null ? (
        <>
          <p>Your password is right, {step.name}. Now confirm it is you.</p>
          <FactorPrompt idPrefix={`${id}-factor`} methods={step.methods} submitLabel="Sign in" keepPage onGiven={given} />
        </>
      ) : (
        <>
          <p ref={left} tabIndex={-1} role="status">
            {codesLeft === 1 ? "You have 1 recovery code left." : `You have ${codesLeft} recovery codes left.`}
          </p>
          {codesLeft <= FEW_CODES ? <p>Make new ones soon, on your Security page in the console: the old ones then stop working.</p> : null}
          <div className={form.actions}>
            <button type="button" className={form.primary} onClick={onFinished}>
              Continue to the console
            </button>
          </div>
        </>
      )}
    </section>
  );
}
