import type { Metadata } from "next";
import { ConsoleFilters, ConsoleList } from "@/components/console/console-list";
import { countOf } from "@/lib/copy/plural";
import { ConsoleFrame } from "@/components/console/console-frame";
import { auditQuerySchema } from "@/lib/contracts/staff";
import { formatAppointment } from "@/lib/format/appointment-time";
import { consoleListHref, CONSOLE_ROUTES } from "@/lib/routes";
import { consoleListRequest } from "@/lib/server/compose/console-page";
import { getSiteInfo } from "@/lib/server/site";
import { listAudit } from "@/lib/server/staff/audit";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Audit log", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const show = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value, null, 1));

/** /admin/audit – what staff did (admin), newest first, by person and action; read-only. */
export default async function ConsoleAuditPage({ searchParams }: Props) {
  const { staff, allowed, waiting, query, unreadable, result } = await consoleListRequest({
    path: CONSOLE_ROUTES.audit,
    roles: ["admin"],
    searchParams,
    query: auditQuerySchema,
    load: listAudit,
    empty: { entries: [], pagination: { page: 1, limit: 50, total: 0 } },
  });
  const { entries, pagination } = result;
  const timeZone = getSiteInfo().timeZone;
  return (
    <ConsoleFrame title="Audit log" path={CONSOLE_ROUTES.audit} staff={staff} waiting={waiting} allowed={allowed}>
      <ConsoleFilters
        action={CONSOLE_ROUTES.audit}
        label="Filter the audit log"
        fields={[
          { kind: "text", name: "actor", label: "Person (part of the e-mail)", value: query.actor, maxLength: 120 },
          { kind: "text", name: "action", label: "Action", value: query.action, maxLength: 60, placeholder: "e.g. sign_in_failed" },
        ]}
      />
      <ConsoleList
        unreadable={unreadable && "The filters could not be read; showing everything."}
        summary={`${countOf(pagination.total, "entry", "entries")}. Entries cannot be changed or deleted from the console; they are kept two years.`}
        caption="Staff actions, newest first"
        columns={["When", "Who", "Action", "Record", "Before", "After"]}
        items={entries}
        row={(e) => (
          <>
            <td>{formatAppointment(e.at, timeZone)}</td>
            <th scope="row">{e.actor}</th>
            <td>{e.action}</td>
            <td>
              {e.entity}
              {e.entityId ? <span className={form.muted}> {e.entityId.slice(0, 8)}</span> : null}
            </td>
            <td>
              <pre className={styles.code}>{show(e.before)}</pre>
            </td>
            <td>
              <pre className={styles.code}>{show(e.after)}</pre>
            </td>
          </>
        )}
        pagination={pagination}
        href={consoleListHref(CONSOLE_ROUTES.audit, { actor: query.actor, action: query.action })}
      />
    </ConsoleFrame>
  );
}
