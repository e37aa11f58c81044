import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { StatusFilter } from "@/components/console/status-filter";
import { StatusSelect } from "@/components/console/status-select";
import { PhoneNumber } from "@/components/ui/phone-number";
import { Pagination } from "@/components/ui/pagination";
import { messagesQuerySchema } from "@/lib/contracts/staff";
import { formatAppointment } from "@/lib/format/appointment-time";
import { telHref } from "@/lib/format/phone";
import { consoleListHref, consoleReturnPath, CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/console-page";
import { getDb } from "@/lib/server/db";
import { listMessages } from "@/lib/server/inbox";
import { getSiteInfo } from "@/lib/server/site";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";
import { firstParam } from "@/lib/search-params";
import { pageCount } from "@/lib/doctors/pagination";

export const metadata: Metadata = { title: "Contact messages", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const STATES = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
];

/** /admin/messages – what visitors wrote through the contact form (front desk), newest first. */
export default async function ConsoleMessagesPage({ searchParams }: Props) {
  const params = await searchParams;
  const { staff, allowed } = await consolePage(consoleReturnPath(CONSOLE_ROUTES.messages, params), ["front_desk"]);
  const parsed = messagesQuerySchema.safeParse({ status: firstParam(params.status), page: firstParam(params.page) });
  const query = parsed.success ? parsed.data : { page: 1 };
  const { messages, pagination } = allowed ? await listMessages(await getDb(), query) : { messages: [], pagination: { page: 1, limit: 25, total: 0 } };
  const timeZone = getSiteInfo().timeZone;
  return (
    <ConsoleFrame title="Contact messages" path={CONSOLE_ROUTES.messages} staff={staff} allowed={allowed}>
      <StatusFilter action={CONSOLE_ROUTES.messages} value={query.status} options={STATES} label="Filter the messages" />
      {parsed.success ? null : <p role="alert">The filter could not be read; showing every message.</p>}
      <p className={form.muted}>
        {pagination.total} {pagination.total === 1 ? "message" : "messages"}. Messages are deleted 12 months after they arrive (the privacy notice says so).
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={form.muted}>Contact messages, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">From</th>
              <th scope="col">Subject and message</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <td>
                  {formatAppointment(m.createdAt, timeZone)}
                  <br />
                  <span className={form.muted}>{m.reference}</span>
                </td>
                <th scope="row">
                  {m.name}
                  <br />
                  <a href={telHref(m.phone)}>
                    <PhoneNumber value={m.phone} />
                  </a>
                  <br />
                  <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject} (${m.reference})`)}`}>{m.email}</a>
                </th>
                <td>
                  <strong>{m.subject}</strong>
                  <p className={styles.message}>{m.message}</p>
                </td>
                <td>
                  <StatusSelect endpoint="inbox/messages/status" id={m.id} value={m.status} options={STATES} label={`State of ${m.reference}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={pagination.page} pages={pageCount(pagination.total, pagination.limit)} href={consoleListHref(CONSOLE_ROUTES.messages, { status: query.status })} />
    </ConsoleFrame>
  );
}
