import "server-only";
import Razorpay from "razorpay";
import { GatewayError, ORDERS_PAGE_SIZE, type GatewayOrder, type GatewayPayment, type GatewayPaymentStatus, type PaymentGateway } from "./gateway";
import { hmacHex, paymentSignature, signatureMatches } from "./signature";

/**
 * Razorpay, through its official SDK (`razorpay`), per its API reference:
 * - orders: POST /v1/orders { amount, currency, receipt, notes }; Razorpay does not dedupe
 *   receipts, so a retried creation first looks the receipt up (GET /v1/orders?receipt=); the
 *   orders of a time window, a page at a time: GET /v1/orders?from=&to=&count=&skip= (Unix seconds;
 *   `count` at most 100);
 * - payments: GET /v1/payments/:id, an order's GET /v1/orders/:id/payments; capture POST /v1/payments/:id/capture { amount, currency }
 *   (an authorized payment not captured is refunded by Razorpay after some days);
 * - refunds: POST /v1/payments/:id/refund with the `X-Refund-Idempotency` header (a retry with
 *   the same key never refunds twice);
 * - signatures: checkout's `razorpay_signature` is HMAC-SHA256 of `order_id|payment_id` with the
 *   key secret; a webhook's `X-Razorpay-Signature` is HMAC-SHA256 of the raw body with the
 *   webhook secret.
 * `hostUrl` points the SDK at a local fake in tests.
 */
interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  hostUrl?: string;
  timeoutMs?: number;
}

interface AxiosLike {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { response: { use(onFulfilled: (r: unknown) => unknown, onRejected: (error: { response?: unknown; code?: string }) => unknown): void } };
  post(url: string, data: unknown, config?: { headers?: Record<string, string> }): Promise<{ data: unknown }>;
}

interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number | string;
  currency: string;
  status: string;
  error_description?: string | null;
}

interface RazorpayOrder {
  id: string;
  amount: number | string;
  currency: string;
  receipt: string | null;
  status: string;
}

const ORDER_STATUSES: Record<string, GatewayOrder["status"]> = { created: "created", attempted: "attempted", paid: "paid" };

const STATUSES: Record<string, GatewayPaymentStatus> = { created: "created", authorized: "authorized", captured: "captured", refunded: "refunded", failed: "failed" };

function toPayment(p: RazorpayPayment): GatewayPayment {
  return {
    id: p.id,
    orderId: p.order_id,
    amount: Number(p.amount),
    currency: p.currency,
    status: STATUSES[p.status] ?? "failed",
    ...(p.error_description ? { errorDescription: p.error_description } : {}),
  };
}

/** What the interceptor below gives the SDK for an answer that never came (network, timeout). */
const NO_ANSWER = 0;

/**
 * The SDK rejects with `{ statusCode, error: { description } }`; a call made on its axios
 * instance directly (the refund, for its idempotency header) with axios' `{ response }`.
 */
function toGatewayError(error: unknown): GatewayError {
  const raw = error as { statusCode?: number; error?: { description?: string }; code?: string; response?: { status?: number; data?: { error?: { description?: string } } } };
  const e = raw?.response && raw.statusCode === undefined ? { statusCode: raw.response.status, error: raw.response.data?.error, code: raw.code } : raw;
  const status = typeof e?.statusCode === "number" ? e.statusCode : undefined;
  if (status === undefined || status === NO_ANSWER) {
    const detail = status === NO_ANSWER ? e.error?.description : e?.code;
    return new GatewayError(`Razorpay could not be reached${detail ? ` (${detail})` : ""}`, { retryable: true, cause: error });
  }
  const retryable = status >= 500 || status === 429 || status === 409;
  return new GatewayError(`Razorpay answered ${status}: ${String(e.error?.description ?? "no description").slice(0, 160)}`, { retryable, status });
}

export function razorpayGateway(options: RazorpayOptions): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (client as unknown as { api: { rq: AxiosLike } }).api.rq;
  http.defaults.timeout = options.timeoutMs ?? 10_000;
  if (options.hostUrl) http.defaults.baseURL = options.hostUrl.replace(/\/+$/, "");
  // The SDK reads `error.response.status` of every failure: one without an answer (refused,
  // timed out) would become a TypeError that names nothing. Give it an answer that says why.
  http.interceptors.response.use(
    (response) => response,
    (error) => Promise.reject(error.response ? error : { response: { status: NO_ANSWER, data: { error: { description: error.code ?? "no answer" } } } }),
  );
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toGatewayError(error);
    }
  };
  return {
    name: "razorpay",
    publicKey: options.keyId,
    async createOrder({ amount, currency, receipt, notes }) {
      const found = (await call(() => client.orders.all({ receipt } as never))) as unknown as { items?: { id: string; amount: number | string; currency: string; receipt: string; status: string }[] };
      const existing = found.items?.find((o) => o.receipt === receipt);
      if (existing) {
        if (Number(existing.amount) !== amount || existing.currency !== currency) throw new GatewayError("The receipt was used for another amount", { retryable: false, status: 400 });
        return { id: existing.id, amount, currency, receipt, status: existing.status as "created" };
      }
      const order = (await call(() => client.orders.create({ amount, currency, receipt, notes }))) as unknown as { id: string; status: string };
      return { id: order.id, amount, currency, receipt, status: order.status as "created" };
    },
    async listOrders({ from, to, skip }) {
      const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
      const found = (await call(() => client.orders.all({ from: seconds(from), to: seconds(to), count: ORDERS_PAGE_SIZE, skip } as never))) as unknown as { items?: RazorpayOrder[] };
      // An order of unknown status counts as attempted: the reconciliation then asks for its payments.
      return (found.items ?? []).map((o) => ({ id: o.id, amount: Number(o.amount), currency: o.currency, receipt: o.receipt ?? "", status: ORDER_STATUSES[o.status] ?? "attempted" }));
    },
    fetchPayment: async (paymentId) => toPayment((await call(() => client.payments.fetch(paymentId))) as unknown as RazorpayPayment),
    async orderPayments(orderId) {
      const found = (await call(() => client.orders.fetchPayments(orderId))) as unknown as { items?: RazorpayPayment[] };
      return (found.items ?? []).map(toPayment);
    },
    async capturePayment(paymentId, amount, currency) {
      const current = toPayment((await call(() => client.payments.fetch(paymentId))) as unknown as RazorpayPayment);
      if (current.status !== "authorized") return current;
      try {
        return toPayment((await call(() => client.payments.capture(paymentId, amount, currency))) as unknown as RazorpayPayment);
      } catch (error) {
        // Captured meanwhile by a concurrent call (the success call and the webhook at once, or two
        // success calls), which may have refunded it already: Razorpay answers 400 "already been
        // captured" (or "not authorized" once refunded); what holds now is the answer.
        const now = error instanceof GatewayError && error.status === 400 ? toPayment((await call(() => client.payments.fetch(paymentId))) as unknown as RazorpayPayment) : null;
        if (now?.status === "captured" || now?.status === "refunded") return now;
        throw error;
      }
    },
    async refundPayment({ paymentId, amount, idempotencyKey, notes }) {
      const { data } = await call(() => http.post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount, notes }, { headers: { "X-Refund-Idempotency": idempotencyKey } }));
      const refund = data as { id: string; payment_id: string; amount: number; status: string };
      return { id: refund.id, paymentId: refund.payment_id, amount: Number(refund.amount), status: refund.status === "processed" ? "processed" : refund.status === "failed" ? "failed" : "pending" };
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) => signatureMatches(paymentSignature(options.keySecret, orderId, paymentId), signature),
    verifyWebhookSignature: (rawBody, signature) => signatureMatches(hmacHex(options.webhookSecret, rawBody), signature),
  };
}
