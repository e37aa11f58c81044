import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { DeskActions } from "@/components/console/desk-actions";
import { PhoneNumber } from "@/components/ui/phone-number";
import { Pagination } from "@/components/ui/pagination";
import { CONFIRMATION_MINUTES } from "@/lib/contracts/booking";
import { DESK_STATUS_TEXT, DESK_STATUSES, deskQuerySchema } from "@/lib/contracts/staff";
import { formatAppointment } from "@/lib/format/appointment-time";
import { telHref } from "@/lib/format/phone";
import { consoleListHref, consoleReturnPath, CONSOLE_ROUTES, deskExportHref } from "@/lib/routes";
import { consolePage } from "@/lib/server/console-page";
import { getDb } from "@/lib/server/db";
import { deskDoctors, deskSpecialities, isOverdue, listDesk } from "@/lib/server/compose/bookings-desk";
import { getSiteInfo } from "@/lib/server/site";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";
import { firstParam } from "@/lib/search-params";
import { pageCount } from "@/lib/doctors/pagination";

export const metadata: Metadata = { title: "Bookings desk", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/bookings – paid appointments from today on (front desk): confirm, cancel with refund, attendance, CSV. */
export default async function ConsoleBookingsPage({ searchParams }: Props) {
  const params = await searchParams;
  const { staff, allowed } = await consolePage(consoleReturnPath(CONSOLE_ROUTES.bookings, params), ["front_desk"]);
  const parsed = deskQuerySchema.safeParse({ from: firstParam(params.from), to: firstParam(params.to), doctor: firstParam(params.doctor), speciality: firstParam(params.speciality), status: firstParam(params.status), page: firstParam(params.page) });
  const query = parsed.success ? parsed.data : { page: 1 };
  const db = await getDb();
  const now = new Date();
  const { timeZone } = getSiteInfo();
  const { bookings, pagination } = allowed ? await listDesk(db, query, now, timeZone) : { bookings: [], pagination: { page: 1, limit: 50, total: 0 } };
  const doctorOptions = allowed ? await deskDoctors(db) : [];
  const specialityOptions = allowed ? await deskSpecialities(db) : [];
  const filters = { from: query.from, to: query.to, doctor: query.doctor, speciality: query.speciality, status: query.status };
  const overdue = bookings.filter(isOverdue).length;
  return (
    <ConsoleFrame title="Bookings desk" path={CONSOLE_ROUTES.bookings} staff={staff} allowed={allowed}>
      <form className={styles.filters} method="get" action={CONSOLE_ROUTES.bookings} aria-label="Filter the bookings">
        <label>
          From
          <input type="date" name="from" defaultValue={query.from ?? ""} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={query.to ?? ""} />
        </label>
        <label>
          Doctor
          <select name="doctor" defaultValue={query.doctor ?? ""}>
            <option value="">All doctors</option>
            {doctorOptions.map((d) => (
              <option key={d.username} value={d.username}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Speciality
          <select name="speciality" defaultValue={query.speciality ?? ""}>
            <option value="">All specialities</option>
            {specialityOptions.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          State
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">All</option>
            {DESK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {DESK_STATUS_TEXT[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={form.primary}>
          Show
        </button>
        <a href={deskExportHref(filters)} download>
          Download as CSV
        </a>
      </form>
      {parsed.success ? null : <p role="alert">The filters could not be read; showing today&apos;s and upcoming bookings.</p>}
      <p className={form.muted}>
        {pagination.total} {pagination.total === 1 ? "booking" : "bookings"} from {query.from ?? "today"}
        {overdue ? (
          <strong>
            {" "}
            · {overdue} waiting longer than the {CONFIRMATION_MINUTES} minutes we promise
          </strong>
        ) : null}
        .
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={form.muted}>Bookings by appointment time</caption>
          <thead>
            <tr>
              <th scope="col">Appointment</th>
              <th scope="col">Patient</th>
              <th scope="col">Doctor</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((b) => (
              <tr key={b.id} className={isOverdue(b) ? styles.overdue : undefined}>
                <td>
                  {formatAppointment(b.start, timeZone)}
                  <br />
                  <span className={form.muted}>{b.reference}</span>
                </td>
                <th scope="row">
                  {b.patient.name}
                  <br />
                  <a href={telHref(b.patient.phone)}>
                    <PhoneNumber value={b.patient.phone} />
                  </a>
                  {b.reason ? <p className={styles.message}>{b.reason}</p> : null}
                </th>
                <td>
                  {b.doctor.fullName}
                  {b.speciality ? <span className={form.muted}> · {b.speciality}</span> : null}
                </td>
                <td>
                  {DESK_STATUS_TEXT[b.status]}
                  {b.waitingMinutes !== null ? (
                    <>
                      <br />
                      {isOverdue(b) ? <strong>Overdue: waiting {b.waitingMinutes} min</strong> : <span>Waiting {b.waitingMinutes} min</span>}
                    </>
                  ) : null}
                  {b.refundDue ? (
                    <>
                      <br />
                      <span className={form.muted}>Refund ₹{(b.refundDue / 100).toLocaleString("en-IN")}</span>
                    </>
                  ) : null}
                </td>
                <td>
                  <DeskActions booking={b} started={Date.parse(b.start) <= now.getTime()} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={pagination.page} pages={pageCount(pagination.total, pagination.limit)} href={consoleListHref(CONSOLE_ROUTES.bookings, filters)} />
    </ConsoleFrame>
  );
}
