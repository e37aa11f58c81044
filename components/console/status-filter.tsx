import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** A list's state filter: a GET form, so it works without script and the address can be shared. */
export function StatusFilter({ action, value, options, label }: { action: string; value?: string; options: { value: string; label: string }[]; label: string }) {
  return (
    <form className={styles.filters} method="get" action={action} aria-label={label}>
      <label>
        State
        <select name="status" defaultValue={value ?? ""}>
          <option value="">All</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={form.primary}>
        Show
      </button>
    </form>
  );
}
