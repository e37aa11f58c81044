import type { Metadata } from "next";
import { ConsoleFilters, ConsoleList, PhoneLink } from "@/components/console/console-list";
import { countOf } from "@/lib/copy/plural";
import { ConsoleFrame } from "@/components/console/console-frame";
import { RetryButton } from "@/components/console/retry-button";
import { OUTBOX_STATUS_TEXT, OUTBOX_STATUSES, outboxQuerySchema } from "@/lib/contracts/staff";
import { formatAppointment } from "@/lib/format/appointment-time";
import { formatPhone } from "@/lib/format/phone";
import { consoleListHref, CONSOLE_ROUTES } from "@/lib/routes";
import { consoleListRequest } from "@/lib/server/compose/console-page";
import { messagesSent } from "@/lib/server/compose/audited-reads";
import { getSiteInfo } from "@/lib/server/site";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Messages sent", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const CHANNEL_TEXT = { sms: "SMS", email: "E-mail", webhook: "Webhook" } as const;
const STATES = OUTBOX_STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_TEXT[s] }));
const CHANNELS = Object.entries(CHANNEL_TEXT).map(([value, label]) => ({ value, label }));

/** /admin/outbox – every SMS, e-mail and webhook the site sent or will send (front desk), with tries and errors. */
export default async function ConsoleOutboxPage({ searchParams }: Props) {
  const { staff, allowed, waiting, query, unreadable, result } = await consoleListRequest({
    path: CONSOLE_ROUTES.outbox,
    roles: ["front_desk"],
    searchParams,
    query: outboxQuerySchema,
    load: (db, query, staff) => messagesSent(db, query, staff, new Date()),
    empty: { messages: [], pagination: { page: 1, limit: 50, total: 0 } },
  });
  const { messages, pagination } = result;
  const timeZone = getSiteInfo().timeZone;
  return (
    <ConsoleFrame title="Messages sent" path={CONSOLE_ROUTES.outbox} staff={staff} waiting={waiting} allowed={allowed}>
      <ConsoleFilters
        action={CONSOLE_ROUTES.outbox}
        label="Filter the messages sent"
        fields={[
          { kind: "select", name: "status", label: "State", value: query.status, options: STATES },
          { kind: "select", name: "channel", label: "Channel", value: query.channel, options: CHANNELS },
        ]}
      />
      <ConsoleList
        unreadable={unreadable && "The filters could not be read; showing every message."}
        summary={`${countOf(pagination.total, "message", "messages")}. A failed message was tried 8 times with growing pauses; finished ones are deleted after 90 days.`}
        caption="Messages, newest first"
        columns={["Queued", "To", "Message", "State"]}
        items={messages}
        row={(m) => (
          <>
            <td>{formatAppointment(m.createdAt, timeZone)}</td>
            <th scope="row">
              {CHANNEL_TEXT[m.channel]} to {m.channel === "sms" ? <PhoneLink phone={m.recipient} /> : m.recipient}
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
              {m.attempts ? <span className={form.muted}> · {countOf(m.attempts, "try", "tries")}</span> : null}
              {m.lastError ? <p className={styles.message}>Last error: {m.lastError}</p> : null}
              {m.status === "failed" && m.kind !== "otp" ? <RetryButton id={m.id} label={`Send ${m.kind} to ${m.channel === "sms" ? formatPhone(m.recipient) : m.recipient} again`} /> : null}
            </td>
          </>
        )}
        pagination={pagination}
        href={consoleListHref(CONSOLE_ROUTES.outbox, { status: query.status, channel: query.channel })}
      />
    </ConsoleFrame>
  );
}
