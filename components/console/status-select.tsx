"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { consolePost } from "@/lib/api/console-client";
import { notify } from "@/lib/toast";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** A record's state, changed in place: a labelled select and a Save button; the list is read again after. */
export function StatusSelect({ endpoint, id, value, options, label }: { endpoint: string; id: string; value: string; options: { value: string; label: string }[]; label: string }) {
  const router = useRouter();
  const selectId = useId();
  const [choice, setChoice] = useState(value);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await consolePost(endpoint, { id, status: choice });
      notify.success(`Saved: ${options.find((o) => o.value === choice)?.label ?? choice}.`);
      router.refresh();
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message : "That did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  };
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
