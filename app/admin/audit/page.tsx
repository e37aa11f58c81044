import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { Pagination } from "@/components/ui/pagination";
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
import { pageCount } from "@/lib/doctors/pagination";

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
      <form className={styles.filters} method="get" action={CONSOLE_ROUTES.audit} aria-label="Filter the audit log">
        <label>
          Person (part of the e-mail)
          <input name="actor" defaultValue={query.actor ?? ""} maxLength={120} />
        </label>
        <label>
          Action
          <input name="action" defaultValue={query.action ?? ""} maxLength={60} placeholder="e.g. sign_in_failed" />
        </label>
        <button type="submit" className={form.primary}>
          Show
        </button>
      </form>
      {parsed.success ? null : <p role="alert">The filters could not be read; showing everything.</p>}
      <p className={form.muted}>
        {pagination.total} {pagination.total === 1 ? "entry" : "entries"}. Entries cannot be changed or deleted from the console; they are kept two years.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={form.muted}>Staff actions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Record</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{formatAppointment(e.at, timeZone)}</td>
                <td>{e.actor}</td>
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
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={pagination.page} pages={pageCount(pagination.total, pagination.limit)} href={consoleListHref(CONSOLE_ROUTES.audit, { actor: query.actor, action: query.action })} />
    </ConsoleFrame>
  );
}
