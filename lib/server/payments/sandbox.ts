import "server-only";
import crypto from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db";
import { paymentOrders, sandboxPayments } from "../db/schema";
import { derivedSecret } from "../auth/keys";
import { GatewayError, type GatewayPayment, type GatewayPaymentStatus, type PaymentGateway } from "./gateway";
import { hmacHex, paymentSignature, signatureMatches } from "./signature";

/**
 * The sandbox gateway (the default): the site's own TEST MODE checkout. It behaves as Razorpay
 * does, with the same ids, statuses, signatures and webhooks: checkout's result is signed with
 * HMAC-SHA256 of `order_id|payment_id` under its key secret, and each payment sends a webhook
 * signed over its raw body under its webhook secret. Its secrets are derived from the site's
 * own (lib/server/auth/keys.ts); its records are the `sandbox_payments` table.
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
  return {
    name: "sandbox",
    publicKey: "sandbox",
    async createOrder({ amount, currency, receipt }) {
      // As with Razorpay, the site keeps the order; a retried creation with a receipt the
      // site already stored gets that order back.
      const [existing] = await db.select().from(paymentOrders).where(eq(paymentOrders.receipt, receipt));
      if (existing) {
        if (existing.amount !== amount || existing.currency !== currency) throw new GatewayError("The receipt was used for another amount", { retryable: false, status: 400 });
        return { id: existing.orderId, amount, currency, receipt, status: "created" };
      }
      return { id: gatewayId("order"), amount, currency, receipt, status: "created" };
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
      if (row.status !== "captured") throw new GatewayError("Only a captured payment can be refunded", { retryable: false, status: 400 });
      if (amount <= 0 || amount > row.amount) throw new GatewayError("The refund amount is not valid", { retryable: false, status: 400 });
      const refundId = gatewayId("rfnd");
      await db.update(sandboxPayments).set({ status: "refunded", refundKey: idempotencyKey, refundId }).where(eq(sandboxPayments.id, paymentId));
      return { id: refundId, paymentId, amount, status: "processed" };
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
