import { and, eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { heldBookingWithOrder, holdFor, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { auditLog, bookings, outboxMessages, paymentCaptures, paymentOrders, sandboxPayments } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { claimOrder, confirmPayment, orderInfo, retryRefund } from "@/lib/server/payments";
import { sandboxGateway, sandboxSecrets } from "@/lib/server/payments/sandbox";
import { staffMember } from "@/test/staff";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import { reconcilePayments } from "@/lib/server/payments/reconcile";
import { unsettledPayments } from "@/lib/server/payments/settlement";

// Money with the sandbox gateway (the offline default), counted where the gateway keeps it (its
// `sandbox_payments` table): an order keeps one captured payment, every other captured payment
// is refunded once, and the reconciliation applies what a lost success call and webhook missed.
// The same against a fake of Razorpay's API is in razorpay.test.ts.
let t: TestDatabase;
const clock = testClock();
let n = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());
beforeEach(() => clock.set("2026-11-30T00:30:00Z"));

const gatewayRows = (orderId: string) => t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
const capturesOf = (orderId: string) => t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.orderId, orderId));
const messagesOf = async (bookingId: string) => (await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, bookingId))).map((m) => m.kind);

async function pay(v: { attemptId: string }, orderId: string) {
  const result = await sandboxCheckout(t.handle.db, { orderId, outcome: "success", attemptId: v.attemptId }, clock);
  if (result.outcome !== "success") throw new Error("expected success");
  return { orderId: result.razorpay_order_id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature, attemptId: v.attemptId };
}

describe(`settling captured payments with the sandbox gateway (${testEngine()})`, () => {
  it("keeps one of two payments of one order confirmed at once and refunds the other through the gateway, once, the two in line rather than deadlocked", async () => {
    const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, n++, 800);
    const first = await pay(v, orderId);
    const second = await pay(v, orderId);
    // A transaction PostgreSQL aborts (a deadlock) is retried, and the retry is logged.
    const logged = jest.spyOn(console, "error");
    const answers = await Promise.all([confirmPayment(t.handle.db, first, clock), confirmPayment(t.handle.db, second, clock)]);
    expect(answers.map((a) => a.status)).toEqual(["paid", "paid"]);
    // Again, both: nothing more is captured or refunded.
    await Promise.all([confirmPayment(t.handle.db, first, clock), confirmPayment(t.handle.db, second, clock)]);
    expect(logged.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("db_transaction_retried"))).toEqual([]);
    logged.mockRestore();

    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
    const kept = order.paymentId!;
    expect([first.paymentId, second.paymentId]).toContain(kept);
    const atGateway = await gatewayRows(orderId);
    expect(atGateway.filter((p) => p.status === "captured").map((p) => p.id)).toEqual([kept]);
    expect(atGateway.filter((p) => p.status === "refunded")).toHaveLength(1);
    const captures = await capturesOf(orderId);
    expect(captures.map((c) => [c.paymentId === kept, c.status, c.reason]).sort()).toEqual([
      [false, "refunded", "duplicate"],
      [true, "applied", null],
    ]);
    expect(captures.find((c) => c.status === "refunded")!.refundId).toMatch(/^rfnd_/);
    expect((await messagesOf(booking._id)).filter((k) => k === "booking_paid")).toHaveLength(1);
    const [stored] = await t.handle.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(stored.status).toBe("requested");
  });

  it("refunds through the gateway a payment confirmed after the hold lapsed and the slot went to someone else, and tells the patient so", async () => {
    const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, n++, 800);
    const paid = await pay(v, orderId);
    // The success call never came in time; 11 minutes later another visitor takes the slot.
    clock.advance(11 * 60_000);
    const other = await verifiedVisitor(t.handle.db, mobile(899), clock());
    await holdFor(t.handle.db, { ...other, doctor: "dr-rajesh-iyer", slotStart: booking.start, patient: { name: "Nikhil Rao", phone: other.phone, gender: "male", age: 40, reason: "", consent: true } }, clock);
    const info = await confirmPayment(t.handle.db, paid, clock);
    expect(info.booking.status).toBe("expired");
    expect(info.booking.refundDue).toEqual({ amount: 150_000, currency: "INR" });
    const [atGateway] = await gatewayRows(orderId);
    expect(atGateway.status).toBe("refunded");
    const [capture] = await capturesOf(orderId);
    expect(capture).toMatchObject({ status: "refunded", reason: "slot_lost", refundAmount: 150_000 });
    expect(await messagesOf(booking._id)).toContain("booking_paid_slot_lost");
    expect(await messagesOf(booking._id)).not.toContain("booking_paid");
  });

  it("takes the booking back when a payment confirmed after the hold lapsed finds the time still free", async () => {
    const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, n++, 800);
    const paid = await pay(v, orderId);
    clock.advance(11 * 60_000);
    const info = await confirmPayment(t.handle.db, paid, clock);
    expect(info.booking.status).toBe("requested");
    expect((await gatewayRows(orderId))[0].status).toBe("captured");
    expect((await capturesOf(orderId))[0].status).toBe("applied");
    expect(await messagesOf(booking._id)).toContain("booking_paid");
  });

  it("refuses the test checkout's Pay once the hold has lapsed (409 hold_expired), and records no payment", async () => {
    const { v, orderId } = await heldBookingWithOrder(t.handle.db, clock, n++, 800);
    clock.advance(10 * 60_000 + 1);
    await expect(sandboxCheckout(t.handle.db, { orderId, outcome: "success", attemptId: v.attemptId }, clock)).rejects.toMatchObject({ status: 409, reason: "hold_expired" });
    expect(await gatewayRows(orderId)).toHaveLength(0);
  });

  it("applies, in the reconciliation, a payment whose success call and webhook were both lost; a second round changes nothing", async () => {
    const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, n++, 800);
    await pay(v, orderId);
    const report = await reconcilePayments(t.handle.db, clock());
    expect(report.applied).toBe(1);
    const [stored] = await t.handle.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(stored.status).toBe("requested");
    expect((await gatewayRows(orderId))[0].status).toBe("captured");
    const again = await reconcilePayments(t.handle.db, clock());
    expect(again.applied).toBe(0);
    expect((await messagesOf(booking._id)).filter((k) => k === "booking_paid")).toHaveLength(1);
  });

  it("lets the booking's phone, verified again on another device, take its order over (claim-order); another phone gets 404", async () => {
    const { v, orderId } = await heldBookingWithOrder(t.handle.db, clock, n++, 800);
    const again = await verifiedVisitor(t.handle.db, v.phone, clock());
    const stranger = await verifiedVisitor(t.handle.db, mobile(898), clock());
    await expect(claimOrder(t.handle.db, orderId, stranger, clock)).rejects.toMatchObject({ status: 404 });
    await expect(orderInfo(t.handle.db, orderId, again.attemptId, clock)).rejects.toMatchObject({ status: 404 });
    const info = await claimOrder(t.handle.db, orderId, again, clock);
    expect(info.status).toBe("created");
    expect((await orderInfo(t.handle.db, orderId, again.attemptId, clock)).orderId).toBe(orderId);
    // The earlier device's token no longer reaches it.
    await expect(orderInfo(t.handle.db, orderId, v.attemptId, clock)).rejects.toMatchObject({ status: 404 });
  });

  it("gives the paying visitor the booking's own link once paid, and none before", async () => {
    const { v, orderId } = await heldBookingWithOrder(t.handle.db, clock, n++, 800);
    expect((await orderInfo(t.handle.db, orderId, v.attemptId, clock)).manageLink).toBeNull();
    const info = await confirmPayment(t.handle.db, await pay(v, orderId), clock);
    expect(info.manageLink).toMatch(/^\/my-booking#[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it("shows the desk a payment the gateway refunded behind the site's back, for review", async () => {
    const { v, orderId } = await heldBookingWithOrder(t.handle.db, clock, n++, 800);
    await confirmPayment(t.handle.db, await pay(v, orderId), clock);
    await t.handle.db.update(sandboxPayments).set({ status: "refunded" }).where(eq(sandboxPayments.orderId, orderId));
    const report = await reconcilePayments(t.handle.db, clock());
    expect(report.review).toBeGreaterThanOrEqual(1);
    const desk = await unsettledPayments(t.handle.db, clock());
    expect(desk.find((p) => p.orderId === orderId)).toMatchObject({ status: "review", note: expect.stringMatching(/refunded/) });
    await t.handle.db.update(paymentCaptures).set({ status: "applied", note: null }).where(and(eq(paymentCaptures.orderId, orderId), eq(paymentCaptures.status, "review")));
  });
});

describe(`refunds asked many times at once, with the sandbox gateway (${testEngine()})`, () => {
  /** A booking paid through the sandbox, its payment captured there and applied. */
  async function paidOrder() {
    const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, n++, 800);
    const paid = await pay(v, orderId);
    await confirmPayment(t.handle.db, paid, clock);
    return { booking, orderId, paymentId: paid.paymentId };
  }

  it("refunds a payment once when the sandbox is asked ten times at once under one key (one refund, the same answer to all), and refuses other keys but one", async () => {
    const gateway = sandboxGateway(t.handle.db, await sandboxSecrets(t.handle.db));
    const one = await paidOrder();
    const sameKey = await Promise.all(Array.from({ length: 10 }, () => gateway.refundPayment({ paymentId: one.paymentId, amount: 150_000, idempotencyKey: "refund_same" })));
    const [row] = await t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, one.paymentId));
    expect(row).toMatchObject({ status: "refunded", refundKey: "refund_same" });
    expect(new Set(sameKey.map((r) => r.id))).toEqual(new Set([row.refundId]));

    const two = await paidOrder();
    const keys = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => gateway.refundPayment({ paymentId: two.paymentId, amount: 150_000, idempotencyKey: `refund_key_${i}` })));
    expect(keys.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(keys.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason)).toEqual(Array(9).fill(expect.objectContaining({ name: "GatewayError", status: 400 })));
  });

  it("asks the sandbox for a refund due once, and writes one audit entry, when the desk asks for it again twelve times at once", async () => {
    const { booking, paymentId } = await paidOrder();
    await t.handle.db
      .update(paymentCaptures)
      .set({ status: "refund_due", reason: "cancelled", refundAmount: 150_000, refundKey: `refund_${booking._id}`, refundAttempts: 1, note: "GatewayError: down" })
      .where(eq(paymentCaptures.paymentId, paymentId));
    const desk = await staffMember(t.handle.db, "front_desk");
    const answers = await Promise.allSettled(Array.from({ length: 12 }, () => retryRefund(t.handle.db, paymentId, { id: desk.account.id, email: desk.account.email }, clock())));
    expect(answers.filter((a) => a.status === "fulfilled").map((a) => (a as PromiseFulfilledResult<unknown>).value)).toEqual([{ status: "refunded" }]);
    for (const a of answers.filter((x): x is PromiseRejectedResult => x.status === "rejected")) expect(a.reason).toMatchObject({ status: 409, reason: expect.stringMatching(/^(refund_in_flight|not_due)$/) });
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "refund_retried"), eq(auditLog.entityId, paymentId)));
    expect(audit).toHaveLength(1);
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.paymentId, paymentId));
    const [atGateway] = await gatewayRows((await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.paymentId, paymentId)))[0].orderId);
    expect(atGateway).toMatchObject({ status: "refunded", refundKey: `refund_${booking._id}`, refundId: capture.refundId });
    expect(capture).toMatchObject({ status: "refunded", refundAttempts: 2 });
  });
});
