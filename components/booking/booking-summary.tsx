import type { BookingView } from "@/lib/contracts/booking";
import { formatAppointment } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import styles from "./booking.module.scss";

const STATUS_TEXT: Record<BookingView["status"], string> = {
  held: "Held for you while you pay",
  expired: "Released (not paid in time)",
  requested: "Paid, awaiting the hospital's confirmation (within 30 minutes)",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  attended: "Attended",
  no_show: "Missed",
};

/** Bookings that can still be moved or cancelled (by the deadline): the rule is shown for these. */
const ACTIVE = new Set<BookingView["status"]>(["held", "requested", "confirmed"]);

/** The 24-hour rule as it applies to this booking now (stated before paying, and after). */
function changeRule(booking: BookingView): string {
  const deadline = formatAppointment(booking.changeDeadline, booking.timeZone);
  if (booking.canChange || (booking.status === "held" && Date.parse(booking.changeDeadline) > Date.now())) {
    return `Move or cancel for a full refund until ${deadline} (24 hours before). After that, please call the hospital.`;
  }
  if (booking.status === "held") return "This appointment is less than 24 hours away: once paid, it cannot be moved or cancelled online. Please call the hospital to change it.";
  return `The time to move or cancel online ended on ${deadline} (24 hours before). Please call the hospital.`;
}

/** The facts of a booking, the same on every page that shows one. */
export function BookingSummary({ booking, showStatus = true }: { booking: BookingView; showStatus?: boolean }) {
  return (
    <dl className={styles.summary}>
      <dt>Reference</dt>
      <dd>{booking.reference}</dd>
      <dt>Doctor</dt>
      <dd>
        {booking.doctor.fullName}
        {booking.speciality ? `, ${booking.speciality}` : ""}
      </dd>
      <dt>When</dt>
      <dd>{formatAppointment(booking.start, booking.timeZone)}</dd>
      <dt>Patient</dt>
      <dd>{booking.patient.name}</dd>
      <dt>Fee</dt>
      <dd>{formatFee(booking.fee)}</dd>
      {showStatus ? (
        <>
          <dt>Status</dt>
          <dd>{STATUS_TEXT[booking.status]}</dd>
        </>
      ) : null}
      {ACTIVE.has(booking.status) ? (
        <>
          <dt>Changes</dt>
          <dd>
            {changeRule(booking)}
          </dd>
        </>
      ) : null}
      {booking.refundDue ? (
        <>
          <dt>Refund</dt>
          <dd>{formatFee(booking.refundDue)} is being refunded to your payment method (5 to 7 working days).</dd>
        </>
      ) : null}
    </dl>
  );
}
