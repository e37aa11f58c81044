import { LEAVE_BOOKING_STATUS_TEXT, type LeaveBooking } from "@/lib/contracts/leave";
import { formatAppointment } from "@/lib/format/appointment-time";
import { PhoneLink, TableBox } from "./console-list";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

/**
 * The bookings on a leave's days, with what the desk needs to call each patient: the time, the
 * patient's name and number (a tel: link; for staff who see patients' details), and the state. `deskHref`, for staff who may open the
 * bookings desk, links each to it, where it is moved or cancelled and the patient told.
 */
export function LeaveBookings({ bookings, caption, timeZone, deskHref }: { bookings: readonly LeaveBooking[]; caption: string; timeZone: string; deskHref?: (b: LeaveBooking) => string }) {
  return (
    <TableBox label={caption}>
      <table className={styles.table}>
        <caption className={form.muted}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Appointment</th>
            <th scope="col">Patient</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.id}>
              <td>
                {formatAppointment(b.start, timeZone)}
                <br />
                {deskHref ? <a href={deskHref(b)}>{b.reference} on the bookings desk</a> : <span className={form.muted}>{b.reference}</span>}
              </td>
              <th scope="row">
                {b.patient ? (
                  <>
                    {b.patient.name}
                    <br />
                    <PhoneLink phone={b.patient.phone} />
                  </>
                ) : (
                  <span className={form.muted}>The front desk calls the patient</span>
                )}
              </th>
              <td>{LEAVE_BOOKING_STATUS_TEXT[b.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
