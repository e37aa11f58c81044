import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { heldBookingWithOrder, testClock } from "@/test/booking-fixtures";
import { paymentCaptures, sandboxPayments } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { confirmPayment } from "@/lib/server/payments";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import { cancelByLink, managedBooking, rescheduleByLink, slotsForMove } from "@/lib/server/compose/manage-booking";
import { issueBookingLink } from "@/lib/server/auth/tokens";
import { putSetting } from "@/lib/server/settings";
import type { ChangeTier } from "@/lib/contracts/change-rules";

// The hospital's own refund and change rules (a console setting), applied by the server to a
// patient's cancel and move, each tier at its boundary; the gateway is asked for the tier's amount.

let t: TestDatabase;
const clock = testClock();
let slotDay = 0;

/** Manipal's rules: full refund more than 4 hours before, ₹100 less between 2 and 4 hours, nothing under 2 hours; moves only in the first tier. */
const TIERS: ChangeTier[] = [
  { hoursBefore: 0, refund: "none", fee: null, canMove: false },
  { hoursBefore: 4, refund: "full", fee: null, canMove: true },
  { hoursBefore: 2, refund: "less_fee", fee: 10_000, canMove: false },
];

beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
  await putSetting(t.handle.db, "changeRules", { tiers: TIERS });
});
afterAll(async () => t.cleanup());
beforeEach(() => clock.set("2026-11-30T00:30:00Z"));

/** A paid booking (₹1,500) and its manage link. */
async function paidBooking() {
  const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, slotDay, 700);
  slotDay += 1;
  const result = await sandboxCheckout(t.handle.db, { orderId, outcome: "success", attemptId: v.attemptId }, clock);
  if (result.outcome !== "success") throw new Error("expected success");
  await confirmPayment(t.handle.db, { orderId, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature, attemptId: v.attemptId }, clock);
  const link = await issueBookingLink(t.handle.db, { bookingId: booking._id }, clock(), new Date(Date.parse(booking.end) + 86_400_000));
  return { booking, orderId, link, start: Date.parse(booking.start) };
}

describe(`the hospital's refund and change rules on ${testEngine()}`, () => {
  it.each([
    ["exactly 4 hours before: the full amount", 4 * 3600_000, 150_000],
    ["a second inside 4 hours: ₹100 less", 4 * 3600_000 - 1000, 140_000],
    ["exactly 2 hours before: ₹100 less", 2 * 3600_000, 140_000],
    ["a second inside 2 hours: nothing", 2 * 3600_000 - 1000, 0],
  ])("refunds, on a cancel %s, and asks the gateway for that amount only", async (_when, before, refund) => {
    const x = await paidBooking();
    clock.set(new Date(x.start - before).toISOString());
    const shown = await managedBooking(t.handle.db, x.link, clock);
    expect(shown.refundIfCancelled?.amount ?? 0).toBe(refund);
    const cancelled = await cancelByLink(t.handle.db, x.link, clock);
    expect([cancelled.status, cancelled.refundDue?.amount ?? 0]).toEqual(["cancelled", refund]);
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.orderId, x.orderId));
    expect(capture).toMatchObject(refund ? { status: "refunded", refundAmount: refund, refundId: expect.stringMatching(/^rfnd_/) } : { status: "applied", refundAmount: null });
  });

  it("refuses a cancel once the appointment has started (409 too_late) and keeps the payment", async () => {
    const x = await paidBooking();
    clock.set(new Date(x.start).toISOString());
    await expect(cancelByLink(t.handle.db, x.link, clock)).rejects.toMatchObject({ status: 409, reason: "too_late" });
  });

  it("states the tier that applies now and the exact time the next one starts, in the hospital's zone", async () => {
    const x = await paidBooking();
    clock.set(new Date(x.start - 5 * 3600_000).toISOString());
    const shown = await managedBooking(t.handle.db, x.link, clock);
    expect(shown.changeRules).toEqual({
      now: { refund: "full", refundAmount: { amount: 150_000, currency: "INR" }, canMove: true },
      nextAt: new Date(x.start - 4 * 3600_000).toISOString(),
      next: { refund: "less_fee", refundAmount: { amount: 140_000, currency: "INR" }, canMove: false },
    });
    expect([shown.canChange, shown.canCancel]).toEqual([true, true]);
  });

  it("moves only while the tier allows it, and only to a time far enough ahead to be moved again", async () => {
    const x = await paidBooking();
    clock.set(new Date(x.start - 5 * 3600_000).toISOString());
    const slots = await slotsForMove(t.handle.db, { link: x.link, days: 3 }, clock);
    expect(slots.slots.length).toBeGreaterThan(0);
    expect(slots.slots.every((s) => Date.parse(s.start) >= clock().getTime() + 4 * 3600_000)).toBe(true);
    clock.set(new Date(x.start - 4 * 3600_000 + 1000).toISOString());
    await expect(rescheduleByLink(t.handle.db, { link: x.link, slotStart: slots.slots.at(-1)!.start }, clock)).rejects.toMatchObject({ status: 409, reason: "too_late" });
    const shown = await managedBooking(t.handle.db, x.link, clock);
    expect([shown.canChange, shown.canCancel]).toEqual([false, true]);
  });

  it("lets one of two cancels sent at once through: one refund of the tier's amount at the gateway, the other a 409, no 5xx", async () => {
    const x = await paidBooking();
    clock.set(new Date(x.start - 3 * 3600_000).toISOString()); // ₹100 less
    const results = await Promise.allSettled([cancelByLink(t.handle.db, x.link, clock), cancelByLink(t.handle.db, x.link, clock)]);
    const done = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as { status?: number; reason?: string }] : []));
    expect(done).toHaveLength(1);
    expect(refused.map((e) => [e.status, e.reason])).toEqual([[409, "not_active"]]);
    const captures = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.orderId, x.orderId));
    expect(captures.map((c) => [c.status, c.refundAmount])).toEqual([["refunded", 140_000]]);
    const atGateway = await t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, x.orderId));
    expect(atGateway.map((p) => [p.status, p.refundId !== null])).toEqual([["refunded", true]]);
  });
});
