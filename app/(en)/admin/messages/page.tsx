import type { Metadata } from "next";
import { ConsoleFilters, ConsoleList, PersonCell, TimeCell } from "@/components/console/console-list";
import { countOf } from "@/lib/copy/plural";
import { ConsoleFrame } from "@/components/console/console-frame";
import { StatusSelect } from "@/components/console/status-select";
import { messagesQuerySchema, type MessageStatus } from "@/lib/contracts/staff";
import { consoleListHref, CONSOLE_ROUTES } from "@/lib/routes";
import { consoleListRequest } from "@/lib/server/compose/console-page";
import { contactMessagesRead } from "@/lib/server/compose/audited-reads";
import { getSiteInfo } from "@/lib/server/site";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Contact messages", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const STATES: { value: MessageStatus; label: string }[] = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
];

/** /admin/messages – what visitors wrote through the contact form (front desk), newest first. */
export default async function ConsoleMessagesPage({ searchParams }: Props) {
  const { staff, allowed, waiting, query, unreadable, result } = await consoleListRequest({
    path: CONSOLE_ROUTES.messages,
    roles: ["front_desk"],
    searchParams,
    query: messagesQuerySchema,
    load: (db, query, staff) => contactMessagesRead(db, query, staff, new Date()),
    empty: { messages: [], pagination: { page: 1, limit: 25, total: 0 } },
  });
  const { messages, pagination } = result;
  const timeZone = getSiteInfo().timeZone;
  return (
    <ConsoleFrame title="Contact messages" path={CONSOLE_ROUTES.messages} staff={staff} waiting={waiting} allowed={allowed}>
      <ConsoleFilters action={CONSOLE_ROUTES.messages} label="Filter the messages" fields={[{ kind: "select", name: "status", label: "State", value: query.status, options: STATES }]} />
      <ConsoleList
        unreadable={unreadable && "The filter could not be read; showing every message."}
        summary={`${countOf(pagination.total, "message", "messages")}. Messages are deleted 12 months after they arrive (the privacy notice says so).`}
        caption="Contact messages, newest first"
        columns={["Received", "From", "Subject and message", "State"]}
        items={messages}
        row={(m) => (
          <>
            <TimeCell at={m.createdAt} reference={m.reference} timeZone={timeZone} />
            <PersonCell name={m.name} phone={m.phone} email={{ address: m.email, subject: `Re: ${m.subject} (${m.reference})` }} />
            <td>
              <strong>{m.subject}</strong>
              <p className={styles.message}>{m.message}</p>
            </td>
            <td>
              <StatusSelect inbox="messages" id={m.id} value={m.status} options={STATES} label={`State of ${m.reference}`} />
            </td>
          </>
        )}
        pagination={pagination}
        href={consoleListHref(CONSOLE_ROUTES.messages, { status: query.status })}
      />
    </ConsoleFrame>
  );
}
