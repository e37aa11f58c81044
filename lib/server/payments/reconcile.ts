import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Executor } from "../db";
import { paymentCaptures, paymentOrders } from "../db/schema";
import { logEvent } from "../log";
import { DomainError } from "@/lib/errors";
import type { GatewayPayment, PaymentGateway } from "./gateway";
import { applyAndSettle, paymentGateway, settle } from ".";
import { settleRefunds } from "./settlement";

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
 * Several instances may run it at once: every step is idempotent (the payment's row, the
 * order's status, the refund's key).
 */
const RECONCILE_HOURS = 72;
/** Gateway calls per round are bounded: the oldest unsettled orders first, the rest next hour. */
const RECONCILE_ORDERS_PER_ROUND = 300;

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
  return report;
}
