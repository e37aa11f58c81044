import "server-only";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { paymentWebhookCall } from "@/lib/contracts/calls/booking";
import type { Executor } from "../db";
import { paymentOrders } from "../db/schema";
import { getConfig } from "../config";
import type { Clock } from "../clock";
import { DomainError, notFound } from "@/lib/errors";
import { bookingOfAttempt } from "../booking";
import { enqueueMessage, kickDispatcher } from "../outbox";
import { recordSandboxPayment, sandboxSecrets } from "./sandbox";
import { holdExpired } from ".";
import { hmacHex, paymentSignature } from "./signature";

/**
 * What the TEST MODE checkout does when the visitor presses Pay or Fail: it records the payment
 * on the sandbox's side, answers exactly what Razorpay's Checkout hands the page (a signed
 * `razorpay_*` triple, or an error with the order and payment ids), and sends the webhook
 * Razorpay would send (signed over its raw body, with an event id) through the outbox.
 */
export type SandboxResult =
  | { outcome: "success"; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { outcome: "failure"; error: { code: string; description: string; metadata: { order_id: string; payment_id: string } } };

const WEBHOOK_PATH = `/api/${paymentWebhookCall.path}`;

export async function sandboxCheckout(
  db: Executor,
  input: { orderId: string; outcome: "success" | "failure"; attemptId: string },
  clock: Clock,
): Promise<SandboxResult> {
  if (getConfig().payments.gateway !== "sandbox") throw notFound("The test checkout is off: this site takes real payments.");
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, input.orderId));
  if (!order) throw notFound("Order not found");
  const booking = await bookingOfAttempt(db, order.bookingId, input.attemptId).catch(() => {
    throw notFound("Order not found");
  });
  if (order.status === "paid") throw new DomainError("conflict", "This order is already paid.", { reason: "already_paid" });
  const now = clock();
  // As the payment page does before it opens Razorpay's Checkout: no payment once the hold has
  // lapsed. (A real payment can still arrive late; settlement.ts refunds it if the slot is gone.)
  if (input.outcome === "success" && (booking.status !== "held" || !booking.holdExpiresAt || booking.holdExpiresAt.getTime() <= now.getTime())) throw holdExpired();
  const secrets = await sandboxSecrets(db);
  const payment = await recordSandboxPayment(db, { orderId: order.orderId, amount: order.amount, currency: order.currency, outcome: input.outcome, now });
  const event = {
    entity: "event",
    account_id: "acc_sandbox",
    event: input.outcome === "success" ? "payment.authorized" : "payment.failed",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: "payment",
          amount: payment.amount,
          currency: payment.currency,
          status: payment.status,
          order_id: order.orderId,
          method: "card",
          captured: false,
          error_code: input.outcome === "success" ? null : "BAD_REQUEST_ERROR",
          error_description: payment.errorDescription,
          created_at: Math.floor(now.getTime() / 1000),
        },
      },
    },
    created_at: Math.floor(now.getTime() / 1000),
  };
  const raw = JSON.stringify(event);
  await enqueueMessage(db, {
    channel: "webhook",
    kind: "sandbox_webhook",
    recipient: `http://127.0.0.1:${getConfig().port}${WEBHOOK_PATH}`,
    body: raw,
    meta: { headers: { "X-Razorpay-Signature": hmacHex(secrets.webhookSecret, raw), "x-razorpay-event-id": `evt_${crypto.randomBytes(7).toString("hex")}` } },
    now,
  });
  kickDispatcher();
  if (input.outcome === "failure") {
    return {
      outcome: "failure",
      error: { code: "BAD_REQUEST_ERROR", description: payment.errorDescription ?? "Payment failed", metadata: { order_id: order.orderId, payment_id: payment.id } },
    };
  }
  return {
    outcome: "success",
    razorpay_order_id: order.orderId,
    razorpay_payment_id: payment.id,
    razorpay_signature: paymentSignature(secrets.keySecret, order.orderId, payment.id),
  };
}
