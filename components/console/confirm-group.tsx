import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** A destructive action asked twice: the question, "Yes, …" and "Keep it" (the desk's cancel, a delete). */
export function ConfirmGroup({ label, question, confirm, busy, onConfirm, onKeep }: { label: string; question: string; confirm: string; busy: boolean; onConfirm: () => void; onKeep: () => void }) {
  return (
    <span role="group" aria-label={label} className={styles.inline}>
      <span>{question}</span>
      {/* The button that asked is gone: focus moves to the answer, never to the page's start. */}
      <button type="button" className={form.danger} disabled={busy} onClick={onConfirm} autoFocus>
        {confirm}
      </button>
      <button type="button" className={form.secondary} disabled={busy} onClick={onKeep}>
        Keep it
      </button>
    </span>
  );
}
