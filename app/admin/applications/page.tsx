import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { StatusFilter } from "@/components/console/status-filter";
import { StatusSelect } from "@/components/console/status-select";
import { Link } from "@/components/ui/link";
import { PhoneNumber } from "@/components/ui/phone-number";
import { Pagination } from "@/components/ui/pagination";
import { APPLICATION_STATUS_TEXT, APPLICATION_STATUSES, applicationsQuerySchema } from "@/lib/contracts/staff";
import { formatAppointment } from "@/lib/format/appointment-time";
import { telHref } from "@/lib/format/phone";
import { careerHref, consoleListHref, consoleReturnPath, CONSOLE_ROUTES, resumeDownloadHref } from "@/lib/routes";
import { consolePage } from "@/lib/server/console-page";
import { getDb } from "@/lib/server/db";
import { listApplications } from "@/lib/server/inbox";
import { getSiteInfo } from "@/lib/server/site";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";
import { firstParam } from "@/lib/search-params";
import { pageCount } from "@/lib/doctors/pagination";

export const metadata: Metadata = { title: "Job applications", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const STATES = APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_TEXT[s] }));
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/** /admin/applications – applications from the careers pages (front desk), newest first, with their résumés. */
export default async function ConsoleApplicationsPage({ searchParams }: Props) {
  const params = await searchParams;
  const { staff, allowed } = await consolePage(consoleReturnPath(CONSOLE_ROUTES.applications, params), ["front_desk"]);
  const parsed = applicationsQuerySchema.safeParse({ status: firstParam(params.status), page: firstParam(params.page) });
  const query = parsed.success ? parsed.data : { page: 1 };
  const { applications, pagination } = allowed ? await listApplications(await getDb(), query) : { applications: [], pagination: { page: 1, limit: 25, total: 0 } };
  const timeZone = getSiteInfo().timeZone;
  return (
    <ConsoleFrame title="Job applications" path={CONSOLE_ROUTES.applications} staff={staff} allowed={allowed}>
      <StatusFilter action={CONSOLE_ROUTES.applications} value={query.status} options={STATES} label="Filter the applications" />
      {parsed.success ? null : <p role="alert">The filter could not be read; showing every application.</p>}
      <p className={form.muted}>
        {pagination.total} {pagination.total === 1 ? "application" : "applications"}. Applications and their résumés are deleted 12 months after they arrive.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={form.muted}>Job applications, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Applicant</th>
              <th scope="col">Position</th>
              <th scope="col">Résumé and note</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {applications.map((a) => (
              <tr key={a.id}>
                <td>
                  {formatAppointment(a.createdAt, timeZone)}
                  <br />
                  <span className={form.muted}>{a.reference}</span>
                </td>
                <th scope="row">
                  {a.name}
                  <br />
                  <a href={telHref(a.phone)}>
                    <PhoneNumber value={a.phone} />
                  </a>
                  <br />
                  <a href={`mailto:${a.email}`}>{a.email}</a>
                  <br />
                  <span className={form.muted}>{a.experienceYears} years of experience</span>
                </th>
                <td>
                  <Link href={careerHref(a.opening.url)}>{a.opening.title}</Link>
                </td>
                <td>
                  <a href={resumeDownloadHref(a.id)} download>
                    Download {a.name}&apos;s résumé <span className={form.muted}>({a.resume.name}, {size(a.resume.bytes)})</span>
                  </a>
                  {a.coverNote ? <p className={styles.message}>{a.coverNote}</p> : null}
                </td>
                <td>
                  <StatusSelect endpoint="inbox/applications/status" id={a.id} value={a.status} options={STATES} label={`State of ${a.reference}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={pagination.page} pages={pageCount(pagination.total, pagination.limit)} href={consoleListHref(CONSOLE_ROUTES.applications, { status: query.status })} />
    </ConsoleFrame>
  );
}
