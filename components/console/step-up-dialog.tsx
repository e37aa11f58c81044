"use client";

import { useEffect, useId, useRef, useState } from "react";
import { setStepUpPrompt } from "@/lib/api/console-client";
import { FACTOR_METHODS, STEP_UP_MINUTES } from "@/lib/contracts/staff-factors";
import { notify } from "@/lib/toast";
import form from "@/components/ui/form.module.scss";
import { FactorPrompt, type FactorGiven } from "./factor-prompt";
import styles from "./console.module.scss";

/** The question being asked: how to answer it, and where focus was when it was asked. */
type Asked = { answer: (given: boolean) => void; returnTo: HTMLElement | null };

/**
 * The console's step-up: registered once per page (ConsoleFrame) as the prompt of
 * lib/api/console-client.ts, so any change refused with `step_up` (a refund, a fee, staff
 * accounts) asks here for the second factor again and is then sent once more by itself. A modal
 * dialog named by its heading, which takes focus; Escape or "Cancel" closes it (the change is
 * then not made and says so), and focus goes back to where it was. It offers every method,
 * the passkey first: the server refuses one the account lacks, as a wrong code.
 */
export function StepUpDialog() {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = useRef<Asked | null>(null);
  // Each question is a new round: the prompt inside starts empty.
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      setStepUpPrompt(
        () =>
          new Promise<boolean>((answer) => {
            asked.current = { answer, returnTo: document.activeElement instanceof HTMLElement ? document.activeElement : null };
            setRound((r) => r + 1);
            setOpen(true);
          }),
      ),
    [],
  );

  useEffect(() => {
    const d = dialog.current;
    if (!open || !d) return;
    if (!d.open) d.showModal();
    heading.current?.focus();
  }, [open, round]);

  /** Answers the question (once) and closes the dialog; focus goes back where it was. */
  const settle = (given: boolean) => {
    const question = asked.current;
    asked.current = null;
    setOpen(false);
    if (dialog.current?.open) dialog.current.close();
    question?.returnTo?.focus();
    question?.answer(given);
  };

  const given = ({ recoveryCodesLeft }: FactorGiven) => {
    // A recovery code is spent: say how many are left, as the sign-in does (the dialog closes at once).
    if (recoveryCodesLeft !== null) notify.blank(`Recovery code used: you have ${recoveryCodesLeft} left.`);
    settle(true);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={() => settle(false)}
      onKeyDown={(e) => {
        // Escape cancels here rather than through the browser's own cancel, the same everywhere.
        if (e.key === "Escape") {
          e.preventDefault();
          e.stopPropagation();
          settle(false);
        }
      }}
    >
      {/* The heading is always there, so the dialog's name never points at nothing; the rest only while asking. */}
      <div className={styles.dialogBody}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          Confirm it is you
        </h2>
        {open ? (
          <>
            <p className={form.muted}>
              This change needs your second factor again: you last gave it more than {STEP_UP_MINUTES} minutes ago. Once you have, the change is made.
            </p>
            <FactorPrompt key={round} idPrefix={`${id}-factor`} methods={FACTOR_METHODS} submitLabel="Confirm" onGiven={given} />
            <div className={form.actions}>
              <button type="button" className={form.secondary} onClick={() => settle(false)}>
                Cancel
              </button>
            </div>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
