import type { Metadata } from "next";
import { ConsoleFilters, ConsoleList, countOf } from "@/components/console/console-list";
import { ConsoleFrame } from "@/components/console/console-frame";
import { auditQuerySchema } from "@/lib/contracts/staff";
import { formatAppointment } from "@/lib/format/appointment-time";
import { consoleListHref, consoleReturnPath, CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/console-page";
import { getDb } from "@/lib/server/db";
import { getSiteInfo } from "@/lib/server/site";
import { listAudit } from "@/lib/server/staff/audit";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";
import { firstParam } from "@/lib/search-params";

export const metadata: Metadata = { title: "Audit log", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const show = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value, null, 1));

/** /admin/audit – what staff did (admin), newest first, by person and action; read-only. */
export default async function ConsoleAuditPage({ searchParams }: Props) {
  const params = await searchParams;
  const { staff, allowed } = await consolePage(consoleReturnPath(CONSOLE_ROUTES.audit, params), ["admin"]);
  const parsed = auditQuerySchema.safeParse({ actor: firstParam(params.actor), action: firstParam(params.action), page: firstParam(params.page) });
  const query = parsed.success ? parsed.data : { page: 1 };
  const { entries, pagination } = allowed ? await listAudit(await getDb(), query) : { entries: [], pagination: { page: 1, limit: 50, total: 0 } };
  const timeZone = getSiteInfo().timeZone;
  return (
    <ConsoleFrame title="Audit log" path={CONSOLE_ROUTES.audit} staff={staff} allowed={allowed}>
      <ConsoleFilters
        action={CONSOLE_ROUTES.audit}
        label="Filter the audit log"
        fields={[
          { kind: "text", name: "actor", label: "Person (part of the e-mail)", value: query.actor, maxLength: 120 },
          { kind: "text", name: "action", label: "Action", value: query.action, maxLength: 60, placeholder: "e.g. sign_in_failed" },
        ]}
      />
      <ConsoleList
        unreadable={!parsed.success && "The filters could not be read; showing everything."}
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
