import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { staffMember } from "@/test/staff";
import { heldBookingWithOrder, holdFor, holdSystemClockAtFixtureDay, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { bookings, patients } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { issueBookingLink } from "@/lib/server/auth/tokens";
import { listDesk } from "@/lib/server/compose/bookings-desk";
import { cancelByLink, confirmAttendanceByLink } from "@/lib/server/compose/manage-booking";
import { confirmPayment } from "@/lib/server/payments";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import type { PatientDetails } from "@/lib/contracts/booking";
import { deskQuerySchema } from "@/lib/contracts/staff";
import * as savedPatientsRoute from "@/app/api/web/user/saved-patients/route";
import * as forgetPatientRoute from "@/app/api/web/user/forget-patient/route";
import * as confirmAttendanceRoute from "@/app/api/web/user/confirm-attendance/route";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// Booking for the family with one verified phone, the details remembered only with consent, and
// the reminder's "I will come" that the desk sees.
let t: TestDatabase;
const clock = testClock();
const DOCTOR = "dr-rajesh-iyer"; // Mon and Thu 11:00–14:00 IST, 15-minute slots
const slot = (minutes: number) => new Date(Date.parse("2026-12-07T05:30:00Z") + minutes * 60_000).toISOString(); // Monday 7 December, 11:00 IST

beforeAll(async () => {
  t = await createTestDatabase();
  // The route handlers' clock, on the fixtures' calendar whatever day the suite runs.
  holdSystemClockAtFixtureDay();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

const details = (phone: string, name: string, more: Partial<PatientDetails>): PatientDetails => ({ name, phone, gender: "female" as const, age: 40, reason: "", consent: true as const, relation: "self" as const, remember: false, reminders: true, ...more });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Paid (the payment itself is payments.test's): the phone may hold its next slot. */
const paid = (id: string) => t.handle.db.update(bookings).set({ status: "requested", holdExpiresAt: null }).where(eq(bookings.id, id));

describe(`booking for the family on ${testEngine()}`, () => {
  it("books for several people with one verified phone, each booking naming its patient, and the desk sees who the patient is and who booked", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(901), clock());
    const own = await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: slot(0), patient: details(v.phone, "Lakshmi Nair", { relation: "self" }) }, clock);
    await paid(own._id);
    const v2 = await verifiedVisitor(t.handle.db, v.phone, clock());
    const child = await holdFor(t.handle.db, { ...v2, doctor: DOCTOR, slotStart: slot(15), patient: details(v.phone, "Anika Nair", { relation: "child", age: 7 }) }, clock);
    expect([own.patient.name, child.patient.name]).toEqual(["Lakshmi Nair", "Anika Nair"]);
    const rows = await t.handle.db.select({ patientId: bookings.patientId }).from(bookings).where(eq(bookings.phone, v.phone));
    expect(new Set(rows.map((r) => r.patientId)).size).toBe(2);
    // Paid: the desk lists it with who the patient is and who booked.
    await paid(child._id);
    const desk = await listDesk(t.handle.db, deskQuerySchema.parse({ status: "requested" }), (await staffMember(t.handle.db, "front_desk")).account, clock(), "Asia/Kolkata");
    expect(desk.bookings.find((b) => b.id === child._id)).toMatchObject({ patient: { name: "Anika Nair", relation: "child", phone: v.phone }, bookedBy: "Lakshmi Nair" });
    const [row] = await t.handle.db.select({ relation: patients.relation, rememberedAt: patients.rememberedAt }).from(patients).where(eq(patients.name, "Anika Nair"));
    expect(row).toEqual({ relation: "child", rememberedAt: null });
  });

  it("offers again only the patients the phone asked to be remembered, to that phone alone, and forgets one in one call", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(902), clock());
    await paid((await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: slot(30), patient: details(v.phone, "Ravi Kulkarni", { relation: "self", remember: true }) }, clock))._id);
    const v2 = await verifiedVisitor(t.handle.db, v.phone, clock());
    await paid((await holdFor(t.handle.db, { ...v2, doctor: DOCTOR, slotStart: slot(45), patient: details(v.phone, "Shanta Kulkarni", { relation: "parent", age: 74, remember: true }) }, clock))._id);
    const v3 = await verifiedVisitor(t.handle.db, v.phone, clock());
    await paid((await holdFor(t.handle.db, { ...v3, doctor: DOCTOR, slotStart: slot(60), patient: details(v.phone, "A Neighbour", { relation: "other" }) }, clock))._id);

    const listed = await call(savedPatientsRoute.POST, "/api/web/user/saved-patients", { headers: bearer(v3.token), json: {} });
    expect(listed.status).toBe(200);
    const saved = (listed.body.data as { patients: { patientId: string; name: string; relation: string }[] }).patients;
    expect(saved.map((p) => [p.name, p.relation]).sort()).toEqual([["Ravi Kulkarni", "self"], ["Shanta Kulkarni", "parent"]]);

    // Another phone, booking a family member of the same name, sees only its own and cannot forget theirs.
    const other = await verifiedVisitor(t.handle.db, mobile(903), clock());
    await paid((await holdFor(t.handle.db, { ...other, doctor: DOCTOR, slotStart: slot(90), patient: details(other.phone, "Shanta Kulkarni", { relation: "parent", age: 70, remember: true }) }, clock))._id);
    const other2 = await verifiedVisitor(t.handle.db, other.phone, clock());
    const theirs = await call(savedPatientsRoute.POST, "/api/web/user/saved-patients", { headers: bearer(other2.token), json: {} });
    const theirPatients = (theirs.body.data as { patients: { patientId: string; name: string; age: number | null }[] }).patients;
    const parent = saved.find((p) => p.relation === "parent")!;
    expect(theirPatients.map((p) => [p.name, p.age])).toEqual([["Shanta Kulkarni", 70]]);
    expect(theirPatients[0].patientId).not.toBe(parent.patientId);
    expect((await call(forgetPatientRoute.POST, "/api/web/user/forget-patient", { headers: bearer(other2.token), json: { patientId: parent.patientId } })).status).toBe(404);
    expect((await call(savedPatientsRoute.POST, "/api/web/user/saved-patients", { json: {} })).status).toBe(401);
    expect((await call(forgetPatientRoute.POST, "/api/web/user/forget-patient", { headers: bearer(v3.token), json: { patientId: "nope" } })).status).toBe(400);

    const forgotten = await call(forgetPatientRoute.POST, "/api/web/user/forget-patient", { headers: bearer(v3.token), json: { patientId: parent.patientId } });
    expect(forgotten.status).toBe(200);
    const after = await call(savedPatientsRoute.POST, "/api/web/user/saved-patients", { headers: bearer(v3.token), json: {} });
    expect((after.body.data as { patients: { name: string }[] }).patients.map((p) => p.name)).toEqual(["Ravi Kulkarni"]);
    // A booking without the box ticked withdraws the consent for that patient.
    const v4 = await verifiedVisitor(t.handle.db, v.phone, clock());
    await paid((await holdFor(t.handle.db, { ...v4, doctor: DOCTOR, slotStart: slot(75), patient: details(v.phone, "Ravi Kulkarni", { relation: "self", remember: false }) }, clock))._id);
    const none = await call(savedPatientsRoute.POST, "/api/web/user/saved-patients", { headers: bearer(v4.token), json: {} });
    expect((none.body.data as { patients: unknown[] }).patients).toEqual([]);
  });
});

describe(`the reminder's "I will come" on ${testEngine()}`, () => {
  it("records once that the patient will come, shows it to the desk with who the patient is and who booked, and is refused after a cancel", async () => {
    const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, 40, 910);
    const result = await sandboxCheckout(t.handle.db, { orderId, outcome: "success", attemptId: v.attemptId }, clock);
    if (result.outcome !== "success") throw new Error("expected success");
    await confirmPayment(t.handle.db, { orderId, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature, attemptId: v.attemptId }, clock);
    const link = await issueBookingLink(t.handle.db, { bookingId: booking._id }, clock(), new Date(Date.parse(booking.end) + 86_400_000));

    const first = await call(confirmAttendanceRoute.POST, "/api/web/user/confirm-attendance", { json: { link } });
    expect(first.status).toBe(200);
    const at = (first.body.data as { patientConfirmedAt: string | null }).patientConfirmedAt;
    expect(at).toEqual(expect.any(String));
    const again = await confirmAttendanceByLink(t.handle.db, link, () => new Date(Date.parse(at!) + 60_000));
    expect(again.patientConfirmedAt).toBe(at);

    const desk = await listDesk(t.handle.db, deskQuerySchema.parse({ status: "requested" }), (await staffMember(t.handle.db, "front_desk")).account, clock(), "Asia/Kolkata");
    const row = desk.bookings.find((b) => b.id === booking._id);
    expect(row).toMatchObject({ patientConfirmedAt: at, patient: { name: "Arjun Rao", relation: "self" }, bookedBy: null });

    await cancelByLink(t.handle.db, link, clock);
    await expect(confirmAttendanceByLink(t.handle.db, link, clock)).rejects.toMatchObject({ status: 409, reason: "not_active" });
    expect((await call(confirmAttendanceRoute.POST, "/api/web/user/confirm-attendance", { json: { link: "x" } })).status).toBe(400);
  });
});
