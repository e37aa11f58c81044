import type { Metadata } from "next";
import { ConsoleFilters, ConsoleList, PersonCell, TimeCell } from "@/components/console/console-list";
import { countOf } from "@/lib/copy/plural";
import { ConsoleFrame } from "@/components/console/console-frame";
import { StatusSelect } from "@/components/console/status-select";
import { Link } from "@/components/ui/link";
import { APPLICATION_STATUS_TEXT, APPLICATION_STATUSES, applicationsQuerySchema } from "@/lib/contracts/staff";
import { careerHref, consoleListHref, CONSOLE_ROUTES } from "@/lib/routes";
import { fileHref } from "@/lib/contracts/calls/declare";
import { getResumeCall } from "@/lib/contracts/calls/console-desk";
import { consoleListRequest } from "@/lib/server/compose/console-page";
import { applicationsRead } from "@/lib/server/compose/audited-reads";
import { getSiteInfo } from "@/lib/server/site";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Job applications", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const STATES = APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_TEXT[s] }));
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/** /admin/applications – applications from the careers pages (front desk), newest first, with their résumés. */
export default async function ConsoleApplicationsPage({ searchParams }: Props) {
  const { staff, allowed, waiting, query, unreadable, result } = await consoleListRequest({
    path: CONSOLE_ROUTES.applications,
    roles: ["front_desk"],
    searchParams,
    query: applicationsQuerySchema,
    load: (db, query, staff) => applicationsRead(db, query, staff, new Date()),
    empty: { applications: [], pagination: { page: 1, limit: 25, total: 0 } },
  });
  const { applications, pagination } = result;
  const timeZone = getSiteInfo().timeZone;
  return (
    <ConsoleFrame title="Job applications" path={CONSOLE_ROUTES.applications} staff={staff} waiting={waiting} allowed={allowed}>
      <ConsoleFilters action={CONSOLE_ROUTES.applications} label="Filter the applications" fields={[{ kind: "select", name: "status", label: "State", value: query.status, options: STATES }]} />
      <ConsoleList
        unreadable={unreadable && "The filter could not be read; showing every application."}
        summary={`${countOf(pagination.total, "application", "applications")}. Applications and their résumés are deleted 12 months after they arrive.`}
        caption="Job applications, newest first"
        columns={["Received", "Applicant", "Position", "Résumé and note", "State"]}
        items={applications}
        row={(a) => (
          <>
            <TimeCell at={a.createdAt} reference={a.reference} timeZone={timeZone} />
            <PersonCell name={a.name} phone={a.phone} email={{ address: a.email }}>
              <br />
              <span className={form.muted}>{a.experienceYears} years of experience</span>
            </PersonCell>
            <td>
              <Link href={careerHref(a.opening.url)}>{a.opening.title}</Link>
            </td>
            <td>
              <a href={fileHref(getResumeCall, { params: { id: a.id } })} download>
                Download {a.name}&apos;s résumé{" "}
                <span className={form.muted}>
                  ({a.resume.name}, {size(a.resume.bytes)})
                </span>
              </a>
              {a.coverNote ? <p className={styles.message}>{a.coverNote}</p> : null}
            </td>
            <td>
              <StatusSelect inbox="applications" id={a.id} value={a.status} options={STATES} label={`State of ${a.reference}`} />
            </td>
          </>
        )}
        pagination={pagination}
        href={consoleListHref(CONSOLE_ROUTES.applications, { status: query.status })}
      />
    </ConsoleFrame>
  );
}
