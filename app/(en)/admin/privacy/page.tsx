import type { Metadata } from "next";
import { ConsoleFilters, ConsoleList, TimeCell } from "@/components/console/console-list";
import { countOf } from "@/lib/copy/plural";
import { ConsoleFrame } from "@/components/console/console-frame";
import { ClosePrivacyRequestForm } from "@/components/console/close-privacy-request";
import { privacyListSchema, PRIVACY_ANSWER_DAYS, type ConsolePrivacyRequest } from "@/lib/contracts/my-data";
import { consoleListHref, CONSOLE_ROUTES } from "@/lib/routes";
import { consoleListRequest } from "@/lib/server/compose/console-page";
import { privacyRequestsRead } from "@/lib/server/compose/audited-reads";
import { getSiteInfo } from "@/lib/server/site";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Privacy requests", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
// "All" of the filter's select reads as the open requests (the list's default).
const STATES = [{ value: "closed", label: "Closed" }] as const;
const KIND_TEXT: Record<string, string> = {
  access: "Access (saw their data)",
  export: "Export (downloaded their data)",
  erasure: "Erasure",
  correction: "Correction",
  consent_withdrawal: "Consent withdrawn",
};

const daysLeftText = (r: ConsolePrivacyRequest) =>
  r.daysLeft === null ? "Closed" : r.daysLeft < 0 ? `Overdue by ${-r.daysLeft} day${r.daysLeft === -1 ? "" : "s"}` : `${r.daysLeft} day${r.daysLeft === 1 ? "" : "s"} left`;

/** /admin/privacy – requests people made of their data on /my-data (admin): corrections to carry out within 90 days, and the record of the rest. */
export default async function ConsolePrivacyPage({ searchParams }: Props) {
  const { staff, allowed, waiting, query, unreadable, result } = await consoleListRequest({
    path: CONSOLE_ROUTES.privacy,
    roles: ["admin"],
    searchParams,
    query: privacyListSchema,
    load: (db, q, staff) => privacyRequestsRead(db, q, staff, new Date()),
    empty: { requests: [], pagination: { page: 1, limit: 25, total: 0 } },
  });
  const { requests, pagination } = result;
  const timeZone = getSiteInfo().timeZone;
  const state = query.state ?? "open";
  return (
    <ConsoleFrame title="Privacy requests" path={CONSOLE_ROUTES.privacy} staff={staff} waiting={waiting} allowed={allowed}>
      <ConsoleFilters action={CONSOLE_ROUTES.privacy} label="Filter the requests" fields={[{ kind: "select", name: "state", label: "State", value: query.state, options: STATES, all: "Open (to carry out)" }]} />
      <ConsoleList
        unreadable={unreadable && "The filter could not be read; showing the open requests."}
        summary={`${countOf(pagination.total, state === "open" ? "open request" : "closed request", state === "open" ? "open requests" : "closed requests")}. The law gives ${PRIVACY_ANSWER_DAYS} days to answer each; the person is identified only by a keyed hash of their phone. Closed requests are deleted a year after closing.`}
        caption={state === "open" ? "Open requests, the most urgent first" : "Closed requests, newest first"}
        columns={["Received", "Request", "Due", state === "open" ? "Close" : "Outcome"]}
        items={requests}
        row={(r) => (
          <>
            <TimeCell at={r.createdAt} reference={r.reference} timeZone={timeZone} />
            <td>
              <strong>{KIND_TEXT[r.kind] ?? r.kind}</strong>
              {r.details ? <p className={styles.message}>{r.details}</p> : null}
            </td>
            <td>{daysLeftText(r)}</td>
            <td>{r.state === "open" ? <ClosePrivacyRequestForm id={r.id} reference={r.reference} /> : <p className={styles.message}>{[r.closedBy, r.note].filter(Boolean).join(": ")}</p>}</td>
          </>
        )}
        pagination={pagination}
        href={consoleListHref(CONSOLE_ROUTES.privacy, { state: query.state })}
      />
    </ConsoleFrame>
  );
}
