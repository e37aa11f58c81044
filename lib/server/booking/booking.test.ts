import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { holdFor, holdSystemClockAtFixtureDay, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { and, isNull } from "drizzle-orm";
import { bookings, doctorLeaves, doctors, patients, paymentOrders } from "@/lib/server/db/schema";
import { pruneBookings } from "@/lib/server/booking/retention";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { getFreeSlots, expireHolds } from "@/lib/server/booking";
import { SLOT_TAKEN_MESSAGE } from "@/lib/server/booking/hold";
import { savePatient } from "@/lib/server/booking/patients";
import { forgetConfig } from "@/lib/server/config";
import { REVALIDATE_NOW, TAGS } from "@/lib/server/cache";
import { POST as addBooking } from "@/app/api/web/user/add-booking-detail/route";
import { POST as freeSlotsRoute } from "@/app/api/web/doctor/free-slots/route";
import type { PatientDetails } from "@/lib/contracts/booking";

// Next gives route handlers the store revalidateTag needs; a handler called directly has none.
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let t: TestDatabase;
const clock = testClock();
const DOCTOR = "dr-rajesh-iyer"; // Mon and Thu 11:00–14:00, Sat 09:00–12:00 IST; 15-minute slots
const patient = (phone: string, name = "Meera Joshi"): PatientDetails => ({ name, phone, gender: "female", age: 42, reason: "Chest pain on exertion", relation: "self", remember: false, reminders: true, consent: true });
/** The patient saved under the phone, as add-patient-detail saves one. */
const patientOf = (phone: string) => t.handle.db.transaction((tx) => savePatient(tx, phone, patient(phone), clock()));

beforeAll(async () => {
  t = await createTestDatabase();
  // The route handlers' clock, on the fixtures' calendar whatever day the suite runs.
  holdSystemClockAtFixtureDay();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());
beforeEach(async () => {
  clock.set("2026-11-30T00:30:00Z");
  await t.handle.db.update(bookings).set({ status: "cancelled" });
});

describe("free slots", () => {
  it("closes a doctor's days of leave and the hospital's holidays, as stored in the database", async () => {
    const [rajesh] = await t.handle.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.username, DOCTOR));
    // Monday 30 November on leave, Thursday 3 December a hospital holiday: the first slot is Saturday's.
    const [leave] = await t.handle.db.insert(doctorLeaves).values({ doctorId: rajesh.id, fromDate: "2026-11-30", toDate: "2026-11-30", reason: "On leave" }).returning();
    const [holiday] = await t.handle.db.insert(doctorLeaves).values({ doctorId: null, fromDate: "2026-12-03", toDate: "2026-12-03", reason: "Test holiday" }).returning();
    try {
      const result = await getFreeSlots(t.handle.db, { doctor: DOCTOR, days: 6 }, clock);
      expect(result.slots[0].start).toBe("2026-12-05T03:30:00.000Z");
      expect(result.slots.some((s) => s.start.startsWith("2026-11-30") || s.start.startsWith("2026-12-03"))).toBe(false);
    } finally {
      await t.handle.db.delete(doctorLeaves).where(eq(doctorLeaves.id, leave.id));
      await t.handle.db.delete(doctorLeaves).where(eq(doctorLeaves.id, holiday.id));
    }
  });

  it("uses each sitting's slot length from the seed: 20 minutes for a surgeon, 10 in the emergency follow-up clinic", async () => {
    const surgeon = await getFreeSlots(t.handle.db, { doctor: "dr-sandeep-malhotra", days: 14 }, clock);
    expect(Date.parse(surgeon.slots[0].end) - Date.parse(surgeon.slots[0].start)).toBe(20 * 60_000);
    const clinic = await getFreeSlots(t.handle.db, { doctor: "dr-pallavi-shinde", days: 1 }, clock);
    expect(Date.parse(clinic.slots[0].end) - Date.parse(clinic.slots[0].start)).toBe(10 * 60_000);
    // The seed closes the OPD on the national holidays and records some doctors' leave.
    const holidays = await t.handle.db.select().from(doctorLeaves).where(isNull(doctorLeaves.doctorId));
    expect(holidays.map((h) => h.fromDate.slice(5))).toEqual(expect.arrayContaining(["01-26", "08-15", "10-02"]));
    const leave = await t.handle.db.select().from(doctorLeaves).where(and(eq(doctorLeaves.reason, "On leave")));
    expect(leave.length).toBeGreaterThan(0);
  });

  it("lists a doctor's sittings as 15-minute slots in the hospital's zone, from 11:00 IST (05:30 UTC)", async () => {
    const result = await getFreeSlots(t.handle.db, { doctor: DOCTOR, days: 1 }, clock);
    expect(result.slots[0]).toEqual({ start: "2026-11-30T05:30:00.000Z", end: "2026-11-30T05:45:00.000Z" });
    expect(result.slots).toHaveLength(12);
    expect(result.nextAfter?.start).toBe("2026-12-03T05:30:00.000Z");
  });

  it("hides a slot someone holds, and shows it again when the hold lapses", async () => {
    const visitor = await verifiedVisitor(t.handle.db, mobile(1), clock());
    await holdFor(t.handle.db, { ...visitor, doctor: DOCTOR, slotStart: "2026-11-30T05:30:00Z", patient: patient(visitor.phone) }, clock);
    let result = await getFreeSlots(t.handle.db, { doctor: DOCTOR, days: 1 }, clock);
    expect(result.slots[0].start).toBe("2026-11-30T05:45:00.000Z");
    clock.advance(11 * 60_000);
    result = await getFreeSlots(t.handle.db, { doctor: DOCTOR, days: 1 }, clock);
    expect(result.slots[0].start).toBe("2026-11-30T05:30:00.000Z");
  });

  it("answers 404 for an unknown doctor and 400 for a malformed body through the route", async () => {
    expect((await call(freeSlotsRoute, "/api/web/doctor/free-slots", { json: { doctor: "nobody-here" } })).status).toBe(404);
    const bad = await call(freeSlotsRoute, "/api/web/doctor/free-slots", { json: { doctor: DOCTOR, days: "many" } });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(0);
  });
});

describe("holding a slot", () => {
  it("gives exactly one hold and 49 clean 409s when 50 visitors book one slot at once", async () => {
    const visitors = await Promise.all(Array.from({ length: 50 }, (_, i) => verifiedVisitor(t.handle.db, mobile(100 + i), new Date())));
    const patientIds = await Promise.all(visitors.map((v) => patientOf(v.phone)));
    const answers = await Promise.all(
      visitors.map((v, i) =>
        call(addBooking, "/api/web/user/add-booking-detail", {
          headers: { authorization: `Bearer ${v.token}` },
          json: { doctor: DOCTOR, slotStart: "2026-12-03T05:30:00Z", patientId: patientIds[i] },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.message).toBe(SLOT_TAKEN_MESSAGE);
      expect(a.body.code).toBe("slot_taken");
    }
    const held = await t.handle.db.select().from(bookings).where(eq(bookings.status, "held"));
    expect(held).toHaveLength(1);
  });

  it("refuses, in the database itself, an overlapping booking of another length (the exclusion constraint)", async () => {
    const [doctor] = await t.handle.db.select().from(doctors).where(eq(doctors.username, DOCTOR));
    const v = await verifiedVisitor(t.handle.db, mobile(300), clock());
    const view = await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: "2026-12-07T05:30:00Z", patient: patient(v.phone) }, clock);
    const [row] = await t.handle.db.select().from(bookings).where(eq(bookings.id, view._id));
    // 05:40–06:10 overlaps 05:30–05:45 although it is not a slot of the same grid.
    await expect(
      t.handle.db.insert(bookings).values({ ...row, id: undefined, status: "requested", holdExpiresAt: null, reference: "SH-OVERLAP1", startsAt: new Date("2026-12-07T05:40:00Z"), endsAt: new Date("2026-12-07T06:10:00Z"), doctorId: doctor.id }),
    ).rejects.toMatchObject({ cause: { code: "23P01" } });
    // Touching (05:45–06:00) does not overlap.
    await t.handle.db.insert(bookings).values({ ...row, id: undefined, status: "requested", holdExpiresAt: null, reference: "SH-TOUCHING", startsAt: new Date("2026-12-07T05:45:00Z"), endsAt: new Date("2026-12-07T06:00:00Z") });
  });

  it("releases the visitor's earlier hold when the new one names it (they went back and picked another slot), so one phone holds one slot", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(301), clock());
    const first = await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: "2026-12-10T05:30:00Z", patient: patient(v.phone) }, clock);
    await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: "2026-12-10T06:00:00Z", patient: patient(v.phone), replaces: first._id }, clock);
    const held = await t.handle.db.select().from(bookings).where(eq(bookings.attemptId, v.attemptId));
    expect(held.map((b) => b.status).sort()).toEqual(["expired", "held"]);
  });

  it("of two holds sent at once from one phone, the database makes one and the other answers 409 hold_exists, naming the held slot", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(302), clock());
    const patientId = await patientOf(v.phone);
    const answers = await Promise.all(
      ["2026-12-10T06:30:00Z", "2026-12-10T06:45:00Z"].map((slotStart) =>
        call(addBooking, "/api/web/user/add-booking-detail", { headers: { authorization: `Bearer ${v.token}` }, json: { doctor: DOCTOR, slotStart, patientId } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.code).toBe("hold_exists");
    expect(refused.body.message).toMatch(/^This mobile number is already holding a slot \(Dr\. Rajesh Iyer, .+\) until .+\. Pay for that slot, or choose a slot again after the hold ends\.$/);
    const held = await t.handle.db.select().from(bookings).where(and(eq(bookings.phone, v.phone), eq(bookings.status, "held")));
    expect(held).toHaveLength(1);
    // Nothing was released: the hold that was made is still live a minute later.
    clock.advance(60_000);
    expect((await t.handle.db.select().from(bookings).where(eq(bookings.id, held[0].id)))[0].status).toBe("held");
  });

  it("lets a phone hold again once its earlier hold has lapsed, without naming it", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(303), clock());
    await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: "2026-12-10T07:00:00Z", patient: patient(v.phone) }, clock);
    await expect(holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: "2026-12-10T07:15:00Z", patient: patient(v.phone) }, clock)).rejects.toMatchObject({ status: 409, reason: "hold_exists" });
    clock.advance(11 * 60_000);
    const second = await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: "2026-12-10T07:15:00Z", patient: patient(v.phone) }, clock);
    expect(second.status).toBe("held");
  });

  it("keeps the reason for the visit when the browser books with a saved patient (patientId)", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(304), clock());
    const patientId = await savePatient(t.handle.db, v.phone, patient(v.phone), clock());
    const answer = await call(addBooking, "/api/web/user/add-booking-detail", {
      headers: { authorization: `Bearer ${v.token}` },
      json: { doctor: DOCTOR, slotStart: "2026-12-10T07:30:00Z", patientId, reason: "Follow-up after angioplasty" },
    });
    expect(answer.status).toBe(201);
    const [row] = await t.handle.db.select().from(bookings).where(eq(bookings.id, (answer.body.data as { _id: string })._id));
    expect(row.reason).toBe("Follow-up after angioplasty");
  });

  it("holds for BOOKING_HOLD_MINUTES (1 to 30, 10 by default)", async () => {
    const saved = process.env.BOOKING_HOLD_MINUTES;
    try {
      process.env.BOOKING_HOLD_MINUTES = "1";
      forgetConfig();
      const v = await verifiedVisitor(t.handle.db, mobile(305), clock());
      const view = await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: "2026-12-10T07:45:00Z", patient: patient(v.phone) }, clock);
      expect(Date.parse(view.holdExpiresAt!) - clock().getTime()).toBe(60_000);
      clock.advance(61_000);
      expect(await expireHolds(t.handle.db, clock())).toBe(1);
    } finally {
      if (saved === undefined) delete process.env.BOOKING_HOLD_MINUTES;
      else process.env.BOOKING_HOLD_MINUTES = saved;
      forgetConfig();
    }
  });

  it("refuses online booking with a clear 409 for a doctor whose consultation has no fee (nothing to hold it by)", async () => {
    const [row] = await t.handle.db.select({ id: doctors.id, fee: doctors.consultationFee }).from(doctors).where(eq(doctors.username, DOCTOR));
    await t.handle.db.update(doctors).set({ consultationFee: 0 }).where(eq(doctors.id, row.id));
    try {
      const visitor = await verifiedVisitor(t.handle.db, mobile(77), clock());
      await expect(holdFor(t.handle.db, { ...visitor, doctor: DOCTOR, slotStart: "2026-11-30T05:30:00Z", patient: patient(visitor.phone) }, clock)).rejects.toMatchObject({ status: 409, reason: "no_online_booking" });
    } finally {
      await t.handle.db.update(doctors).set({ consultationFee: row.fee }).where(eq(doctors.id, row.id));
    }
  });

  it("refuses a time that is not one of the doctor's slots, inside the notice, or past the horizon", async () => {
    clock.set("2026-11-30T04:00:00Z"); // 09:30 IST: 11:00 is inside the 2-hour notice
    const v = await verifiedVisitor(t.handle.db, mobile(302), clock());
    for (const slotStart of ["2026-12-10T05:31:00Z", "2026-11-30T05:30:00Z", "2027-02-01T05:30:00Z"]) {
      await expect(holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart, patient: patient(v.phone) }, clock)).rejects.toMatchObject({ status: 400, reason: "not_a_slot" });
    }
  });

  it("marks lapsed holds expired, and only then expires the public pages' availability (the slot shows again at once)", async () => {
    const expired: string[][] = [];
    const hooks = globalThis as { [REVALIDATE_NOW]?: (tags: string[]) => Promise<void> };
    hooks[REVALIDATE_NOW] = async (tags) => void expired.push(tags);
    try {
      const v = await verifiedVisitor(t.handle.db, mobile(303), clock());
      await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: "2026-12-14T05:30:00Z", patient: patient(v.phone) }, clock);
      expect(await expireHolds(t.handle.db, new Date(clock().getTime() + 5 * 60_000))).toBe(0);
      expect(expired).toEqual([]);
      expect(await expireHolds(t.handle.db, new Date(clock().getTime() + 11 * 60_000))).toBe(1);
      expect(expired).toEqual([[TAGS.availability]]);
    } finally {
      delete hooks[REVALIDATE_NOW];
    }
  });

  it("answers 401 without a token, with a forged one and with an expired one", async () => {
    const body = { doctor: DOCTOR, slotStart: "2026-12-04T12:00:00Z", patientId: "00000000-0000-4000-8000-000000000000" };
    expect((await call(addBooking, "/api/web/user/add-booking-detail", { json: body })).status).toBe(401);
    expect((await call(addBooking, "/api/web/user/add-booking-detail", { json: body, headers: { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLWZvcmdlZC1oZXJlLXh4eHh4" } })).status).toBe(401);
    const old = await verifiedVisitor(t.handle.db, mobile(304), new Date(Date.now() - 31 * 60_000));
    const expired = await call(addBooking, "/api/web/user/add-booking-detail", { json: body, headers: { authorization: `Bearer ${old.token}` } });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("token_invalid");
  });
});

describe("retention: bookings and patients go 3 years after the appointment (the privacy notice)", () => {
  const years = (n: number, from: Date) => new Date(Date.UTC(from.getUTCFullYear() + n, from.getUTCMonth(), from.getUTCDate(), from.getUTCHours(), from.getUTCMinutes()));

  it("deletes a booking past three years with its payment order and its patient, and keeps the younger ones", async () => {
    const oldV = await verifiedVisitor(t.handle.db, mobile(401), clock());
    const old = await holdFor(t.handle.db, { ...oldV, doctor: DOCTOR, slotStart: "2026-12-05T03:30:00Z", patient: patient(oldV.phone, "Old Patient") }, clock);
    await t.handle.db.insert(paymentOrders).values({ orderId: "order_retention_1", bookingId: old._id, gateway: "sandbox", receipt: "rcpt_retention_1", amount: 80000, currency: "INR", createdAt: clock(), updatedAt: clock() });
    const [oldRow] = await t.handle.db.select({ patientId: bookings.patientId }).from(bookings).where(eq(bookings.id, old._id));
    clock.set("2026-12-20T00:30:00Z");
    const youngV = await verifiedVisitor(t.handle.db, mobile(402), clock());
    const young = await holdFor(t.handle.db, { ...youngV, doctor: DOCTOR, slotStart: "2026-12-21T05:30:00Z", patient: patient(youngV.phone, "Young Patient") }, clock);

    // A day short of three years after the first appointment: nothing goes.
    await pruneBookings(t.handle.db, new Date("2029-12-04T03:30:00Z"));
    expect(await t.handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, old._id))).toHaveLength(1);
    const result = await pruneBookings(t.handle.db, years(3, new Date("2026-12-06T00:00:00Z")));
    expect(result.bookings).toBeGreaterThanOrEqual(1);
    expect(await t.handle.db.select().from(bookings).where(eq(bookings.id, old._id))).toEqual([]);
    expect(await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, "order_retention_1"))).toEqual([]);
    expect(await t.handle.db.select().from(patients).where(eq(patients.id, oldRow.patientId))).toEqual([]);
    expect(await t.handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, young._id))).toHaveLength(1);
  });

  it("deletes a patient row left without any booking after a day, not before", async () => {
    const [row] = await t.handle.db
      .insert(patients)
      .values({ phone: "+919800000499", name: "Never Booked", gender: "male", createdAt: clock(), updatedAt: clock() })
      .returning({ id: patients.id });
    await pruneBookings(t.handle.db, new Date(clock().getTime() + 23 * 3600_000));
    expect(await t.handle.db.select({ id: patients.id }).from(patients).where(eq(patients.id, row.id))).toHaveLength(1);
    await pruneBookings(t.handle.db, new Date(clock().getTime() + 25 * 3600_000));
    expect(await t.handle.db.select({ id: patients.id }).from(patients).where(eq(patients.id, row.id))).toEqual([]);
  });
});
