import type { Metadata } from "next";
import { ConsoleFilters, ConsoleList, PersonCell, TimeCell } from "@/components/console/console-list";
import { countOf } from "@/lib/copy/plural";
import { ConsoleFrame } from "@/components/console/console-frame";
import { DeskActions } from "@/components/console/desk-actions";
import { UnsettledPayments } from "@/components/console/unsettled-payments";
import { CONFIRMATION_MINUTES, PATIENT_RELATION_TEXT } from "@/lib/contracts/booking";
import { DESK_STATUS_TEXT, DESK_STATUSES, deskPageQuerySchema } from "@/lib/contracts/staff";
import { consoleListHref, CONSOLE_ROUTES } from "@/lib/routes";
import { fileHref } from "@/lib/contracts/calls/declare";
import { exportBookingsCall } from "@/lib/contracts/calls/console-desk";
import { consoleListRequest } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { deskDoctors, deskSpecialities, isOverdue, listDesk } from "@/lib/server/compose/bookings-desk";
import { getSiteInfo } from "@/lib/server/site";
import { unsettledPayments } from "@/lib/server/payments/settlement";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";
import { formatRupees } from "@/lib/format/money";
import { formatDateInput } from "@/lib/format/date-input";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: "Bookings desk", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const STATES = DESK_STATUSES.map((s) => ({ value: s, label: DESK_STATUS_TEXT[s] }));
/** The desk's order (lib/server/compose/bookings-desk.ts), as its caption says it. */
const DESK_ORDER_TEXT = "Bookings: requests waiting for confirmation first, the longest wait since payment at the top; then the rest by appointment time";

/** /admin/bookings – paid appointments from today on (front desk): confirm, cancel with refund, attendance, CSV. */
export default async function ConsoleBookingsPage({ searchParams }: Props) {
  const now = new Date();
  const { timeZone } = getSiteInfo();
  const { staff, allowed, waiting, query, unreadable, result } = await consoleListRequest({
    path: CONSOLE_ROUTES.bookings,
    roles: ["front_desk"],
    searchParams,
    query: deskPageQuerySchema,
    load: (db, query, staff) => listDesk(db, query, staff, now, timeZone),
    empty: { bookings: [], pagination: { page: 1, limit: 50, total: 0 } },
  });
  const { bookings, pagination } = result;
  const db = await getDb();
  const doctorOptions = allowed ? await deskDoctors(db) : [];
  const specialityOptions = allowed ? await deskSpecialities(db) : [];
  const filters = { from: query.from, to: query.to, doctor: query.doctor, speciality: query.speciality, status: query.status };
  const overdue = bookings.filter(isOverdue).length;
  const unsettled = allowed ? await unsettledPayments(db, now) : [];
  return (
    <ConsoleFrame title="Bookings desk" path={CONSOLE_ROUTES.bookings} staff={staff} waiting={waiting} allowed={allowed}>
      <UnsettledPayments payments={unsettled} timeZone={timeZone} />
      <p className={form.muted}>
        A doctor away? <Link href={CONSOLE_ROUTES.leave}>Mark their leave</Link>: no new booking on those days, and the bookings already on them listed for you to call.
      </p>
      <ConsoleFilters
        action={CONSOLE_ROUTES.bookings}
        label="Filter the bookings"
        fields={[
          { kind: "date", name: "from", label: "From", value: query.from },
          { kind: "date", name: "to", label: "To", value: query.to },
          { kind: "select", name: "doctor", label: "Doctor", value: query.doctor, all: "All doctors", options: doctorOptions.map((d) => ({ value: d.username, label: d.name })) },
          { kind: "select", name: "speciality", label: "Speciality", value: query.speciality, all: "All specialities", options: specialityOptions.map((s) => ({ value: s.slug, label: s.name })) },
          { kind: "select", name: "status", label: "State", value: query.status, options: STATES },
        ]}
      >
        <a href={fileHref(exportBookingsCall, { query: filters })} download>
          Download as CSV
        </a>
      </ConsoleFilters>
      <ConsoleList
        unreadable={unreadable && "The filters could not be read; showing today's and upcoming bookings."}
        summary={
          <>
            {countOf(pagination.total, "booking", "bookings")} from {query.from ? formatDateInput(query.from) : "today"}
            {overdue ? (
              <strong>
                {" "}
                · {overdue} waiting longer than the {CONFIRMATION_MINUTES} minutes we promise
              </strong>
            ) : null}
            .
          </>
        }
        caption={DESK_ORDER_TEXT}
        stacked
        columns={["Appointment", "Patient", "Doctor", "State", "Actions"]}
        items={bookings}
        rowClassName={(b) => (isOverdue(b) ? styles.overdue : undefined)}
        row={(b) => (
          <>
            <TimeCell at={b.start} reference={b.reference} timeZone={timeZone} />
            <PersonCell name={b.patient.name} phone={b.patient.phone}>
              {b.patient.relation !== "self" ? (
                <p className={form.muted}>
                  {PATIENT_RELATION_TEXT[b.patient.relation].desk}
                  {b.bookedBy ? `: ${b.bookedBy}` : ""}
                </p>
              ) : null}
              {b.reason ? <p className={styles.message}>{b.reason}</p> : null}
            </PersonCell>
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
              {b.patientConfirmedAt && (b.status === "confirmed" || b.status === "requested") ? (
                <>
                  <br />
                  <span>The patient confirmed they will come</span>
                </>
              ) : null}
              {b.refundDue ? (
                <>
                  <br />
                  <span className={form.muted}>Refund {formatRupees(b.refundDue)}</span>
                </>
              ) : null}
            </td>
            <td>
              <DeskActions booking={b} started={Date.parse(b.start) <= now.getTime()} timeZone={timeZone} />
            </td>
          </>
        )}
        pagination={pagination}
        href={consoleListHref(CONSOLE_ROUTES.bookings, filters)}
      />
    </ConsoleFrame>
  );
}
