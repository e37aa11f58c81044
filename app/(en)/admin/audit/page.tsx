import type { Metadata } from "next";
import { ConsoleFilters, ConsoleList } from "@/components/console/console-list";
import { ConsoleFrame } from "@/components/console/console-frame";
import { AUDIT_ACTION_TEXT, AUDIT_ACTIONS, AUDIT_OTHER_ACTORS, auditQuerySchema } from "@/lib/contracts/audit";
import { countOf } from "@/lib/copy/plural";
import { formatAppointment } from "@/lib/format/appointment-time";
import { auditChanges, auditChangeText } from "@/lib/format/audit-changes";
import { formatDateInput } from "@/lib/format/date-input";
import { consoleListHref, CONSOLE_ROUTES } from "@/lib/routes";
import { consoleListRequest } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { getSiteInfo } from "@/lib/server/site";
import { auditActors, listAudit } from "@/lib/server/staff/audit-list";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Audit log", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ACTIONS = AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_TEXT[a] })).sort((x, y) => x.label.localeCompare(y.label));
const OTHER_ACTORS = Object.entries(AUDIT_OTHER_ACTORS).map(([value, label]) => ({ value, label }));

/** /admin/audit – what staff did (admin), newest first, in words: by action, person, days and a record's reference; read-only. */
export default async function ConsoleAuditPage({ searchParams }: Props) {
  const timeZone = getSiteInfo().timeZone;
  const { staff, allowed, waiting, query, unreadable, result } = await consoleListRequest({
    path: CONSOLE_ROUTES.audit,
    roles: ["admin"],
    searchParams,
    query: auditQuerySchema,
    load: (db, q) => listAudit(db, q, timeZone),
    empty: { entries: [], pagination: { page: 1, limit: 50, total: 0 } },
  });
  const { entries, pagination } = result;
  const people = allowed ? await auditActors(await getDb()) : [];
  const filters = { action: query.action, actor: query.actor, from: query.from, to: query.to, reference: query.reference };
  return (
    <ConsoleFrame title="Audit log" path={CONSOLE_ROUTES.audit} staff={staff} waiting={waiting} allowed={allowed}>
      <ConsoleFilters
        action={CONSOLE_ROUTES.audit}
        label="Filter the audit log"
        fields={[
          { kind: "select", name: "action", label: "What was done", value: query.action, all: "Everything", options: ACTIONS },
          { kind: "select", name: "actor", label: "Who", value: query.actor, all: "Everyone", options: [...people.map((p) => ({ value: p.id, label: `${p.name} (${p.email})` })), ...OTHER_ACTORS] },
          { kind: "date", name: "from", label: "From", value: query.from },
          { kind: "date", name: "to", label: "To", value: query.to },
          { kind: "text", name: "reference", label: "Reference", value: query.reference, maxLength: 60, placeholder: "e.g. SH-ABCD2345" },
        ]}
      />
      <ConsoleList
        unreadable={unreadable && "The filters could not be read; showing everything."}
        summary={`${countOf(pagination.total, "entry", "entries")}${query.from ? ` from ${formatDateInput(query.from)}` : ""}${query.to ? ` to ${formatDateInput(query.to)}` : ""}. Entries cannot be changed or deleted from the console; they are kept two years. Times are the hospital's.`}
        caption="Staff actions, newest first"
        columns={["When", "Who", "What", "Record", "Changes"]}
        items={entries}
        stacked
        row={(e) => {
          const { lines, more } = auditChanges(e.before, e.after, timeZone);
          return (
            <>
              <td>{formatAppointment(e.at, timeZone)}</td>
              <td>{e.actor}</td>
              <th scope="row">{e.description}</th>
              <td>
                {e.entity}
                {e.record ? (
                  <>
                    <br />
                    <span className={styles.reference}>{e.record}</span>
                  </>
                ) : null}
              </td>
              <td>
                {lines.length ? (
                  <ul className={styles.changes}>
                    {lines.map((c) => (
                      <li key={c.field}>{auditChangeText(c)}</li>
                    ))}
                    {more ? <li className={form.muted}>and {countOf(more, "more field", "more fields")}</li> : null}
                  </ul>
                ) : null}
              </td>
            </>
          );
        }}
        pagination={pagination}
        href={consoleListHref(CONSOLE_ROUTES.audit, filters)}
      />
    </ConsoleFrame>
  );
}
