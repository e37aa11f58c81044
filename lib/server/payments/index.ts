import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, paymentCaptures, paymentEvents, paymentOrders } from "../db/schema";
import { getConfig } from "../config";
import type { Clock } from "../clock";
import { DomainError, notFound } from "@/lib/errors";
import { logEvent } from "../log";
import { bookingOfAttempt, bookingView } from "../booking";
import { kickDispatcher } from "../outbox";
import { BOOKING_RECEIPT_PREFIX, GatewayError, type GatewayPayment, type PaymentGateway } from "./gateway";
import { sandboxGateway, sandboxSecrets } from "./sandbox";
import { razorpayGateway } from "./razorpay";
import { applyCapture, askRefund, settleRefunds, type CaptureOutcome } from "./settlement";
import { issueBookingLink } from "../auth/tokens";
import { recordAudit } from "../staff/audit";
import { ROUTES } from "@/lib/routes";
import type { CreateOrderResponse, OrderAmount, OrderInfo } from "@/lib/contracts/booking";

/**
 * Payments of bookings. The amount is the booking's fee (copied from the doctor's when the slot
 * was held): an amount from the client is never read. The success call and the webhook both
 * verify the gateway's signature and the stored order id and amount before they mark anything
 * paid; whichever comes first wins and the other changes nothing; a paid order never moves
 * back; webhook events are applied once (their ids are stored in the same transaction).
 */
type Order = typeof paymentOrders.$inferSelect;

/** `timeoutMs` bounds each gateway call (the webhook must be answered within 5 s). */
export async function paymentGateway(db: Executor, options: { timeoutMs?: number } = {}): Promise<PaymentGateway> {
  const config = getConfig().payments;
  if (config.gateway === "razorpay") {
    return razorpayGateway({ keyId: config.keyId, keySecret: config.keySecret, webhookSecret: config.webhookSecret, hostUrl: config.apiUrl, timeoutMs: options.timeoutMs });
  }
  return sandboxGateway(db, await sandboxSecrets(db));
}

/**
 * The payments the gateway holds for each of these orders (all of them; failed ones too), asked
 * one order at a time outside any transaction, each of the gateway that made it. Throws the
 * gateway's error when one cannot be asked (down, or the site now uses another gateway).
 */
export async function paymentsAtGateway(db: Executor, orders: { orderId: string; gateway: string }[]): Promise<Map<string, GatewayPayment[]>> {
  const found = new Map<string, GatewayPayment[]>();
  if (!orders.length) return found;
  const current = await paymentGateway(db);
  for (const order of orders) {
    const gateway = order.gateway === current.name ? current : order.gateway === "sandbox" ? sandboxGateway(db, await sandboxSecrets(db)) : null;
    if (!gateway) throw new GatewayError(`The orders of ${order.gateway} cannot be asked: the site now uses ${current.name}`, { retryable: false });
    found.set(order.orderId, await gateway.orderPayments(order.orderId));
  }
  return found;
}

const gatewayDown = (error: unknown) => {
  logEvent("error", "payment_gateway_error", { detail: error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : "gateway error" });
  return new DomainError("unavailable", "We could not reach the payment service. Your booking is safe: please try again in a minute.", { retryAfterSeconds: 30 });
};

async function findOrder(db: Executor, orderId: string): Promise<Order | null> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  return order ?? null;
}

export const holdExpired = () =>
  new DomainError("conflict", `The ${getConfig().holdMinutes} minutes to pay for this slot have passed, and the slot was released. Nothing was charged. Please pick a slot again.`, { reason: "hold_expired" });

/** `/web/payment/create-order`: the order of a held booking (the same one again on a retry). */
export async function createOrder(db: Executor, input: { bookingId: string; attemptId: string }, clock: Clock): Promise<CreateOrderResponse> {
  const now = clock();
  const booking = await bookingOfAttempt(db, input.bookingId, input.attemptId);
  const [open] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, booking.id), ne(paymentOrders.status, "failed")));
  if (open?.status === "paid") throw new DomainError("conflict", "This booking is already paid.", { reason: "already_paid" });
  if (booking.status !== "held" || !booking.holdExpiresAt || booking.holdExpiresAt.getTime() <= now.getTime()) {
    throw holdExpired();
  }
  if (open) return { orderId: open.orderId };
  const gateway = await paymentGateway(db);
  const receipt = `${BOOKING_RECEIPT_PREFIX}${booking.reference}`;
  let order;
  try {
    order = await gateway.createOrder({ amount: booking.fee, currency: booking.currency, receipt, notes: { booking: booking.reference }, now });
  } catch (error) {
    if (error instanceof GatewayError && !error.retryable) throw new DomainError("bad_request", "The payment could not be started for this booking. Please call the hospital.");
    throw gatewayDown(error);
  }
  await db
    .insert(paymentOrders)
    .values({ orderId: order.id, bookingId: booking.id, gateway: gateway.name, receipt, amount: booking.fee, currency: booking.currency, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: paymentOrders.receipt });
  const [stored] = await db.select({ orderId: paymentOrders.orderId }).from(paymentOrders).where(eq(paymentOrders.receipt, receipt));
  return { orderId: stored.orderId };
}

/** The order of a token's attempt; a 404 for any other order (it does not say whether it exists). */
async function ownOrder(db: Executor, orderId: string, attemptId: string): Promise<Order> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound("Order not found");
  await bookingOfAttempt(db, order.bookingId, attemptId).catch(() => {
    throw notFound("Order not found");
  });
  return order;
}

export async function orderInfo(db: Executor, orderId: string, attemptId: string, clock: Clock): Promise<OrderInfo> {
  const order = await ownOrder(db, orderId, attemptId);
  const gateway = await paymentGateway(db);
  const now = clock();
  const booking = (await bookingView(db, order.bookingId, now))!;
  const live = order.status === "paid" && (booking.status === "requested" || booking.status === "confirmed");
  return {
    orderId: order.orderId,
    status: order.status,
    gateway: gateway.name,
    keyId: gateway.publicKey,
    amount: { amount: order.amount, currency: order.currency },
    booking,
    failureReason: order.status === "failed" ? order.failureReason : null,
    // The same signed link as the confirmation's (after "#": never sent to a server or kept in its logs).
    manageLink: live ? `${ROUTES.myBooking}#${await issueBookingLink(db, { bookingId: order.bookingId }, now, new Date(Date.parse(booking.end) + 86_400_000))}` : null,
  };
}

/**
 * `/web/payment/claim-order`: the phone that made a booking, verified again (on another device,
 * or after the 30-minute token ended), takes its order over: the booking passes to the new
 * token's attempt. Any other phone gets the same 404 as an unknown order.
 */
export async function claimOrder(db: Executor, orderId: string, caller: { attemptId: string; phone: string }, clock: Clock): Promise<OrderInfo> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound("Order not found");
  const [claimed] = await db
    .update(bookings)
    .set({ attemptId: caller.attemptId, updatedAt: clock() })
    .where(and(eq(bookings.id, order.bookingId), eq(bookings.phone, caller.phone)))
    .returning({ id: bookings.id });
  if (!claimed) throw notFound("Order not found");
  return orderInfo(db, orderId, caller.attemptId, clock);
}

export async function orderAmount(db: Executor, orderId: string, attemptId: string): Promise<OrderAmount> {
  const order = await ownOrder(db, orderId, attemptId);
  return { orderId: order.orderId, amount: order.amount, currency: order.currency };
}

const mismatch = (what: string) => {
  logEvent("warn", "payment_mismatch", { detail: what });
  return new DomainError("bad_request", "This payment does not match the order. Nothing was charged twice; please contact the hospital if money left your account.", { reason: "payment_mismatch" });
};

async function isKnownCapture(db: Executor, paymentId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentCaptures.paymentId }).from(paymentCaptures).where(eq(paymentCaptures.paymentId, paymentId));
  return row !== undefined;
}

/**
 * Applies a captured payment (settlement.ts) and, when it is not kept, asks the gateway for its
 * refund at once (a failure leaves it due for the hourly reconciliation).
 */
export async function applyAndSettle(db: Executor, gateway: PaymentGateway, order: Order, payment: GatewayPayment, now: Date): Promise<CaptureOutcome> {
  const outcome = await db.transaction((tx) => applyCapture(tx, order, payment, now));
  if (outcome !== "known") kickDispatcher();
  if (outcome === "refund_due") await settleRefunds(db, gateway, { orderId: order.orderId, now });
  return outcome;
}

async function recordFailure(db: Executor, order: Order, reason: string, now: Date): Promise<void> {
  // Only an unpaid order: a paid order never moves back.
  await db
    .update(paymentOrders)
    .set({ status: "failed", failureReason: reason.slice(0, 300), updatedAt: now })
    .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, "paid")));
}

/** Captures an authorized payment of `order` (after checking it is of this order and amount); answers the payment as the gateway now has it. */
export async function settle(gateway: PaymentGateway, order: Order, payment: GatewayPayment): Promise<GatewayPayment> {
  if (payment.orderId !== order.orderId) throw mismatch("payment of another order");
  if (payment.amount !== order.amount || payment.currency !== order.currency) throw mismatch("amount differs from the order");
  if (payment.status === "authorized") return gateway.capturePayment(payment.id, order.amount, order.currency);
  return payment;
}

/** `/web/payment/success`: checkout's signed result, checked before anything is marked paid. */
export async function confirmPayment(
  db: Executor,
  input: { orderId: string; paymentId: string; signature: string; attemptId: string },
  clock: Clock,
): Promise<OrderInfo> {
  const order = await ownOrder(db, input.orderId, input.attemptId);
  const gateway = await paymentGateway(db);
  if (!gateway.verifyPaymentSignature({ orderId: order.orderId, paymentId: input.paymentId, signature: input.signature })) {
    logEvent("warn", "payment_signature_invalid", { detail: "success call" });
    throw new DomainError("bad_request", "The payment could not be verified. If money left your account, it will be refunded; please contact the hospital.", { reason: "signature_invalid" });
  }
  // Even when the order is paid already: a second payment of it is captured and refunded, never kept.
  if (!(await isKnownCapture(db, input.paymentId))) {
    let payment: GatewayPayment;
    try {
      payment = await settle(gateway, order, await gateway.fetchPayment(input.paymentId));
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof GatewayError && !error.retryable) throw mismatch(error.message);
      throw gatewayDown(error);
    }
    const now = clock();
    if (payment.status === "captured") {
      await applyAndSettle(db, gateway, order, payment, now);
    } else if (payment.status === "failed") {
      await recordFailure(db, order, payment.errorDescription ?? "The payment failed.", now);
    }
  }
  return orderInfo(db, order.orderId, input.attemptId, clock);
}

interface WebhookPayment {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  error_description?: unknown;
}

const HANDLED_EVENTS = new Set(["payment.authorized", "payment.captured", "order.paid", "payment.failed"]);

/**
 * A gateway webhook, verified over its raw body (X-Razorpay-Signature) and applied once per
 * event id (x-razorpay-event-id). Answers what happened, for the log and the tests.
 */
export async function handleWebhook(
  db: Executor,
  input: { rawBody: string; signature: string | null; eventId: string | null },
  clock: Clock,
): Promise<"applied" | "duplicate" | "ignored"> {
  // Razorpay wants an answer within 5 s: at most two calls (fetch, capture) of 2 s each; a slow
  // gateway gets a 503 and Razorpay sends the event again later.
  const gateway = await paymentGateway(db, { timeoutMs: 2000 });
  if (!input.signature || !gateway.verifyWebhookSignature(input.rawBody, input.signature)) {
    logEvent("warn", "payment_webhook_signature_invalid");
    throw new DomainError("bad_request", "The webhook signature is not valid.", { reason: "signature_invalid" });
  }
  let event: { event?: unknown; payload?: { payment?: { entity?: WebhookPayment } } };
  try {
    event = JSON.parse(input.rawBody);
  } catch {
    throw new DomainError("bad_request", "The webhook body is not valid JSON.");
  }
  const name = typeof event.event === "string" ? event.event : "";
  const entity = event.payload?.payment?.entity;
  const eventId = input.eventId ?? `${name}:${typeof entity?.id === "string" ? entity.id : ""}`;
  if (!HANDLED_EVENTS.has(name) || !entity || typeof entity.order_id !== "string" || typeof entity.id !== "string") return "ignored";
  const [seen] = await db.select({ id: paymentEvents.eventId }).from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  if (seen) return "duplicate";
  const order = await findOrder(db, entity.order_id);
  if (!order) return "ignored";
  const reported: GatewayPayment = {
    id: entity.id,
    orderId: entity.order_id,
    amount: Number(entity.amount),
    currency: String(entity.currency),
    status: name === "payment.failed" ? "failed" : entity.status === "authorized" ? "authorized" : "captured",
  };
  let payment = reported;
  if (name !== "payment.failed" && !(await isKnownCapture(db, entity.id))) {
    try {
      // The event says what happened; the gateway says what holds now (and captures it).
      payment = await settle(gateway, order, await gateway.fetchPayment(entity.id));
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof GatewayError && !error.retryable) throw mismatch(error.message);
      throw gatewayDown(error);
    }
  }
  const now = clock();
  const result = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents).values({ eventId, event: name, receivedAt: now }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
    if (!fresh) return null;
    if (payment.status === "captured") return applyCapture(tx, order, payment, now);
    if (payment.status === "failed") await recordFailure(tx, order, typeof entity.error_description === "string" ? entity.error_description : "The payment failed.", now);
    return "known" as const;
  });
  if (result === null) return "duplicate";
  kickDispatcher();
  if (result === "refund_due") await settleRefunds(db, gateway, { orderId: order.orderId, now });
  return "applied";
}

/**
 * The desk's "Ask for the refund again" (POST /api/admin/bookings/payments/refund): the refund of
 * one payment still due, asked of the gateway now under its own key, audited. Of calls at once
 * only the one that claims the refund in the database asks the gateway and writes the audit
 * entry; the others are told it is under way (409 refund_in_flight) or done (409 not_due).
 */
export async function retryRefund(db: Executor, paymentId: string, actor: { id: string; email: string }, now: Date): Promise<{ status: "refunded" | "refund_due" }> {
  const notDue = () => new DomainError("conflict", "No refund is due on this payment any more.", { reason: "not_due" });
  const [row] = await db.select({ status: paymentCaptures.status }).from(paymentCaptures).where(eq(paymentCaptures.paymentId, paymentId));
  if (!row) throw notFound("Payment not found");
  if (row.status !== "refund_due") throw notDue();
  const outcome = await askRefund(db, await paymentGateway(db), paymentId, now);
  if (outcome === "busy") {
    const [current] = await db.select({ status: paymentCaptures.status }).from(paymentCaptures).where(eq(paymentCaptures.paymentId, paymentId));
    if (current?.status !== "refund_due") throw notDue();
    throw new DomainError("conflict", "The refund of this payment is being asked of the payment gateway right now. Look again in a minute.", { reason: "refund_in_flight" });
  }
  const status = outcome === "refunded" ? "refunded" : "refund_due";
  await recordAudit(db, { actor, action: "refund_retried", entity: "payment", entityId: paymentId, after: { status } }, now);
  return { status };
}

/**
 * The desk settles a payment under review (the gateway and the site disagreed) after looking at
 * the gateway's dashboard, and writes down what was done; the reconciliation leaves it alone after.
 */
export async function settleReview(db: Executor, paymentId: string, note: string, actor: { id: string; email: string }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentCaptures)
      .set({ status: "settled", note: `Settled by ${actor.email}: ${note}`.slice(0, 400), updatedAt: now })
      .where(and(eq(paymentCaptures.paymentId, paymentId), eq(paymentCaptures.status, "review")))
      .returning({ paymentId: paymentCaptures.paymentId });
    if (!row) {
      const [known] = await tx.select({ status: paymentCaptures.status }).from(paymentCaptures).where(eq(paymentCaptures.paymentId, paymentId));
      if (!known) throw notFound("Payment not found");
      throw new DomainError("conflict", "This payment is not waiting for review any more.", { reason: "not_in_review" });
    }
    await recordAudit(tx, { actor, action: "payment_settled", entity: "payment", entityId: paymentId, after: { status: "settled", note } }, now);
  });
}

/** Events older than 30 days are forgotten (Razorpay retries a webhook for 24 hours). */
export async function prunePaymentEvents(db: Executor, now: Date): Promise<void> {
  await db.delete(paymentEvents).where(sql`${paymentEvents.receivedAt} < ${new Date(now.getTime() - 30 * 86_400_000).toISOString()}::timestamptz`);
}
