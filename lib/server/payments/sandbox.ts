import "server-only";
import crypto from "node:crypto";
import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Executor } from "../db";
import { sandboxOrders, sandboxPayments } from "../db/schema";
import { derivedSecret } from "../auth/keys";
import { GatewayError, ORDERS_PAGE_SIZE, type GatewayOrder, type GatewayPayment, type GatewayPaymentStatus, type PaymentGateway } from "./gateway";
import { hmacHex, paymentSignature, signatureMatches } from "./signature";

/**
 * The sandbox gateway (the default): the site's own TEST MODE checkout. It behaves as Razorpay
 * does, with the same ids, statuses, signatures and webhooks: checkout's result is signed with
 * HMAC-SHA256 of `order_id|payment_id` under its key secret, and each payment sends a webhook
 * signed over its raw body under its webhook secret. Its secrets are derived from the site's
 * own (lib/server/auth/keys.ts); its records are the `sandbox_orders` and `sandbox_payments` tables.
 */
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const gatewayId = (prefix: string): string =>
  `${prefix}_${Array.from(crypto.randomBytes(14), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join("")}`;

export interface SandboxSecrets {
  keySecret: string;
  webhookSecret: string;
}

export async function sandboxSecrets(db: Executor): Promise<SandboxSecrets> {
  const [keySecret, webhookSecret] = await Promise.all([derivedSecret(db, "sandbox-key-secret"), derivedSecret(db, "sandbox-webhook-secret")]);
  return { keySecret, webhookSecret };
}

type SandboxRow = typeof sandboxPayments.$inferSelect;
const toPayment = (row: SandboxRow): GatewayPayment => ({
  id: row.id,
  orderId: row.orderId,
  amount: row.amount,
  currency: row.currency,
  status: row.status as GatewayPaymentStatus,
  ...(row.errorDescription ? { errorDescription: row.errorDescription } : {}),
});

export function sandboxGateway(db: Executor, secrets: SandboxSecrets): PaymentGateway {
  const find = async (paymentId: string): Promise<SandboxRow> => {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!row) throw new GatewayError("The id provided does not exist", { retryable: false, status: 400 });
    return row;
  };
  /** As Razorpay's: "paid" once a payment was captured, "attempted" once any was made. */
  const orderStatuses = async (orderIds: string[]): Promise<Map<string, GatewayOrder["status"]>> => {
    const statuses = new Map<string, GatewayOrder["status"]>();
    if (!orderIds.length) return statuses;
    const payments = await db.select({ orderId: sandboxPayments.orderId, status: sandboxPayments.status }).from(sandboxPayments).where(inArray(sandboxPayments.orderId, orderIds));
    for (const p of payments) {
      if (p.status === "captured" || p.status === "refunded") statuses.set(p.orderId, "paid");
      else if (!statuses.has(p.orderId)) statuses.set(p.orderId, "attempted");
    }
    return statuses;
  };
  return {
    name: "sandbox",
    publicKey: "sandbox",
    async createOrder({ amount, currency, receipt, now }) {
      // One order per receipt (the unique index decides between two creations at once); a retried
      // creation gets that order back, as the Razorpay adapter does by looking the receipt up.
      await db
        .insert(sandboxOrders)
        .values({ id: gatewayId("order"), receipt, amount, currency, createdAt: now ?? new Date() })
        .onConflictDoNothing({ target: sandboxOrders.receipt });
      const [order] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.receipt, receipt));
      if (order.amount !== amount || order.currency !== currency) throw new GatewayError("The receipt was used for another amount", { retryable: false, status: 400 });
      return { id: order.id, amount, currency, receipt, status: (await orderStatuses([order.id])).get(order.id) ?? "created" };
    },
    async listOrders({ from, to, skip }) {
      const rows = await db
        .select()
        .from(sandboxOrders)
        .where(and(gte(sandboxOrders.createdAt, from), lte(sandboxOrders.createdAt, to)))
        .orderBy(desc(sandboxOrders.createdAt), asc(sandboxOrders.id))
        .offset(skip)
        .limit(ORDERS_PAGE_SIZE);
      const statuses = await orderStatuses(rows.map((o) => o.id));
      return rows.map((o) => ({ id: o.id, amount: o.amount, currency: o.currency, receipt: o.receipt, status: statuses.get(o.id) ?? "created" }));
    },
    fetchPayment: async (paymentId) => toPayment(await find(paymentId)),
    orderPayments: async (orderId) => (await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(asc(sandboxPayments.createdAt))).map(toPayment),
    async capturePayment(paymentId, amount, currency) {
      const row = await find(paymentId);
      // Captured (and perhaps refunded) already by a concurrent call: what holds now is the answer, as the Razorpay adapter answers.
      if (row.status === "captured" || row.status === "refunded") return toPayment(row);
      if (row.status !== "authorized") throw new GatewayError("This payment has not been authorized yet", { retryable: false, status: 400 });
      if (row.amount !== amount || row.currency !== currency) throw new GatewayError("Capture amount must be equal to the amount authorized", { retryable: false, status: 400 });
      const [updated] = await db.update(sandboxPayments).set({ status: "captured" }).where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, "authorized"))).returning();
      return toPayment(updated ?? (await find(paymentId)));
    },
    async refundPayment({ paymentId, amount, idempotencyKey }) {
      const row = await find(paymentId);
      if (row.refundKey === idempotencyKey && row.refundId) return { id: row.refundId, paymentId, amount, status: "processed" };
      if (amount <= 0 || amount > row.amount) throw new GatewayError("The refund amount is not valid", { retryable: false, status: 400 });
      // One conditional update decides between refunds asked at once: only a captured payment
      // moves to refunded, once; a second call with the same key gets the first refund back.
      const refundId = gatewayId("rfnd");
      const [done] = await db
        .update(sandboxPayments)
        .set({ status: "refunded", refundKey: idempotencyKey, refundId })
        .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, "captured")))
        .returning({ id: sandboxPayments.id });
      if (done) return { id: refundId, paymentId, amount, status: "processed" };
      const current = await find(paymentId);
      if (current.refundKey === idempotencyKey && current.refundId) return { id: current.refundId, paymentId, amount, status: "processed" };
      if (current.status === "refunded") throw new GatewayError("The payment has been fully refunded already", { retryable: false, status: 400 });
      throw new GatewayError("Only a captured payment can be refunded", { retryable: false, status: 400 });
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) => signatureMatches(paymentSignature(secrets.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(secrets.webhookSecret, rawBody), signature),
  };
}

/** What the sandbox checkout records when the visitor pays (authorized) or fails. */
export async function recordSandboxPayment(
  db: Executor,
  input: { orderId: string; amount: number; currency: string; outcome: "success" | "failure"; now: Date },
): Promise<SandboxRow> {
  const [row] = await db
    .insert(sandboxPayments)
    .values({
      id: gatewayId("pay"),
      orderId: input.orderId,
      amount: input.amount,
      currency: input.currency,
      status: input.outcome === "success" ? "authorized" : "failed",
      errorDescription: input.outcome === "success" ? null : "The test card was declined (sandbox).",
      createdAt: input.now,
    })
    .returning();
  return row;
}
