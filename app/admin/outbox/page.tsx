import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { RetryButton } from "@/components/console/retry-button";
import { Pagination } from "@/components/ui/pagination";
import { OUTBOX_STATUS_TEXT, OUTBOX_STATUSES, outboxQuerySchema } from "@/lib/contracts/staff";
import { formatAppointment } from "@/lib/format/appointment-time";
import { consoleListHref, consoleReturnPath, CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/console-page";
import { getDb } from "@/lib/server/db";
import { listOutbox } from "@/lib/server/outbox/console";
import { getSiteInfo } from "@/lib/server/site";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";
import { firstParam } from "@/lib/search-params";
import { pageCount } from "@/lib/doctors/pagination";

export const metadata: Metadata = { title: "Messages sent", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const CHANNEL_TEXT = { sms: "SMS", email: "E-mail", webhook: "Webhook" } as const;

/** /admin/outbox – every SMS, e-mail and webhook the site sent or will send (front desk), with tries and errors. */
export default async function ConsoleOutboxPage({ searchParams }: Props) {
  const params = await searchParams;
  const { staff, allowed } = await consolePage(consoleReturnPath(CONSOLE_ROUTES.outbox, params), ["front_desk"]);
  const parsed = outboxQuerySchema.safeParse({ status: firstParam(params.status), channel: firstParam(params.channel), page: firstParam(params.page) });
  const query = parsed.success ? parsed.data : { page: 1 };
  const { messages, pagination } = allowed ? await listOutbox(await getDb(), query) : { messages: [], pagination: { page: 1, limit: 50, total: 0 } };
  const timeZone = getSiteInfo().timeZone;
  return (
    <ConsoleFrame title="Messages sent" path={CONSOLE_ROUTES.outbox} staff={staff} allowed={allowed}>
      <form className={styles.filters} method="get" action={CONSOLE_ROUTES.outbox} aria-label="Filter the messages sent">
        <label>
          State
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">All</option>
            {OUTBOX_STATUSES.map((s) => (
              <option key={s} value={s}>
                {OUTBOX_STATUS_TEXT[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Channel
          <select name="channel" defaultValue={query.channel ?? ""}>
            <option value="">All</option>
            {Object.entries(CHANNEL_TEXT).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={form.primary}>
          Show
        </button>
      </form>
      {parsed.success ? null : <p role="alert">The filters could not be read; showing every message.</p>}
      <p className={form.muted}>
        {pagination.total} {pagination.total === 1 ? "message" : "messages"}. A failed message was tried 8 times with growing pauses; finished ones are deleted after 90 days.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={form.muted}>Messages, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Queued</th>
              <th scope="col">To</th>
              <th scope="col">Message</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <td>{formatAppointment(m.createdAt, timeZone)}</td>
                <th scope="row">
                  {CHANNEL_TEXT[m.channel]} to {m.recipient}
                  <br />
                  <span className={form.muted}>{m.kind}</span>
                </th>
                <td>
                  {m.subject ? <strong>{m.subject}</strong> : null}
                  <p className={styles.message}>{m.body}</p>
                </td>
                <td>
                  {OUTBOX_STATUS_TEXT[m.status]}
                  {m.sentAt ? <span className={form.muted}> {formatAppointment(m.sentAt, timeZone)}</span> : null}
                  {m.attempts ? <span className={form.muted}> · {m.attempts} {m.attempts === 1 ? "try" : "tries"}</span> : null}
                  {m.lastError ? <p className={styles.message}>Last error: {m.lastError}</p> : null}
                  {m.status === "failed" && m.kind !== "otp" ? <RetryButton id={m.id} label={`Send ${m.kind} to ${m.recipient} again`} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={pagination.page} pages={pageCount(pagination.total, pagination.limit)} href={consoleListHref(CONSOLE_ROUTES.outbox, { status: query.status, channel: query.channel })} />
    </ConsoleFrame>
  );
}
