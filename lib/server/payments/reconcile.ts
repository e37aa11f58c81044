import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Executor } from "../db";
import { paymentCaptures, paymentOrders } from "../db/schema";
import { logEvent } from "../log";
import { DomainError } from "@/lib/errors";
import { BOOKING_RECEIPT_PREFIX, ORDERS_PAGE_SIZE, type GatewayPayment, type PaymentGateway } from "./gateway";
import { applyAndSettle, paymentGateway, settle } from ".";
import { refundKeyOf, settleRefunds } from "./settlement";

/**
 * The payments' reconciliation, at start and every hour (lib/server/startup.ts): the site's
 * recent orders against the gateway's own list of each order's payments, so that a lost
 * success call or webhook never loses money.
 * - A payment the gateway holds (authorized or captured) that the site has not recorded is
 *   captured and applied now: kept if its order was unpaid and the booking is live, refunded
 *   otherwise (settlement.ts).
 * - A payment the site applied that the gateway does not show as captured goes to the desk
 *   ("review"): only a person can settle that.
 * - A recorded refund the gateway shows done is marked so; every refund still due is asked again.
 * - A payment the gateway holds for an order of the site's (its receipt says so) that the site
 *   does not know (deleted by an erasure a moment before it was paid) is captured and refunded.
 * Several instances may run it at once: every step is idempotent (the payment's row, the
 * order's status, the refund's key).
 */
const RECONCILE_HOURS = 72;
/** Gateway calls per round are bounded: the oldest unsettled orders first, the rest next hour. */
const RECONCILE_ORDERS_PER_ROUND = 300;
/** Pages of the gateway's own order list read per round, for orders the site does not know. */
const UNKNOWN_ORDER_PAGES = 20;

export interface ReconcileReport {
  orders: number;
  applied: number;
  refunded: number;
  review: number;
  failed: number;
}

const HELD_AT_GATEWAY = new Set<GatewayPayment["status"]>(["authorized", "captured"]);

export async function reconcilePayments(db: Executor, now: Date, gateway?: PaymentGateway): Promise<ReconcileReport> {
  const gw = gateway ?? (await paymentGateway(db));
  const report: ReconcileReport = { orders: 0, applied: 0, refunded: 0, review: 0, failed: 0 };
  const orders = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.gateway, gw.name), gte(paymentOrders.createdAt, new Date(now.getTime() - RECONCILE_HOURS * 3600_000))))
    .orderBy(asc(paymentOrders.createdAt))
    .limit(RECONCILE_ORDERS_PER_ROUND);
  for (const order of orders) {
    report.orders += 1;
    try {
      const payments = await gw.orderPayments(order.orderId);
      if (!payments.length) continue;
      const recorded = await db.select().from(paymentCaptures).where(inArray(paymentCaptures.paymentId, payments.map((p) => p.id)));
      const known = new Map(recorded.map((row) => [row.paymentId, row]));
      for (const payment of payments) {
        const row = known.get(payment.id);
        if (!row && HELD_AT_GATEWAY.has(payment.status)) {
          const captured = await settle(gw, order, payment);
          if (captured.status !== "captured") continue;
          const outcome = await applyAndSettle(db, gw, order, captured, now);
          if (outcome === "applied") report.applied += 1;
          logEvent("warn", "payment_reconciled", { detail: `a captured payment the site had not recorded: ${outcome}` });
        } else if (row?.status === "applied" && payment.status !== "captured") {
          // Refunded or failed at the gateway, yet the site counts it as the booking's payment.
          await db
            .update(paymentCaptures)
            .set({ status: "review", note: `The gateway shows this payment as ${payment.status}, but the site counts it as paid.`, updatedAt: now })
            .where(and(eq(paymentCaptures.paymentId, payment.id), eq(paymentCaptures.status, "applied")));
          report.review += 1;
          logEvent("error", "payment_mismatch_review", { detail: `applied payment is ${payment.status} at the gateway` });
        } else if (row?.status === "refund_due" && payment.status === "refunded") {
          await db
            .update(paymentCaptures)
            .set({ status: "refunded", note: "Refunded at the gateway.", updatedAt: now })
            .where(and(eq(paymentCaptures.paymentId, payment.id), eq(paymentCaptures.status, "refund_due")));
        }
      }
    } catch (error) {
      report.failed += 1;
      const detail = error instanceof DomainError ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : "error";
      logEvent("error", "payment_reconcile_failed", { detail: detail.slice(0, 200) });
    }
  }
  report.refunded += await settleRefunds(db, gw, { now });
  report.refunded += await refundUnknownOrders(db, gw, now, report);
  return report;
}

/**
 * The gateway's orders of the window that carry the site's receipt and have a payment, which the
 * site does not have: every payment held there is captured (an authorization would otherwise
 * hold the money for days) and refunded in full, under the same key as any refund of that
 * payment, so several instances, or the next round, never refund it twice. Nothing is stored:
 * once refunded, the gateway shows it so, and the next round passes it by.
 */
async function refundUnknownOrders(db: Executor, gw: PaymentGateway, now: Date, report: ReconcileReport): Promise<number> {
  const from = new Date(now.getTime() - RECONCILE_HOURS * 3600_000);
  let refunded = 0;
  for (let page = 0; page < UNKNOWN_ORDER_PAGES; page += 1) {
    let orders;
    try {
      orders = await gw.listOrders({ from, to: now, skip: page * ORDERS_PAGE_SIZE });
    } catch (error) {
      report.failed += 1;
      logEvent("error", "payment_reconcile_failed", { detail: `listing the gateway's orders: ${error instanceof Error ? error.message : "error"}`.slice(0, 200) });
      break;
    }
    const ours = orders.filter((o) => o.receipt.startsWith(BOOKING_RECEIPT_PREFIX) && o.status !== "created");
    const known = ours.length
      ? new Set((await db.select({ orderId: paymentOrders.orderId }).from(paymentOrders).where(inArray(paymentOrders.orderId, ours.map((o) => o.id)))).map((o) => o.orderId))
      : new Set<string>();
    for (const order of ours.filter((o) => !known.has(o.id))) {
      try {
        for (const payment of await gw.orderPayments(order.id)) {
          if (payment.orderId !== order.id || !HELD_AT_GATEWAY.has(payment.status)) continue;
          const captured = payment.status === "authorized" ? await gw.capturePayment(payment.id, payment.amount, payment.currency) : payment;
          if (captured.status !== "captured") continue;
          const refund = await gw.refundPayment({ paymentId: payment.id, amount: captured.amount, idempotencyKey: refundKeyOf(payment.id), notes: { order: order.id, reason: "unknown_order" } });
          if (refund.status === "failed") throw new Error("The gateway reported the refund as failed");
          refunded += 1;
          logEvent("warn", "payment_unknown_order_refunded", { detail: `a payment of an order the site no longer has (${order.receipt}) was refunded` });
        }
      } catch (error) {
        report.failed += 1;
        logEvent("error", "payment_reconcile_failed", { detail: `an order the site does not have: ${error instanceof Error ? error.message : "error"}`.slice(0, 200) });
      }
    }
    if (orders.length < ORDERS_PAGE_SIZE) break;
  }
  return refunded;
}
