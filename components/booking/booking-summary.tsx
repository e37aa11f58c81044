import type { BookingView } from "@/lib/contracts/booking";
import { describePolicy } from "@/lib/contracts/change-rules";
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

/** Bookings the refund and change rules still apply to: they are stated for these. */
const ACTIVE = new Set<BookingView["status"]>(["held", "requested", "confirmed"]);

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
          <dd>
            {STATUS_TEXT[booking.status]}
            {booking.patientConfirmedAt && ACTIVE.has(booking.status) ? ". You confirmed you will come." : ""}
          </dd>
        </>
      ) : null}
      {ACTIVE.has(booking.status) ? (
        <>
          <dt>Refund and changes</dt>
          <dd>
            {booking.status === "held" && booking.changeRules ? "Once paid: " : ""}
            {describePolicy(booking.changeRules, booking.timeZone)}
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
