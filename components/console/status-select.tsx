"use client";

import { useId, useState } from "react";
import { useConsoleAction } from "./use-console-action";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** A record's state, changed in place: a labelled select and a Save button; the list is read again after. */
export function StatusSelect({ endpoint, id, value, options, label }: { endpoint: string; id: string; value: string; options: { value: string; label: string }[]; label: string }) {
  const selectId = useId();
  const [choice, setChoice] = useState(value);
  const { busy, run } = useConsoleAction();
  const save = () => run(endpoint, { id, status: choice }, `Saved: ${options.find((o) => o.value === choice)?.label ?? choice}.`);
  return (
    <div className={styles.inline}>
      <label htmlFor={selectId} className={form.muted}>
        {label}
      </label>
      <select id={selectId} value={choice} onChange={(e) => setChoice(e.target.value)}>
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
