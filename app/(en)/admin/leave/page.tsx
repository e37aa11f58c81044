import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { LeaveBookings } from "@/components/console/leave-bookings";
import { LeaveForm } from "@/components/console/leave-form";
import { LeaveRemove } from "@/components/console/leave-remove";
import { LEAVE_DESK_ROLES } from "@/lib/contracts/leave";
import { roleMayUse } from "@/lib/contracts/staff";
import { localDateOf } from "@/lib/format/appointment-time";
import { describeDayRange } from "@/lib/format/date-input";
import { CONSOLE_ROUTES, contentHref, deskDayHref } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { leaveDoctors, listLeave } from "@/lib/server/booking/leave";
import { getSiteInfo } from "@/lib/server/site";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Doctors' leave", robots: { index: false, follow: false } };

const count = (n: number) => (n === 0 ? "No booking" : n === 1 ? "1 booking" : `${n} bookings`);

/** /admin/leave – mark a doctor away (front desk and editors), seeing first the bookings on those days; each doctor's current and upcoming leave. */
export default async function ConsoleLeavePage() {
  const { staff, allowed, waiting } = await consolePage(CONSOLE_ROUTES.leave, LEAVE_DESK_ROLES);
  const now = new Date();
  const db = await getDb();
  const [doctors, leave] = allowed ? await Promise.all([leaveDoctors(db), listLeave(db, staff, now)]) : [[], []];
  const { timeZone } = getSiteInfo();
  const today = localDateOf(now, timeZone);
  const deskOpen = roleMayUse(staff.role, ["front_desk"]);
  const editor = roleMayUse(staff.role, ["editor"]);
  return (
    <ConsoleFrame title="Doctors' leave" path={CONSOLE_ROUTES.leave} staff={staff} waiting={waiting} allowed={allowed}>
      <p className={form.muted}>
        Days a doctor does not see patients: no appointment can be booked on them. Bookings already made on those days stay as they are: call each patient, then move or
        cancel the booking on the bookings desk, which tells the patient.{" "}
        {editor ? (
          <>
            Days the whole OPD is closed are <a href={contentHref("holidays")}>hospital holidays</a>.
          </>
        ) : null}
      </p>
      <LeaveForm doctors={doctors} timeZone={timeZone} deskOpen={deskOpen} />
      <section aria-labelledby="leave-list-title" className={styles.items}>
        <h2 id="leave-list-title">Current and upcoming leave</h2>
        {leave.length === 0 ? <p>No doctor is on leave today or later.</p> : null}
        {leave.map((d) => (
          <section key={d.doctor.username} className={styles.panel} aria-labelledby={`leave-${d.doctor.username}`}>
            <h3 id={`leave-${d.doctor.username}`}>
              {d.doctor.fullName}
              {d.doctor.isActive ? null : <span className={form.muted}> (not shown on the site)</span>}
            </h3>
            <ul className={styles.items}>
              {d.leave.map((l) => {
                const days = describeDayRange(l.fromDate, l.toDate);
                return (
                  <li key={l.id} className={styles.group}>
                    <p>
                      <strong>{days}</strong>
                      {l.fromDate <= today ? " (now)" : null}
                      {l.reason ? <span className={form.muted}> · {l.reason}</span> : null}
                    </p>
                    <p>{count(l.bookings.length)} still to come on these days{l.bookings.length ? ": call each patient." : "."}</p>
                    {l.bookings.length ? (
                      <LeaveBookings
                        bookings={l.bookings}
                        caption={`Bookings on ${d.doctor.fullName}'s leave, ${days}`}
                        timeZone={timeZone}
                        deskHref={deskOpen ? (b) => deskDayHref(d.doctor.username, localDateOf(b.start, timeZone)) : undefined}
                      />
                    ) : null}
                    <div className={styles.inline}>
                      <LeaveRemove id={l.id} what={`${d.doctor.fullName}'s leave, ${days}`} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </section>
    </ConsoleFrame>
  );
}
