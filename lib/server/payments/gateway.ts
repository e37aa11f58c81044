import "server-only";

/**
 * One interface for every payment gateway (docs/ARCHITECTURE.md "Outside services"): the sandbox
 * (the default, the site's own TEST MODE checkout) and Razorpay. Amounts are minor units
 * (paise). The shapes mirror Razorpay's REST API, which the sandbox imitates.
 */
type GatewayName = "sandbox" | "razorpay";

export interface GatewayOrder {
  /** The gateway's order id ("order_..."): the site's `orderId`. */
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  /** "attempted": a payment was made against it (authorized, pending or failed); "paid": one was captured. */
  status: "created" | "attempted" | "paid";
}

/** The prefix of every receipt the site gives an order (`bk_` and the booking's reference): what tells its orders from others on one gateway account. */
export const BOOKING_RECEIPT_PREFIX = "bk_";
/** The most orders one `listOrders` page answers (Razorpay's `count` limit). */
export const ORDERS_PAGE_SIZE = 100;

export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: GatewayPaymentStatus;
  /** Set on a failed payment: what the visitor is told. */
  errorDescription?: string;
}

interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: "pending" | "processed" | "failed";
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** What the browser's checkout needs: Razorpay's key_id, or "sandbox". Never a secret. */
  readonly publicKey: string;
  /**
   * Creates an order; the same `receipt` twice gives the same order back (a retried creation).
   * `now` is the site's clock, which the sandbox records as the order's time (Razorpay keeps its own).
   */
  createOrder(input: { amount: number; currency: string; receipt: string; notes?: Record<string, string>; now?: Date }): Promise<GatewayOrder>;
  /**
   * The orders created between `from` and `to`, newest first, one page of at most ORDERS_PAGE_SIZE
   * after skipping `skip` (Razorpay: GET /v1/orders?from=&to=&count=&skip=), for the
   * reconciliation to find payments of orders the site does not know.
   */
  listOrders(input: { from: Date; to: Date; skip: number }): Promise<GatewayOrder[]>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Every payment made against an order (Razorpay: GET /v1/orders/:id/payments), for reconciliation. */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorized payment (Razorpay refunds what is not captured within days). */
  capturePayment(paymentId: string, amount: number, currency: string): Promise<GatewayPayment>;
  /** Refunds once per idempotency key: a retry with the same key returns the first refund. */
  refundPayment(input: { paymentId: string; amount: number; idempotencyKey: string; notes?: Record<string, string> }): Promise<GatewayRefund>;
  /** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret, hex. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}

/** A gateway call that failed; `retryable` when trying again later may work (network, 5xx, 429). */
export class GatewayError extends Error {
  readonly retryable: boolean;
  readonly status?: number;
  constructor(message: string, options: { retryable: boolean; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = "GatewayError";
    this.retryable = options.retryable;
    this.status = options.status;
  }
}
