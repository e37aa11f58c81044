import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { heldBookingWithOrder, testClock } from "@/test/booking-fixtures";
import { startRazorpayFake, type FakeRazorpay } from "@/test/fakes/razorpay-fake";
import { and } from "drizzle-orm";
import { staffMember } from "@/test/staff";
import { auditLog, bookings, outboxMessages, paymentCaptures, paymentOrders } from "@/lib/server/db/schema";
import { eraseMyData } from "@/lib/server/compose/my-data";
import { forgetConfig } from "@/lib/server/config";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { issueBookingLink } from "@/lib/server/auth/tokens";
import { confirmPayment, createOrder, handleWebhook, orderInfo, retryRefund } from "@/lib/server/payments";
import { razorpayGateway } from "@/lib/server/payments/razorpay";
import { cancelByLink } from "@/lib/server/compose/manage-booking";
import { GatewayError } from "@/lib/server/payments/gateway";
import { reconcilePayments } from "@/lib/server/payments/reconcile";
import { unsettledPayments } from "@/lib/server/payments/settlement";

// The Razorpay adapter (the official SDK) against a local fake of Razorpay's REST API, alone and
// inside the booking's payment functions with PAYMENT_GATEWAY=razorpay.
let t: TestDatabase;
let fake: FakeRazorpay;
const clock = testClock();
const webhookSecret = crypto.randomBytes(16).toString("hex");
const saved = { ...process.env };
let n = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  fake = await startRazorpayFake();
  // Razorpay stamps its orders with its own time: here the test's.
  fake.now = () => clock();
  Object.assign(process.env, {
    PAYMENT_GATEWAY: "razorpay",
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: fake.url,
  });
  forgetConfig();
  forgetAuthSecret();
});
afterAll(async () => {
  process.env = saved;
  forgetConfig();
  await fake.close();
  await t.cleanup();
});
beforeEach(() => clock.set("2026-11-30T00:30:00Z"));

const adapter = (overrides: Partial<{ keySecret: string; hostUrl: string }> = {}) =>
  razorpayGateway({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret, hostUrl: fake.url, timeoutMs: 2000, ...overrides });

const heldOrder = async () => heldBookingWithOrder(t.handle.db, clock, n++, 700);

function webhookOf(event: string, payment: { id: string; order_id: string; amount: number; currency: string; status: string }) {
  const rawBody = JSON.stringify({ entity: "event", event, payload: { payment: { entity: payment } }, created_at: 1_764_000_000 });
  return { rawBody, signature: crypto.createHmac("sha256", webhookSecret).update(rawBody).digest("hex"), eventId: `evt_${crypto.randomBytes(6).toString("hex")}` };
}

const captures = (paymentId: string) => fake.calls.filter((c) => c.method === "POST" && c.path === `/v1/payments/${paymentId}/capture`).length;

describe("Razorpay adapter against a local fake of its API", () => {
  it("creates an order with Basic auth, and a retried creation with the same receipt returns the same order", async () => {
    const gateway = adapter();
    const receipt = `bk_TEST${crypto.randomBytes(3).toString("hex")}`;
    const first = await gateway.createOrder({ amount: 120_000, currency: "INR", receipt });
    const second = await gateway.createOrder({ amount: 120_000, currency: "INR", receipt });
    expect(second.id).toBe(first.id);
    expect([...fake.orders.values()].filter((o) => o.receipt === receipt)).toHaveLength(1);
    await expect(gateway.createOrder({ amount: 99_000, currency: "INR", receipt })).rejects.toMatchObject({ name: "GatewayError", retryable: false });
  });

  it("classifies a wrong key secret as a refusal, a 5xx and an unreachable API as retryable", async () => {
    await expect(adapter({ keySecret: "not-the-secret" }).fetchPayment("pay_X")).rejects.toMatchObject({ retryable: false, status: 401 });
    fake.failNext(503);
    await expect(adapter().fetchPayment("pay_X")).rejects.toMatchObject({ retryable: true, status: 503 });
    const closed = await startRazorpayFake();
    await closed.close();
    const error = await adapter({ hostUrl: closed.url }).fetchPayment("pay_X").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ retryable: true, message: expect.stringContaining("could not be reached") });
  });

  it("refunds once per idempotency key, however often the call is retried", async () => {
    const gateway = adapter();
    const order = await gateway.createOrder({ amount: 80_000, currency: "INR", receipt: `bk_REFUND${n++}` });
    const paid = fake.authorize(order.id);
    await gateway.capturePayment(paid.razorpay_payment_id, 80_000, "INR");
    const key = `refund_${crypto.randomUUID()}`;
    const first = await gateway.refundPayment({ paymentId: paid.razorpay_payment_id, amount: 80_000, idempotencyKey: key });
    const again = await gateway.refundPayment({ paymentId: paid.razorpay_payment_id, amount: 80_000, idempotencyKey: key });
    expect(again.id).toBe(first.id);
    // A refusal of the refund call is a refusal (not "unreachable"), and says why.
    await expect(gateway.refundPayment({ paymentId: paid.razorpay_payment_id, amount: 80_000, idempotencyKey: `${key}-2` })).rejects.toMatchObject({
      retryable: false,
      status: 400,
      message: expect.stringContaining("fully refunded already"),
    });
    expect(fake.refunds.filter((r) => r.payment_id === paid.razorpay_payment_id)).toHaveLength(1);
    const sent = fake.calls.filter((c) => c.path.endsWith("/refund")).map((c) => c.headers["x-refund-idempotency"]);
    expect(sent.filter((k) => k === key)).toHaveLength(2);
  });
  it("answers a capture that lost the race to a concurrent call which captured and refunded the payment with the payment as it now is, not a refusal", async () => {
    const gateway = adapter();
    const order = await gateway.createOrder({ amount: 80_000, currency: "INR", receipt: `bk_RACE${n++}` });
    const paid = fake.authorize(order.id);
    const payment = fake.payments.get(paid.razorpay_payment_id)!;
    fake.failNext(400, 1, /\/capture$/, () => (payment.status = "refunded"));
    await expect(gateway.capturePayment(paid.razorpay_payment_id, 80_000, "INR")).resolves.toMatchObject({ status: "refunded" });
    payment.status = "authorized";
    fake.failNext(400, 1, /\/capture$/);
    await expect(gateway.capturePayment(paid.razorpay_payment_id, 80_000, "INR")).rejects.toMatchObject({ retryable: false, status: 400 });
  });
});

describe("payments with PAYMENT_GATEWAY=razorpay", () => {
  it("creates the order at the doctor's fee with a unique receipt, and tells the browser only the key id", async () => {
    const x = await heldOrder();
    const order = fake.orders.get(x.orderId)!;
    expect(order.amount).toBe(150_000);
    expect(order.receipt).toBe(`bk_${x.booking.reference}`);
    const again = await createOrder(t.handle.db, { bookingId: x.booking._id, attemptId: x.v.attemptId }, clock);
    expect(again.orderId).toBe(x.orderId);
    const info = await orderInfo(t.handle.db, x.orderId, x.v.attemptId, clock);
    expect(info).toMatchObject({ gateway: "razorpay", keyId: fake.keyId });
    expect(JSON.stringify(info)).not.toContain(fake.keySecret);
  });

  it("verifies checkout's signature, captures the authorized payment once and marks the booking requested, whichever of the success call and the webhook comes first", async () => {
    for (const webhookFirst of [false, true]) {
      const x = await heldOrder();
      const checkout = fake.authorize(x.orderId);
      const payment = fake.payments.get(checkout.razorpay_payment_id)!;
      const hook = webhookOf("payment.authorized", { ...payment });
      const success = () => confirmPayment(t.handle.db, { orderId: x.orderId, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature, attemptId: x.v.attemptId }, clock);
      if (webhookFirst) expect(await handleWebhook(t.handle.db, hook, clock)).toBe("applied");
      expect((await success()).status).toBe("paid");
      expect((await success()).status).toBe("paid");
      if (!webhookFirst) await handleWebhook(t.handle.db, hook, clock);
      expect(await handleWebhook(t.handle.db, hook, clock)).toBe("duplicate");
      expect(payment.status).toBe("captured");
      expect(captures(payment.id)).toBe(1);
      const [booking] = await t.handle.db.select().from(bookings).where(eq(bookings.id, x.booking._id));
      expect(booking.status).toBe("requested");
    }
  });

  it("refuses a payment of a smaller amount than the order, and captures nothing", async () => {
    const x = await heldOrder();
    const checkout = fake.authorize(x.orderId, { amount: 100 });
    await expect(confirmPayment(t.handle.db, { orderId: x.orderId, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature, attemptId: x.v.attemptId }, clock)).rejects.toMatchObject({ status: 400, reason: "payment_mismatch" });
    expect(captures(checkout.razorpay_payment_id)).toBe(0);
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, x.orderId));
    expect(order.status).toBe("created");
  });

  it("records a declined payment as failed, with the bank's reason for the retry page", async () => {
    const x = await heldOrder();
    const checkout = fake.authorize(x.orderId, { fail: true });
    const info = await confirmPayment(t.handle.db, { orderId: x.orderId, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature, attemptId: x.v.attemptId }, clock);
    expect(info.status).toBe("failed");
    expect(info.failureReason).toBe("Payment was declined by the bank");
  });

  it("answers 503 with Retry-After while Razorpay is down, and the same call works once it is back", async () => {
    const x = await heldOrder();
    const checkout = fake.authorize(x.orderId);
    const call = () => confirmPayment(t.handle.db, { orderId: x.orderId, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature, attemptId: x.v.attemptId }, clock);
    fake.failNext(502);
    await expect(call()).rejects.toMatchObject({ status: 503, retryAfterSeconds: 30 });
    expect((await call()).status).toBe("paid");
  });

  it("gives up on a slow Razorpay after the webhook's 2-second call budget (503, so Razorpay sends it again), and applies the event on the retry", async () => {
    const x = await heldOrder();
    const checkout = fake.authorize(x.orderId);
    const hook = webhookOf("payment.authorized", { ...fake.payments.get(checkout.razorpay_payment_id)! });
    fake.slowNext(8000);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(handleWebhook(t.handle.db, hook, clock)).rejects.toMatchObject({ status: 503 });
      // The call was cut by the timeout (axios' ECONNABORTED), not answered late.
      expect(logged.mock.calls.flat().join(" ")).toContain("Razorpay could not be reached (ECONNABORTED)");
    } finally {
      logged.mockRestore();
    }
    expect(await handleWebhook(t.handle.db, hook, clock)).toBe("applied");
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, x.orderId));
    expect(order.status).toBe("paid");
  });

  it("refunds a cancelled paid booking through Razorpay with the booking's idempotency key", async () => {
    const x = await heldOrder();
    const checkout = fake.authorize(x.orderId);
    await confirmPayment(t.handle.db, { orderId: x.orderId, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature, attemptId: x.v.attemptId }, clock);
    const link = await issueBookingLink(t.handle.db, { bookingId: x.booking._id }, clock(), new Date(Date.parse(x.booking.end) + 86_400_000));
    const cancelled = await cancelByLink(t.handle.db, link, clock);
    expect(cancelled.refundDue).toEqual({ amount: 150_000, currency: "INR" });
    const refunds = fake.refunds.filter((r) => r.payment_id === checkout.razorpay_payment_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 150_000, key: `refund_${x.booking._id}` });
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.paymentId, checkout.razorpay_payment_id));
    expect(capture).toMatchObject({ status: "refunded", reason: "cancelled", refundId: refunds[0].id });
  });
});

describe("money under concurrency and lost calls, counted at the gateway (a fake of Razorpay's API)", () => {
  const successOf = (x: { orderId: string; v: { attemptId: string } }, checkout: ReturnType<FakeRazorpay["authorize"]>) =>
    confirmPayment(t.handle.db, { orderId: x.orderId, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature, attemptId: x.v.attemptId }, clock);
  const refundsOf = (paymentId: string) => fake.refunds.filter((r) => r.payment_id === paymentId);

  it("captures both of two Checkout payments of one order confirmed at once, keeps one and refunds the other once, under its own idempotency key", async () => {
    for (let round = 0; round < 3; round++) {
      const x = await heldOrder();
      const a = fake.authorize(x.orderId);
      const b = fake.authorize(x.orderId);
      await Promise.all([successOf(x, a), successOf(x, b), successOf(x, a), successOf(x, b)]);
      const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, x.orderId));
      const other = order.paymentId === a.razorpay_payment_id ? b.razorpay_payment_id : a.razorpay_payment_id;
      expect(fake.payments.get(order.paymentId!)!.status).toBe("captured");
      expect(refundsOf(order.paymentId!)).toHaveLength(0);
      expect(refundsOf(other)).toEqual([expect.objectContaining({ amount: 150_000, key: `refund_${other}` })]);
      expect(fake.payments.get(other)!.status).toBe("refunded");
    }
  });

  it("refunds a payment made after the hold lapsed and the slot was taken, asked of Razorpay at once", async () => {
    const x = await heldOrder();
    clock.advance(11 * 60_000);
    const other = await heldBookingWithOrder(t.handle.db, clock, n - 1, 750).catch(() => null);
    expect(other).not.toBeNull();
    const late = fake.authorize(x.orderId);
    const info = await successOf(x, late);
    expect(info.booking.status).toBe("expired");
    expect(refundsOf(late.razorpay_payment_id)).toEqual([expect.objectContaining({ amount: 150_000 })]);
  });

  it("leaves a refund Razorpay refused due for the desk, and the reconciliation asks again with the same key until it is done", async () => {
    const x = await heldOrder();
    const a = fake.authorize(x.orderId);
    const b = fake.authorize(x.orderId);
    await successOf(x, a);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // Fetch and capture of b work; its refund meets a Razorpay outage.
      fake.failNext(503, 1, /\/refund$/);
      expect((await successOf(x, b)).status).toBe("paid");
      const desk = await unsettledPayments(t.handle.db, clock());
      expect(desk.find((p) => p.paymentId === b.razorpay_payment_id)).toMatchObject({ status: "refund_due", reason: "duplicate", refundAttempts: 1 });
      expect(refundsOf(b.razorpay_payment_id)).toHaveLength(0);
      const report = await reconcilePayments(t.handle.db, clock());
      expect(report.refunded).toBeGreaterThanOrEqual(1);
      expect(refundsOf(b.razorpay_payment_id)).toEqual([expect.objectContaining({ key: `refund_${b.razorpay_payment_id}` })]);
      expect((await unsettledPayments(t.handle.db, clock())).find((p) => p.paymentId === b.razorpay_payment_id)).toBeUndefined();
      await reconcilePayments(t.handle.db, clock());
      expect(refundsOf(b.razorpay_payment_id)).toHaveLength(1);
    } finally {
      logged.mockRestore();
    }
  });

  it("applies in the reconciliation a payment Razorpay captured whose success call and webhook never came", async () => {
    const x = await heldOrder();
    const lost = fake.authorize(x.orderId);
    await reconcilePayments(t.handle.db, clock());
    expect(fake.payments.get(lost.razorpay_payment_id)!.status).toBe("captured");
    const [booking] = await t.handle.db.select().from(bookings).where(eq(bookings.id, x.booking._id));
    expect(booking.status).toBe("requested");
  });
});

describe("an erasure and the money at Razorpay", () => {
  const refundsOf = (paymentId: string) => fake.refunds.filter((r) => r.payment_id === paymentId);
  const orderRows = (orderId: string) => t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));

  it("refuses the erasure, deleting nothing, while Razorpay cannot say whether an unpaid order holds a payment", async () => {
    const x = await heldOrder();
    clock.advance(11 * 60_000);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      fake.failNext(503, 1, /\/payments$/);
      await expect(eraseMyData(t.handle.db, x.v.phone, clock())).rejects.toMatchObject({ status: 503, reason: "payment_service_unavailable", retryAfterSeconds: 120 });
    } finally {
      logged.mockRestore();
    }
    expect(await orderRows(x.orderId)).toHaveLength(1);
    const [booking] = await t.handle.db.select().from(bookings).where(eq(bookings.id, x.booking._id));
    expect(booking.phone).toBe(x.v.phone);
    // Razorpay back: it answers no payment, and the order goes with its booking.
    const result = await eraseMyData(t.handle.db, x.v.phone, clock());
    expect(result.erased.join(" ")).toMatch(/1 unpaid booking/);
    expect(await orderRows(x.orderId)).toEqual([]);
  });

  it("does not ask Razorpay about an unpaid order too old to take a payment, so an erasure is never refused for it", async () => {
    const x = await heldOrder();
    // Eight days on (the appointment long over): nothing to ask Razorpay, the order goes.
    await t.handle.db.update(paymentOrders).set({ createdAt: new Date(clock().getTime() - 8 * 86_400_000) }).where(eq(paymentOrders.orderId, x.orderId));
    await t.handle.db.update(bookings).set({ status: "expired", holdExpiresAt: null, startsAt: new Date(clock().getTime() - 7 * 86_400_000), endsAt: new Date(clock().getTime() - 7 * 86_400_000 + 900_000) }).where(eq(bookings.id, x.booking._id));
    const asked = fake.calls.length;
    const result = await eraseMyData(t.handle.db, x.v.phone, clock());
    expect(fake.calls.slice(asked).filter((c) => c.path.includes(x.orderId))).toEqual([]);
    expect(result.erased.join(" ")).toMatch(/1 unpaid booking/);
    expect(await orderRows(x.orderId)).toEqual([]);
  });

  it("keeps (pseudonymised) an order Razorpay authorised before the hold lapsed, and refunds its payment when the reconciliation captures it", async () => {
    const x = await heldOrder();
    const paid = fake.authorize(x.orderId);
    clock.advance(11 * 60_000);
    const result = await eraseMyData(t.handle.db, x.v.phone, clock());
    expect(result.erased.join(" ")).not.toMatch(/unpaid booking/);
    expect(result.kept.map((k) => k.what)).toEqual([expect.stringContaining(x.booking.reference), expect.stringMatching(/^A payment of .*1,500 for .* at the payment service, and its refund$/)]);
    const [order] = await orderRows(x.orderId);
    expect(order).toBeDefined();
    const [booking] = await t.handle.db.select().from(bookings).where(eq(bookings.id, x.booking._id));
    expect(booking).toMatchObject({ phone: result.reference, status: "cancelled" });

    await reconcilePayments(t.handle.db, clock());
    expect(fake.payments.get(paid.razorpay_payment_id)!.status).toBe("refunded");
    expect(refundsOf(paid.razorpay_payment_id)).toEqual([expect.objectContaining({ amount: 150_000 })]);
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.paymentId, paid.razorpay_payment_id));
    expect(capture).toMatchObject({ status: "refunded", reason: "cancelled" });
    // Nothing is written to the erased person (their phone is now the erasure's reference).
    expect(await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, result.reference))).toEqual([]);
    const [after] = await t.handle.db.select().from(bookings).where(eq(bookings.id, x.booking._id));
    expect(after.status).toBe("cancelled");
  });

  it("refunds, found by its receipt, a payment Razorpay took for an order the erasure had deleted, once however often the reconciliation runs", async () => {
    const x = await heldOrder();
    clock.advance(11 * 60_000);
    await eraseMyData(t.handle.db, x.v.phone, clock());
    expect(await orderRows(x.orderId)).toEqual([]);
    // The Checkout page was still open: the visitor pays the order the site no longer has.
    const late = fake.authorize(x.orderId);
    const hook = webhookOf("payment.authorized", { ...fake.payments.get(late.razorpay_payment_id)! });
    expect(await handleWebhook(t.handle.db, hook, clock)).toBe("ignored");
    clock.advance(60 * 60_000);
    const report = await reconcilePayments(t.handle.db, clock());
    expect(report.refunded).toBeGreaterThanOrEqual(1);
    expect(fake.payments.get(late.razorpay_payment_id)!.status).toBe("refunded");
    expect(refundsOf(late.razorpay_payment_id)).toEqual([expect.objectContaining({ amount: 150_000, key: `refund_${late.razorpay_payment_id}` })]);
    await reconcilePayments(t.handle.db, clock());
    expect(refundsOf(late.razorpay_payment_id)).toHaveLength(1);
  });
});

describe("the desk's \"ask for the refund again\", many at once, counted at Razorpay", () => {
  it("asks Razorpay once and writes one audit entry when twenty calls ask for one refund at once", async () => {
    const x = await heldOrder();
    const checkout = fake.authorize(x.orderId);
    await confirmPayment(t.handle.db, { orderId: x.orderId, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature, attemptId: x.v.attemptId }, clock);
    const paymentId = checkout.razorpay_payment_id;
    // As after a cancellation whose refund met a Razorpay outage: due, tried once.
    await t.handle.db
      .update(paymentCaptures)
      .set({ status: "refund_due", reason: "cancelled", refundAmount: 150_000, refundKey: `refund_${x.booking._id}`, refundAttempts: 1, note: "GatewayError: down" })
      .where(eq(paymentCaptures.paymentId, paymentId));
    const desk = await staffMember(t.handle.db, "front_desk");
    const actor = { id: desk.account.id, email: desk.account.email };
    const refundCalls = () => fake.calls.filter((c) => c.method === "POST" && c.path === `/v1/payments/${paymentId}/refund`).length;
    // Razorpay takes its time: every call arrives while the first is in flight.
    fake.slowNext(300);
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => retryRefund(t.handle.db, paymentId, actor, clock())));
    expect(refundCalls()).toBe(1);
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect(answers.filter((a) => a.status === "fulfilled").map((a) => (a as PromiseFulfilledResult<unknown>).value)).toEqual([{ status: "refunded" }]);
    const refused = answers.filter((a): a is PromiseRejectedResult => a.status === "rejected").map((a) => a.reason as { status: number; reason: string });
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r).toMatchObject({ status: 409, reason: expect.stringMatching(/^(refund_in_flight|not_due)$/) });
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "refund_retried"), eq(auditLog.entityId, paymentId)));
    expect(audit).toHaveLength(1);
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.paymentId, paymentId));
    expect(capture).toMatchObject({ status: "refunded", refundAttempts: 2, refundClaimedAt: null });
  });

  it("lets a claim its caller left behind be taken again after some minutes, under the same key", async () => {
    const x = await heldOrder();
    const checkout = fake.authorize(x.orderId);
    await confirmPayment(t.handle.db, { orderId: x.orderId, paymentId: checkout.razorpay_payment_id, signature: checkout.razorpay_signature, attemptId: x.v.attemptId }, clock);
    const paymentId = checkout.razorpay_payment_id;
    await t.handle.db
      .update(paymentCaptures)
      .set({ status: "refund_due", reason: "cancelled", refundAmount: 150_000, refundKey: `refund_${x.booking._id}`, refundClaimedAt: clock() })
      .where(eq(paymentCaptures.paymentId, paymentId));
    const desk = await staffMember(t.handle.db, "front_desk");
    const actor = { id: desk.account.id, email: desk.account.email };
    await expect(retryRefund(t.handle.db, paymentId, actor, clock())).rejects.toMatchObject({ status: 409, reason: "refund_in_flight" });
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(0);
    clock.advance(6 * 60_000);
    expect(await retryRefund(t.handle.db, paymentId, actor, clock())).toEqual({ status: "refunded" });
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toEqual([expect.objectContaining({ key: `refund_${x.booking._id}` })]);
  });
});
