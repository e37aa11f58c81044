"use client";

import { useEffect, useId, useRef, useState } from "react";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** The codes as a text file: where they are for, and one code a line. */
function download(codes: readonly string[]) {
  const text = [`Recovery codes for the staff console of ${window.location.host}.`, "Each code works once, in place of your passkey or authenticator app.", "", ...codes, ""].join("\n");
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * New recovery codes, shown this once (the server keeps only their hashes): the list, a text
 * file to download, and "Continue" only once the person says they have kept them. Its heading
 * takes focus when it appears (what was there before is gone).
 */
export function RecoveryCodes({
  codes,
  heading: Heading = "h2",
  continueLabel,
  onContinue,
}: {
  codes: readonly string[];
  heading?: "h2" | "h3";
  continueLabel: string;
  onContinue: () => void;
}) {
  const id = useId();
  const [kept, setKept] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  return (
    <section className={form.form} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} ref={title} tabIndex={-1}>
        Your recovery codes
      </Heading>
      <p>
        If you lose your passkey or your phone, each of these codes signs you in once in their place. This is the only time they are shown: download them or
        write them down, and keep them somewhere safe, away from this computer.
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={form.actions}>
        <button type="button" className={form.secondary} onClick={() => download(codes)}>
          Download as a text file
        </button>
      </div>
      <div className={styles.check}>
        <input id={`${id}-kept`} type="checkbox" checked={kept} onChange={(e) => setKept(e.target.checked)} />
        <label htmlFor={`${id}-kept`}>I have kept my recovery codes somewhere safe</label>
      </div>
      <div className={form.actions}>
        <button type="button" className={form.primary} disabled={!kept} onClick={onContinue}>
          {continueLabel}
        </button>
      </div>
    </section>
  );
}
