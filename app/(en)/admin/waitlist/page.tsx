import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { quietHoursSentence, WAITLIST_DESK_ROLES, WAITLIST_OFFER_MINUTES, type WaitlistDeskOffer } from "@/lib/contracts/waitlist";
import { getConfig } from "@/lib/server/config";
import { mayReadPatientDetails } from "@/lib/contracts/staff";
import { formatAppointment, formatDay } from "@/lib/format/appointment-time";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { listWaitlists } from "@/lib/server/waitlist";
import { getSiteInfo } from "@/lib/server/site";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Waitlists", robots: { index: false, follow: false } };

const OFFER_TEXT: Record<WaitlistDeskOffer["status"], string> = { open: "Open", claimed: "Claimed", expired: "Lapsed", taken: "Hold released before it was claimed" };

/** /admin/waitlist – each doctor's waitlist in order, and the offers sent (front desk and editors). */
export default async function ConsoleWaitlistPage() {
  const { staff, allowed, waiting } = await consolePage(CONSOLE_ROUTES.waitlist, WAITLIST_DESK_ROLES);
  const doctors = allowed ? await listWaitlists(await getDb(), staff, new Date()) : [];
  const timeZone = getSiteInfo().timeZone;
  // Names for staff who see patients' details (the front desk); phones are masked for all.
  const named = mayReadPatientDetails(staff.role);
  const day = (date: string) => formatDay(`${date}T12:00:00Z`, "UTC");
  return (
    <ConsoleFrame title="Waitlists" path={CONSOLE_ROUTES.waitlist} staff={staff} waiting={waiting} allowed={allowed}>
      <p className={form.muted}>
        Patients waiting for a doctor&apos;s free slot. A freed slot is offered by SMS to the first in line and held for them for {WAITLIST_OFFER_MINUTES} minutes, then
        offered to the next. {quietHoursSentence(getConfig().waitlistQuietHours)} Entries go the day after their range ends.
      </p>
      {doctors.length === 0 ? <p>No one is waiting.</p> : null}
      {doctors.map((d) => (
        <section key={d.doctor._id} className={styles.panel} aria-labelledby={`waitlist-${d.doctor._id}`}>
          <h2 id={`waitlist-${d.doctor._id}`}>{d.doctor.fullName}</h2>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Waitlist of ${d.doctor.fullName}`}>
            <table className={styles.table}>
              <caption className={form.muted}>In order of joining</caption>
              <thead>
                <tr>
                  <th scope="col">Place</th>
                  <th scope="col">Patient</th>
                  <th scope="col">Days</th>
                  <th scope="col">Offers sent</th>
                </tr>
              </thead>
              <tbody>
                {d.entries.map((e) => (
                  <tr key={e._id}>
                    <td>{e.status === "waiting" ? e.position : "Booked"}</td>
                    <th scope="row">
                      {e.patientName ?? (named ? "Name not given" : "Patient")}
                      <br />
                      <span className={form.muted}>{e.phone}</span>
                    </th>
                    <td>
                      {day(e.from)} to {day(e.to)}
                      <br />
                      <span className={form.muted}>joined {formatAppointment(e.joinedAt, timeZone)}</span>
                    </td>
                    <td>
                      {e.offers.length === 0 ? (
                        "None yet"
                      ) : (
                        <ul>
                          {e.offers.map((o) => (
                            <li key={o._id}>
                              {formatAppointment(o.start, timeZone)}: {OFFER_TEXT[o.status]}. Sent {formatAppointment(o.sentAt, timeZone)}, open until{" "}
                              {formatAppointment(o.expiresAt, timeZone)}.
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </ConsoleFrame>
  );
}
