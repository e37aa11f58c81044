import styles from "./spinner.module.scss";

/** A full-screen loading overlay with a spinner; announced politely to screen readers. */
export function FullScreenSpinner({ label = "Loading page…" }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
