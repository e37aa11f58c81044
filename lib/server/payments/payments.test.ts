import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { heldBookingWithOrder, testClock } from "@/test/booking-fixtures";
import { bookings, outboxMessages, paymentCaptures, paymentOrders, sandboxPayments } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { confirmPayment, handleWebhook } from "@/lib/server/payments";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import { sandboxGateway, sandboxSecrets } from "@/lib/server/payments/sandbox";
import { hmacHex } from "@/lib/server/payments/signature";
import { cancelByLink } from "@/lib/server/compose/manage-booking";
import { issueBookingLink } from "@/lib/server/auth/tokens";

let t: TestDatabase;
const clock = testClock();
let slotDay = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());
beforeEach(() => clock.set("2026-11-30T00:30:00Z"));

/** A held booking with its order, and what the sandbox checkout hands back on "Pay". */
async function paidCheckout() {
  const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, slotDay, 500);
  slotDay += 1;
  const result = await sandboxCheckout(t.handle.db, { orderId, outcome: "success", attemptId: v.attemptId }, clock);
  if (result.outcome !== "success") throw new Error("expected success");
  const [webhook] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "sandbox_webhook")).orderBy(outboxMessages.createdAt);
  const hooks = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "sandbox_webhook"));
  const mine = hooks.find((h) => h.body.includes(orderId)) ?? webhook;
  return { v, booking, orderId, result, webhook: { raw: mine.body, headers: mine.meta.headers as Record<string, string> } };
}

const success = (x: Awaited<ReturnType<typeof paidCheckout>>, overrides: Partial<{ orderId: string; paymentId: string; signature: string }> = {}) =>
  confirmPayment(t.handle.db, { orderId: x.result.razorpay_order_id, paymentId: x.result.razorpay_payment_id, signature: x.result.razorpay_signature, attemptId: x.v.attemptId, ...overrides }, clock);

const webhook = (x: Awaited<ReturnType<typeof paidCheckout>>, eventId = x.webhook.headers["x-razorpay-event-id"]) =>
  handleWebhook(t.handle.db, { rawBody: x.webhook.raw, signature: x.webhook.headers["X-Razorpay-Signature"], eventId }, clock);

describe("payments", () => {
  it("computes the amount from the doctor's fee and marks the booking requested after a verified success call", async () => {
    const x = await paidCheckout();
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, x.orderId));
    expect(order.amount).toBe(150_000);
    const info = await success(x);
    expect(info.status).toBe("paid");
    expect(info.booking.status).toBe("requested");
    const [payment] = await t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, x.result.razorpay_payment_id));
    expect(payment.status).toBe("captured");
  });

  it("refuses a changed signature, order id or payment id, and marks nothing paid", async () => {
    const x = await paidCheckout();
    const flipped = x.result.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a"));
    await expect(success(x, { signature: flipped })).rejects.toMatchObject({ status: 400, reason: "signature_invalid" });
    await expect(success(x, { paymentId: "pay_ZZZZZZZZZZZZZZ" })).rejects.toMatchObject({ status: 400 });
    const other = await paidCheckout();
    await expect(success(x, { orderId: other.orderId })).rejects.toMatchObject({ status: 404 });
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, x.orderId));
    expect(order.status).toBe("created");
  });

  it("keeps one of two sandbox payments of one order confirmed four times at once and refunds the other, with no call refused (the offline gateway races as Razorpay does)", async () => {
    const x = await paidCheckout();
    const second = await sandboxCheckout(t.handle.db, { orderId: x.orderId, outcome: "success", attemptId: x.v.attemptId }, clock);
    if (second.outcome !== "success") throw new Error("expected success");
    const y = { ...x, result: second };
    const answers = await Promise.all([success(x), success(y), success(x), success(y)]);
    expect(answers.map((a) => a.status)).toEqual(["paid", "paid", "paid", "paid"]);
    const rows = await t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, x.orderId));
    expect(rows.map((r) => r.status).sort()).toEqual(["captured", "refunded"]);
    const captures = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.orderId, x.orderId));
    expect(captures.map((c) => c.status).sort()).toEqual(["applied", "refunded"]);
    // The call that loses the race asks to capture a payment the winner captured and refunded:
    // the answer is the payment as it is, as the Razorpay adapter answers it.
    const refunded = rows.find((r) => r.status === "refunded")!;
    const gateway = sandboxGateway(t.handle.db, await sandboxSecrets(t.handle.db));
    await expect(gateway.capturePayment(refunded.id, refunded.amount, refunded.currency)).resolves.toMatchObject({ status: "refunded" });
  });

  it("refuses a payment whose amount differs from the stored order", async () => {
    const x = await paidCheckout();
    await t.handle.db.update(sandboxPayments).set({ amount: 100 }).where(eq(sandboxPayments.id, x.result.razorpay_payment_id));
    await expect(success(x)).rejects.toMatchObject({ status: 400, reason: "payment_mismatch" });
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, x.orderId));
    expect(order.status).toBe("created");
  });

  it.each([
    ["success calls first", ["success", "success", "success", "webhook", "webhook", "webhook"]],
    ["webhooks first", ["webhook", "webhook", "webhook", "success", "success", "success"]],
  ])("marks one payment and queues one confirmation when the success call and the webhook each come three times (%s)", async (_name, order) => {
    const x = await paidCheckout();
    const outcomes: string[] = [];
    for (const kind of order) {
      if (kind === "success") outcomes.push((await success(x)).status);
      else outcomes.push(await webhook(x));
    }
    expect(outcomes.filter((o) => o === "applied").length).toBeLessThanOrEqual(1);
    const [stored] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, x.orderId));
    expect(stored.status).toBe("paid");
    expect(stored.paymentId).toBe(x.result.razorpay_payment_id);
    const sms = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, x.booking._id));
    expect(sms.filter((m) => m.kind === "booking_paid")).toHaveLength(1);
    expect(sms.filter((m) => m.kind === "reminder")).toHaveLength(1);
  });

  it("refuses a webhook with a bad signature, and never moves a paid order back on a late failure event", async () => {
    const x = await paidCheckout();
    await expect(handleWebhook(t.handle.db, { rawBody: x.webhook.raw, signature: "0".repeat(64), eventId: "evt_bad" }, clock)).rejects.toMatchObject({ status: 400 });
    await expect(handleWebhook(t.handle.db, { rawBody: `${x.webhook.raw} `, signature: x.webhook.headers["X-Razorpay-Signature"], eventId: "evt_bad2" }, clock)).rejects.toMatchObject({ status: 400 });
    await success(x);
    const failed = JSON.stringify({ event: "payment.failed", payload: { payment: { entity: { id: "pay_LATEFAILURE01", order_id: x.orderId, amount: 150000, currency: "INR", status: "failed", error_description: "declined" } } } });
    const { webhookSecret } = await sandboxSecrets(t.handle.db);
    expect(await handleWebhook(t.handle.db, { rawBody: failed, signature: hmacHex(webhookSecret, failed), eventId: "evt_late_failure" }, clock)).toBe("applied");
    const [stored] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, x.orderId));
    expect(stored.status).toBe("paid");
  });

  it("records a full refund when a paid booking is cancelled by its link at least 24 hours ahead (the default rules)", async () => {
    const x = await paidCheckout();
    await success(x);
    const link = await issueBookingLink(t.handle.db, { bookingId: x.booking._id }, clock(), new Date(Date.parse(x.booking.end) + 86_400_000));
    clock.set(new Date(Date.parse(x.booking.start) - 25 * 3600_000).toISOString());
    const cancelled = await cancelByLink(t.handle.db, link, clock);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.refundDue).toEqual({ amount: 150_000, currency: "INR" });
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.orderId, x.orderId));
    expect(capture).toMatchObject({ status: "refunded", reason: "cancelled", refundAmount: 150_000, refundId: expect.stringMatching(/^rfnd_/) });
    const [atGateway] = await t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, x.result.razorpay_payment_id));
    expect(atGateway.status).toBe("refunded");
    const [booking] = await t.handle.db.select().from(bookings).where(eq(bookings.id, x.booking._id));
    expect(booking.status).toBe("cancelled");
  });

  it("frees the slot without a refund when a paid booking is cancelled inside 24 hours (the default rules): nothing is asked of the gateway", async () => {
    const x = await paidCheckout();
    await success(x);
    const link = await issueBookingLink(t.handle.db, { bookingId: x.booking._id }, clock(), new Date(Date.parse(x.booking.end) + 86_400_000));
    clock.set(new Date(Date.parse(x.booking.start) - 23 * 3600_000).toISOString());
    const cancelled = await cancelByLink(t.handle.db, link, clock);
    expect([cancelled.status, cancelled.refundDue]).toEqual(["cancelled", null]);
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.orderId, x.orderId));
    expect(capture).toMatchObject({ status: "applied", refundAmount: null, refundId: null });
    const [atGateway] = await t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, x.result.razorpay_payment_id));
    expect(atGateway.status).toBe("captured");
  });
});
