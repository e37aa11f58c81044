import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of Razorpay's REST API (razorpay.com/docs/api), as much as the site uses:
 * - Basic auth with key id and secret on every call (401 with Razorpay's error shape otherwise);
 * - POST /v1/orders, GET /v1/orders?receipt= and ?from=&to=&count=&skip= (newest first; count
 *   at most 100), GET /v1/orders/:id, GET /v1/orders/:id/payments;
 * - GET /v1/payments/:id, POST /v1/payments/:id/capture (the amount must match; a captured
 *   payment answers 400 "already been captured" as Razorpay does);
 * - POST /v1/payments/:id/refund, once per `X-Refund-Idempotency` key.
 * `authorize()` plays the visitor paying in Checkout and answers what Checkout hands back,
 * signed with the key secret; `failNext(status)` makes the next call answer that status.
 * `now` is the fake's clock (an order's `created_at`): a test sets it to its own.
 */
export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string; status: string; notes: Record<string, string>; created_at: number }>;
  now: () => Date;
  payments: Map<string, { id: string; order_id: string; amount: number; currency: string; status: string; error_description: string | null }>;
  refunds: { id: string; payment_id: string; amount: number; key: string }[];
  calls: { method: string; path: string; headers: http.IncomingHttpHeaders }[];
  authorize(orderId: string, options?: { amount?: number; fail?: boolean }): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /**
   * The next `times` calls (only those whose path matches `path`, when given) answer `status`;
   * `meanwhile` runs as each fails (what a concurrent caller did at that moment).
   */
  failNext(status: number, times?: number, path?: RegExp, meanwhile?: () => void): void;
  /** The next call answers only after this many milliseconds (a slow gateway). */
  slowNext(ms: number): void;
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

export async function startRazorpayFake(): Promise<FakeRazorpay> {
  const keyId = "rzp_test_FakeKey123456";
  const keySecret = crypto.randomBytes(12).toString("hex");
  let failures: { status: number; left: number; path?: RegExp; meanwhile?: () => void } | null = null;
  let delay = 0;
  const fake = {
    keyId,
    keySecret,
    orders: new Map(),
    payments: new Map(),
    refunds: [],
    calls: [],
    now: () => new Date(),
  } as unknown as FakeRazorpay;

  const error = (res: http.ServerResponse, status: number, description: string) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code: status === 401 ? "BAD_REQUEST_ERROR" : status >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR", description } }));
  };
  const ok = (res: http.ServerResponse, body: unknown) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", async () => {
      if (delay) {
        const wait = delay;
        delay = 0;
        await new Promise((r) => setTimeout(r, wait));
        if (res.destroyed) return;
      }
      const url = new URL(req.url ?? "/", "http://fake");
      fake.calls.push({ method: req.method ?? "", path: url.pathname, headers: req.headers });
      if (failures && failures.left > 0 && (!failures.path || failures.path.test(url.pathname))) {
        failures.left -= 1;
        failures.meanwhile?.();
        return error(res, failures.status, "The fake was told to fail");
      }
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return error(res, 401, "Authentication failed");
      let body: Record<string, unknown> = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        return error(res, 400, "Invalid JSON");
      }
      const parts = url.pathname.split("/").filter(Boolean);
      if (parts[0] !== "v1") return error(res, 404, "The requested URL was not found on the server.");
      if (parts[1] === "orders" && parts.length === 2 && req.method === "POST") {
        if (typeof body.amount !== "number" || body.amount < 100) return error(res, 400, "Order amount less than minimum amount allowed");
        const order = { id: rid("order"), amount: body.amount, currency: String(body.currency ?? "INR"), receipt: String(body.receipt ?? ""), status: "created", notes: (body.notes as Record<string, string>) ?? {}, created_at: Math.floor(fake.now().getTime() / 1000) };
        fake.orders.set(order.id, order);
        return ok(res, { entity: "order", amount_paid: 0, amount_due: order.amount, attempts: 0, ...order });
      }
      if (parts[1] === "orders" && parts.length === 2 && req.method === "GET") {
        const receipt = url.searchParams.get("receipt");
        const from = Number(url.searchParams.get("from") ?? 0);
        const to = Number(url.searchParams.get("to") ?? Number.MAX_SAFE_INTEGER);
        const count = Number(url.searchParams.get("count") ?? 10);
        const skip = Number(url.searchParams.get("skip") ?? 0);
        if (!(count >= 1 && count <= 100)) return error(res, 400, "The count must be between 1 and 100.");
        const items = [...fake.orders.values()]
          .filter((o) => (!receipt || o.receipt === receipt) && o.created_at >= from && o.created_at <= to)
          .sort((a, b) => b.created_at - a.created_at)
          .slice(skip, skip + count)
          .map((o) => ({ entity: "order", ...o }));
        return ok(res, { entity: "collection", count: items.length, items });
      }
      if (parts[1] === "orders" && parts.length === 4 && parts[3] === "payments" && req.method === "GET") {
        if (!fake.orders.has(parts[2])) return error(res, 400, "The id provided does not exist");
        const items = [...fake.payments.values()].filter((p) => p.order_id === parts[2]).map((p) => ({ entity: "payment", ...p }));
        return ok(res, { entity: "collection", count: items.length, items });
      }
      if (parts[1] === "orders" && parts.length === 3 && req.method === "GET") {
        const order = fake.orders.get(parts[2]);
        return order ? ok(res, { entity: "order", ...order }) : error(res, 400, "The id provided does not exist");
      }
      if (parts[1] === "payments" && parts.length >= 3) {
        const payment = fake.payments.get(parts[2]);
        if (!payment) return error(res, 400, "The id provided does not exist");
        if (parts.length === 3 && req.method === "GET") return ok(res, { entity: "payment", ...payment });
        if (parts[3] === "capture" && req.method === "POST") {
          if (payment.status === "captured") return error(res, 400, "This payment has already been captured");
          if (payment.status !== "authorized") return error(res, 400, "Only payments which have been authorized and not yet captured can be captured");
          if (Number(body.amount) !== payment.amount || body.currency !== payment.currency) return error(res, 400, "Capture amount must be equal to the amount authorized");
          payment.status = "captured";
          const order = fake.orders.get(payment.order_id);
          if (order) order.status = "paid";
          return ok(res, { entity: "payment", ...payment });
        }
        if (parts[3] === "refund" && req.method === "POST") {
          const key = String(req.headers["x-refund-idempotency"] ?? "");
          const earlier = key ? fake.refunds.find((r) => r.key === key) : undefined;
          if (earlier) return ok(res, { entity: "refund", id: earlier.id, payment_id: earlier.payment_id, amount: earlier.amount, status: "processed" });
          if (payment.status === "refunded") return error(res, 400, "The payment has been fully refunded already");
          if (payment.status !== "captured") return error(res, 400, "The payment has not been captured");
          const amount = Number(body.amount ?? payment.amount);
          const refunded = fake.refunds.filter((r) => r.payment_id === payment.id).reduce((s, r) => s + r.amount, 0);
          if (amount + refunded > payment.amount) return error(res, 400, "The refund amount provided is greater than amount captured");
          const refund = { id: rid("rfnd"), payment_id: payment.id, amount, key };
          fake.refunds.push(refund);
          // As Razorpay: a payment refunded in full is "refunded" (in part, it stays "captured").
          if (amount + refunded === payment.amount) payment.status = "refunded";
          return ok(res, { entity: "refund", id: refund.id, payment_id: refund.payment_id, amount, status: "processed" });
        }
      }
      return error(res, 404, "The requested URL was not found on the server.");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.authorize = (orderId, options = {}) => {
    const order = fake.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment = {
      id: rid("pay"),
      order_id: orderId,
      amount: options.amount ?? order.amount,
      currency: order.currency,
      status: options.fail ? "failed" : "authorized",
      error_description: options.fail ? "Payment was declined by the bank" : null,
    };
    fake.payments.set(payment.id, payment);
    order.status = "attempted";
    const signature = crypto.createHmac("sha256", keySecret).update(`${orderId}|${payment.id}`).digest("hex");
    return { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: signature };
  };
  fake.failNext = (status, times = 1, path, meanwhile) => {
    failures = { status, left: times, path, meanwhile };
  };
  fake.slowNext = (ms) => {
    delay = ms;
  };
  fake.close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return fake;
}
