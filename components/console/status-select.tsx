"use client";

import { useId, useState } from "react";
import { setApplicationStatus, setMessageStatus } from "@/lib/api/console-calls";
import { useConsoleAction } from "./use-console-action";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** The inboxes whose records have a state, each with the call that changes it. */
const SAVE_STATUS = { messages: setMessageStatus, applications: setApplicationStatus };
type Inbox = keyof typeof SAVE_STATUS;
type StatusOf<K extends Inbox> = Parameters<(typeof SAVE_STATUS)[K]>[0]["status"];

/** A record's state, changed in place: a labelled select and a Save button; the list is read again after. */
export function StatusSelect<K extends Inbox>({ inbox, id, value, options, label }: { inbox: K; id: string; value: StatusOf<K>; options: { value: StatusOf<K>; label: string }[]; label: string }) {
  const selectId = useId();
  const [choice, setChoice] = useState(value);
  const { busy, run } = useConsoleAction();
  // TypeScript cannot tie SAVE_STATUS[inbox] to K's status by itself (a correlated union); the props above do.
  const saveStatus = SAVE_STATUS[inbox] as (input: { id: string; status: StatusOf<K> }) => Promise<unknown>;
  const save = () => run(() => saveStatus({ id, status: choice }), `Saved: ${options.find((o) => o.value === choice)?.label ?? choice}.`);
  return (
    <div className={styles.inline}>
      <label htmlFor={selectId} className={form.muted}>
        {label}
      </label>
      <select id={selectId} value={choice} onChange={(e) => setChoice(options[e.target.selectedIndex].value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <button type="button" className={form.secondary} onClick={save} disabled={busy || choice === value}>
        {busy ? "Saving…" : "Save"}
      </button>
    </div>
  );
}
