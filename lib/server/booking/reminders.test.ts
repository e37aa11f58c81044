import { and, eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { staffMember } from "@/test/staff";
import { holdFor, holdSystemClockAtFixtureDay, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { outboxMessages } from "@/lib/server/db/schema";
import { getChangeTiers, holdSlot } from "@/lib/server/booking";
import { savePatient } from "@/lib/server/booking/patients";
import { reminderTime } from "@/lib/server/booking/messages";
import { confirmPayment, createOrder } from "@/lib/server/payments";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import { hasLiveConsent, withdrawConsent } from "@/lib/server/privacy/consents";
import { putSetting } from "@/lib/server/settings";
import { changePolicy, describePolicy, DEFAULT_CHANGE_TIERS, refundEndsAt, type ChangeTier } from "@/lib/contracts/change-rules";
import type { PatientDetails } from "@/lib/contracts/booking";
import type { CollectionRecord } from "@/lib/contracts/collections/api";
import * as getRoute from "@/app/api/admin/content/[collection]/get/route";
import * as saveRoute from "@/app/api/admin/content/[collection]/save/route";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// The reminder before an appointment: its own booking's choice (not the phone's), sent while a
// cancel still refunds, and saying what a cancel costs when it arrives and until when.
let t: TestDatabase;
const clock = testClock(); // Monday 30 November 2026, 06:00 IST
const ZONE = "Asia/Kolkata";
const DOCTOR = "dr-rajesh-iyer"; // Mon and Thu 11:00–14:00 IST, 15-minute slots, ₹1,500
/** Thursday 3 December 2026 from 11:00 IST, or the Thursday `week` weeks later. */
const slot = (minutes: number, week = 0) => new Date(Date.parse("2026-12-03T05:30:00Z") + week * 7 * 86_400_000 + minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestDatabase();
  holdSystemClockAtFixtureDay();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());
afterEach(async () => {
  await putSetting(t.handle.db, "changeRules", { tiers: DEFAULT_CHANGE_TIERS });
});

const details = (phone: string, name: string, more: Partial<PatientDetails>): PatientDetails => ({ name, phone, gender: "female", age: 40, reason: "", consent: true, relation: "self", remember: false, reminders: true, ...more });

/** Pays a held booking through the sandbox, as the payment page does: the confirmation and the reminder are queued. */
async function pay(v: { attemptId: string }, bookingId: string): Promise<void> {
  const { orderId } = await createOrder(t.handle.db, { bookingId, attemptId: v.attemptId }, clock);
  const result = await sandboxCheckout(t.handle.db, { orderId, outcome: "success", attemptId: v.attemptId }, clock);
  if (result.outcome !== "success") throw new Error("expected success");
  await confirmPayment(t.handle.db, { orderId, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature, attemptId: v.attemptId }, clock);
}

const remindersOf = (bookingId: string) =>
  t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.bookingId, bookingId), eq(outboxMessages.kind, "reminder")));

async function paidBooking(phone: string, start: string, more: Partial<PatientDetails> = {}) {
  const v = await verifiedVisitor(t.handle.db, phone, clock());
  const booking = await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: start, patient: details(phone, more.name ?? "Lakshmi Nair", more) }, clock);
  await pay(v, booking._id);
  return booking;
}

describe(`a booking's own reminder choice on ${testEngine()}`, () => {
  it("keeps the reminder of one booking when another booking on the same phone (a child's) leaves the box empty, and the phone's consent stays given", async () => {
    const phone = mobile(9301);
    const own = await paidBooking(phone, slot(0), { name: "Lakshmi Nair", reminders: true });
    const child = await paidBooking(phone, slot(15), { name: "Anika Nair", relation: "child", age: 7, reminders: false });
    expect((await remindersOf(own._id)).map((m) => m.status)).toEqual(["pending"]);
    expect(await remindersOf(child._id)).toEqual([]);
    expect(await hasLiveConsent(t.handle.db, phone, "reminders")).toBe(true);

    // The other way round: a booking with the box ticked after one without it is reminded, the earlier one is not.
    const later = await paidBooking(phone, slot(30), { name: "Anika Nair", relation: "child", age: 7, reminders: true });
    expect(await remindersOf(later._id)).toHaveLength(1);
    expect(await remindersOf(child._id)).toEqual([]);

    // Stopping reminders on /my-data stops every booking's.
    await withdrawConsent(t.handle.db, phone, "reminders", clock());
    expect([...(await remindersOf(own._id)), ...(await remindersOf(later._id))].map((m) => m.status)).toEqual(["cancelled", "cancelled"]);
  });

  it("takes the choice of a booking made with a saved patient (patientId) from the booking call's own `reminders`", async () => {
    const phone = mobile(9302);
    const v = await verifiedVisitor(t.handle.db, phone, clock());
    const patientId = await t.handle.db.transaction((tx) => savePatient(tx, phone, details(phone, "Ravi Kulkarni", { reminders: true }), clock()));
    const withReminder = await holdSlot(t.handle.db, { ...v, doctor: DOCTOR, slotStart: slot(45), patientId, reminders: true }, clock);
    await pay(v, withReminder._id);
    const v2 = await verifiedVisitor(t.handle.db, phone, clock());
    const without = await holdSlot(t.handle.db, { ...v2, doctor: DOCTOR, slotStart: slot(60), patientId }, clock);
    await pay(v2, without._id);
    expect(await remindersOf(withReminder._id)).toHaveLength(1);
    expect(await remindersOf(without._id)).toEqual([]);
  });
});

/** The reminder of a paid booking: when it goes, what it says, and the rules at that instant. */
async function reminderOfBooking(bookingId: string, start: string) {
  const [reminder] = await remindersOf(bookingId);
  expect(reminder).toBeDefined();
  const tiers = await getChangeTiers(t.handle.db);
  const policy = changePolicy(tiers, start, { amount: 150_000, currency: "INR" }, reminder.sendAfter);
  return { reminder, tiers, policy, cutOff: refundEndsAt(tiers, start, 150_000) };
}

describe(`the reminder's time and words on ${testEngine()}`, () => {
  it("goes before the refund ends under the default rules (24 hours), in the day, and says the full refund holds until the cut-off", async () => {
    const start = slot(0, 1);
    const booking = await paidBooking(mobile(9311), start);
    const { reminder, policy, cutOff } = await reminderOfBooking(booking._id, start);
    expect(cutOff!.toISOString()).toBe("2026-12-09T05:30:00.000Z"); // Wednesday 11:00 IST, 24 hours before
    expect(reminder.sendAfter.getTime()).toBeLessThan(cutOff!.getTime());
    expect(reminder.sendAfter.toISOString()).toBe("2026-12-09T02:30:00.000Z"); // 3 hours before, 08:00 IST
    expect(policy!.now).toMatchObject({ refund: "full", refundAmount: { amount: 150_000 } });
    expect(reminder.body).toContain(describePolicy(policy, ZONE));
    expect(reminder.body).toContain("Until Wednesday, 9 December 2026, 11:00 am (IST): a refund of ₹1,500 if you cancel");
    expect(reminder.body).not.toMatch(/tomorrow|Now: no refund/);
    expect(reminder.expiresAt?.toISOString()).toBe(start);
  });

  it("goes before the last tier that refunds ends (a refund less a fee until 12 hours before), stating the refund of that moment", async () => {
    await putSetting(t.handle.db, "changeRules", {
      tiers: [
        { hoursBefore: 48, refund: "full", fee: null, canMove: true },
        { hoursBefore: 12, refund: "less_fee", fee: 20_000, canMove: false },
        { hoursBefore: 0, refund: "none", fee: null, canMove: false },
      ],
    });
    const start = slot(15, 1);
    const booking = await paidBooking(mobile(9312), start);
    const { reminder, policy, cutOff } = await reminderOfBooking(booking._id, start);
    expect(reminder.sendAfter.getTime()).toBeLessThan(cutOff!.getTime());
    expect(reminder.sendAfter.getTime()).toBeGreaterThan(clock().getTime());
    expect(policy!.now).toMatchObject({ refund: "less_fee", refundAmount: { amount: 130_000 } });
    expect(reminder.body).toContain(describePolicy(policy, ZONE));
    expect(reminder.body).toContain("a refund of ₹1,300 if you cancel");
  });

  it("says truthfully that a cancel is not refunded when no tier refunds anything", async () => {
    await putSetting(t.handle.db, "changeRules", { tiers: [{ hoursBefore: 0, refund: "none", fee: null, canMove: false }] });
    const start = slot(30, 1);
    const booking = await paidBooking(mobile(9313), start);
    const { reminder, policy, cutOff } = await reminderOfBooking(booking._id, start);
    expect(cutOff).toBeNull();
    expect(reminder.sendAfter.toISOString()).toBe(new Date(Date.parse(start) - 24 * 3600_000).toISOString());
    expect(reminder.body).toContain(describePolicy(policy, ZONE));
    expect(reminder.body).toContain("no refund if you cancel");
    expect(reminder.body).not.toMatch(/a refund of/);
  });

  it("plans the pending reminders again when an administrator changes the rules in the console: the new time is before the new cut-off and the text states the new rules", async () => {
    const start = slot(45, 1);
    const booking = await paidBooking(mobile(9314), start);
    const before = (await reminderOfBooking(booking._id, start)).reminder;
    const admin = await staffMember(t.handle.db, "admin");
    const path = (action: string) => `/api/admin/content/changeRules/${action}`;
    const record = (await call(getRoute.POST, path("get"), { headers: admin.headers, json: {}, params: { collection: "changeRules" } })).body.data as CollectionRecord;
    const values = { tiers: [{ hoursBefore: 72, refund: "full", fee: "", canMove: true }, { hoursBefore: 0, refund: "none", fee: "", canMove: false }] };
    const saved = await call(saveRoute.POST, path("save"), { headers: admin.headers, json: { version: record.version, values }, params: { collection: "changeRules" } });
    expect(saved.status).toBe(200);

    const { reminder, policy, cutOff } = await reminderOfBooking(booking._id, start);
    expect(reminder.id).toBe(before.id);
    expect(cutOff!.toISOString()).toBe(new Date(Date.parse(start) - 72 * 3600_000).toISOString());
    expect(reminder.sendAfter.getTime()).toBeLessThan(cutOff!.getTime());
    expect(policy!.now.refund).toBe("full");
    expect(reminder.body).toContain(describePolicy(policy, ZONE));
    expect(reminder.body).not.toBe(before.body);
  });
});

describe("reminderTime", () => {
  const tiers: ChangeTier[] = DEFAULT_CHANGE_TIERS;
  const now = new Date("2026-11-30T00:30:00Z");

  it("moves a reminder due at night to the evening before (a 10:00 appointment: not 07:00 but 19:00 the evening before)", () => {
    const at = reminderTime(tiers, new Date("2026-12-03T04:30:00Z"), 150_000, now, ZONE)!;
    expect(at.toISOString()).toBe("2026-12-01T13:30:00.000Z");
  });

  it("is never in the past: booked too late for a reminder before the refund ends, it goes an hour after, and states no refund", () => {
    const start = new Date(now.getTime() + 26 * 3600_000);
    const at = reminderTime(tiers, start, 150_000, now, ZONE)!;
    expect(at.getTime()).toBe(start.getTime() - 23 * 3600_000);
    expect(changePolicy(tiers, start, { amount: 150_000, currency: "INR" }, at)!.now.refund).toBe("none");
    expect(reminderTime(tiers, new Date(now.getTime() + 20 * 3600_000), 150_000, now, ZONE)).toBeNull();
  });
});
