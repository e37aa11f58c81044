import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import type { MyData } from "@/lib/contracts/my-data";
import { Records } from "./records";

// /my-data's records: each kind of date in one form. Appointments (a booking, a slot offered, the
// days a waitlist covers) as the booking pages write them; the day a record was made, given or is
// due as the site's dates are ("November 14, 2026"). Never both forms for one kind.

const APPOINTMENT = "2026-12-10T05:30:00.000Z"; // Thursday, 10 December 2026, 11:00 am IST
const MADE = "2026-11-14T06:00:00.000Z";
const fee = { amount: 150_000, currency: "INR" };

const data: MyData = {
  reference: "PR-ABCDEFGH",
  phone: "+91 98765 43210",
  patients: [{ name: "Asha Kulkarni", email: null, dateOfBirth: "1980-11-14", age: null, gender: "female", createdAt: MADE }],
  bookings: [
    {
      reference: "SH-ASHA2345",
      status: "confirmed",
      doctor: "Dr. Rajesh Iyer",
      start: APPOINTMENT,
      reason: "",
      fee,
      refundDue: null,
      patientName: "Asha Kulkarni",
      payments: [{ orderId: "order_ABCDEF123", status: "paid", amount: fee, paidAt: MADE, refunds: [] }],
    },
  ],
  messages: [{ channel: "sms", kind: "confirmation", recipient: "+91 98765 43210", subject: null, body: "Your appointment is confirmed.", status: "sent", createdAt: MADE }],
  contactMessages: [{ reference: "CM-ABCDEFGH", subject: "Parking", createdAt: MADE }],
  applications: [{ reference: "JA-ABCDEFGH", opening: "Staff Nurse", status: "received", createdAt: MADE }],
  consents: [{ purpose: "reminders", what: "", version: "v1", givenAt: MADE, withdrawnAt: MADE }],
  waitlist: [
    {
      id: "w1",
      doctor: "dr-rajesh-iyer",
      from: "2026-12-10",
      to: "2026-12-16",
      status: "waiting",
      patient: null,
      joinedAt: MADE,
      updatedAt: MADE,
      offers: [{ id: "o1", status: "expired", slotStart: APPOINTMENT, slotEnd: APPOINTMENT, sentAt: MADE, expiresAt: MADE, closedAt: null }],
    },
  ],
  requests: [{ reference: "PR-ABCDEFGH", kind: "correction", state: "open", createdAt: MADE, dueAt: "2027-02-12T06:00:00.000Z", note: null }],
};

const region = (name: RegExp) => screen.getByRole("region", { name }).textContent ?? "";
/** The site's published form, "November 14, 2026". */
const US_DAY = /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;
/** The booking pages' form, "Thursday, 10 December 2026". */
const APPOINTMENT_DAY = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4}/;

it("writes every day a record was made, given or is due as November 14, 2026, never in the appointments' form", () => {
  render(<Records data={data} timeZone="Asia/Kolkata" />);
  for (const name of [/Messages we sent you/, /Messages you wrote to us/, /Job applications/, /What you agreed to/, /Your requests about your data/, /Patients' details/]) {
    expect(region(name)).toMatch(US_DAY);
    expect(region(name)).not.toMatch(APPOINTMENT_DAY);
  }
  expect(region(/Messages we sent you/)).toContain("November 14, 2026, SMS");
  expect(region(/Patients' details/)).toContain("born November 14, 1980");
  expect(region(/What you agreed to/)).toContain("SMS reminders before your appointments (chosen for each booking): given November 14, 2026, withdrawn November 14, 2026");
  expect(region(/Your requests about your data/)).toContain("answered by February 12, 2027");
});

it("writes appointments as the booking pages do: the booking, the slot offered and the waitlist's days", () => {
  render(<Records data={data} timeZone="Asia/Kolkata" />);
  expect(region(/Appointments, payments and refunds/)).toContain("Dr. Rajesh Iyer, Thursday, 10 December 2026, 11:00 am (IST), for Asha Kulkarni");
  const waitlist = region(/Waitlists you joined/);
  expect(waitlist).toContain("dr-rajesh-iyer: Thursday, 10 December 2026 to Wednesday, 16 December 2026, joined November 14, 2026");
  expect(waitlist).toContain("offered: Thursday, 10 December 2026, 11:00 am (IST)");
});
