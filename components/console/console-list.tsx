import type { ReactNode } from "react";
import { Pagination } from "@/components/ui/pagination";
import { PhoneNumber } from "@/components/ui/phone-number";
import { formatAppointment } from "@/lib/format/appointment-time";
import { formatPhone, telHref } from "@/lib/format/phone";
import { pageCount } from "@/lib/doctors/pagination";
import { DateField } from "@/components/ui/date-field";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/** One field of a list's filter form: a choice (with "All" first) or a typed value. */
export type ListFilterField =
  | { kind: "select"; name: string; label: string; value?: string; options: readonly { value: string; label: string }[]; all?: string }
  | { kind: "text" | "search"; name: string; label: string; value?: string; maxLength?: number; placeholder?: string }
  /** A day: the console's date field, sending what was typed ("1 Dec 2026"); the page reads it with lib/format/date-input. */
  | { kind: "date"; name: string; label: string; value?: string };

/**
 * A console list's filters: a GET form, so it works without script and the address (filters
 * included) can be bookmarked or shared. `children` follow the button (such as a CSV link).
 */
export function ConsoleFilters(props: { action: string; label: string; fields: readonly ListFilterField[]; submit?: string; search?: boolean; inline?: boolean; children?: ReactNode }) {
  const { action, label, fields, submit = "Show", search = false, inline = false, children } = props;
  return (
    <form className={inline ? styles.inline : styles.filters} method="get" action={action} aria-label={label} role={search ? "search" : undefined}>
      {fields.map((f) =>
        f.kind === "date" ? (
          <DateField key={f.name} id={`filter-${f.name}`} name={f.name} label={f.label} value={f.value ?? null} className={styles.filterDate} />
        ) : (
          <label key={f.name}>
            {f.label}
            {f.kind === "select" ? (
              <select name={f.name} defaultValue={f.value ?? ""}>
                <option value="">{f.all ?? "All"}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input type={f.kind} name={f.name} defaultValue={f.value ?? ""} maxLength={f.maxLength} placeholder={f.placeholder} />
            )}
          </label>
        ),
      )}
      <button type="submit" className={inline ? form.secondary : form.primary}>
        {submit}
      </button>
      {children}
    </form>
  );
}

type ListProps<T> = {
  /** Said when the address's filters could not be read (the list then shows everything). */
  unreadable?: string | false;
  /** The count and what the list keeps, above the table. */
  summary: ReactNode;
  caption: string;
  columns: readonly string[];
  items: readonly T[];
  /** The cells of one item's row (its first is a `th scope="row"` naming the item). */
  row: (item: T) => ReactNode;
  rowClassName?: (item: T) => string | undefined;
  /** One card per row on a narrow screen instead of a table that scrolls sideways (a list whose rows carry actions). */
  stacked?: boolean;
  pagination: { page: number; limit: number; total: number };
  /** The address of another page of the same list, filters kept. */
  href: (page: number) => string;
};

/** Every console list: the note on unreadable filters, the count, one table (scrolls sideways on a narrow screen, or stacks its rows) and the pager. */
export function ConsoleList<T extends { id: string | number }>({ unreadable, summary, pagination, href, ...table }: ListProps<T>) {
  return (
    <>
      {unreadable ? <p role="alert">{unreadable}</p> : null}
      <p className={form.muted}>{summary}</p>
      <ConsoleTable {...table} />
      <Pagination page={pagination.page} pages={pageCount(pagination.total, pagination.limit)} href={href} />
    </>
  );
}

/** A column whose head is for assistive technology more than the eye (a row's buttons): shown muted. */
export const ACTION_COLUMN = { muted: "Action" } as const;

/**
 * A console table: captioned, in its TableBox, one column head per entry (`ACTION_COLUMN` for a
 * row's buttons), one row per item whose cells `row` gives (its first a `th scope="row"`).
 */
export function ConsoleTable<T extends { id: string | number }>({
  caption,
  columns,
  items,
  row,
  rowClassName,
  stacked = false,
}: Pick<ListProps<T>, "caption" | "items" | "row" | "rowClassName" | "stacked"> & { columns: readonly (string | typeof ACTION_COLUMN)[] }) {
  return (
    <TableBox label={caption}>
      <table className={stacked ? `${styles.table} ${styles.stacked}` : styles.table}>
        <caption className={form.muted}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={typeof c === "string" ? c : c.muted}>
                {typeof c === "string" ? c : <span className={form.muted}>{c.muted}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className={rowClassName?.(item)}>
              {row(item)}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/**
 * A console table's box: it scrolls sideways on a narrow screen, and takes focus so the arrow keys
 * scroll it (WCAG 2.1.1; axe scrollable-region-focusable), named by the table's caption.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A row's time with its reference under it (a booking's appointment, a message's arrival). */
export function TimeCell({ at, reference, timeZone }: { at: string; reference: string; timeZone: string }) {
  return (
    <td>
      {formatAppointment(at, timeZone)}
      <br />
      <span className={form.muted}>{reference}</span>
    </td>
  );
}

/** The row's heading cell: who it is about, with a phone link (and an e-mail link, when there is one), then `children`. */
export function PersonCell({ name, phone, email, children }: { name: string; phone: string; email?: { address: string; subject?: string }; children?: ReactNode }) {
  return (
    <th scope="row">
      {name}
      <br />
      <PhoneLink phone={phone} />
      {email ? (
        <>
          <br />
          <a href={`mailto:${email.address}${email.subject ? `?subject=${encodeURIComponent(email.subject)}` : ""}`}>{email.address}</a>
        </>
      ) : null}
      {children}
    </th>
  );
}

/** A stored number as people read it ("+91 98765 00005"), never broken across lines, that dials it when tapped. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)}>
      <PhoneNumber value={formatPhone(phone)} />
    </a>
  );
}
