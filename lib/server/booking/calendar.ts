import "server-only";
import { createEvent } from "ics";
import { getConfig } from "../config";
import { ARRIVAL_INSTRUCTION, type BookingView } from "@/lib/contracts/booking";

/** The appointment as an iCalendar file (the `ics` package), for the add-to-calendar download and the e-mail. */
export function bookingCalendar(booking: BookingView, address: string): string {
  const config = getConfig();
  const { error, value } = createEvent({
    uid: `${booking.reference}@${new URL(config.siteUrl).hostname}`,
    start: Date.parse(booking.start),
    end: Date.parse(booking.end),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    title: `Appointment with ${booking.doctor.fullName}`,
    description: `Booking ${booking.reference} at ${config.hospitalName}. ${ARRIVAL_INSTRUCTION} To change or cancel, use the link in your confirmation; the hospital's refund and change rules are stated there.`,
    location: address || config.hospitalName,
    status: booking.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
    productId: "sunrise-hospital/booking",
    alarms: [{ action: "display", description: "Hospital appointment", trigger: { hours: 2, before: true } }],
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be made");
  return value;
}
