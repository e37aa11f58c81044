import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./booking";

// Payments of bookings at the gateway, and the sandbox gateway's own records.

export const PAYMENT_STATUSES = ["created", "paid", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment order of a booking at the gateway; `orderId` is the gateway's order id. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: text("order_id").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    gateway: text("gateway").notNull(),
    /** Unique per booking: a retried creation asks the gateway for the same order. */
    receipt: text("receipt").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<PaymentStatus>().notNull().default("created"),
    paymentId: text("payment_id"),
    failureReason: text("failure_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("payment_orders_order_unique").on(t.orderId),
    uniqueIndex("payment_orders_receipt_unique").on(t.receipt),
    uniqueIndex("payment_orders_payment_unique").on(t.paymentId),
    index("payment_orders_booking_idx").on(t.bookingId),
    check("payment_orders_status_check", sql`${t.status} in ('created', 'paid', 'failed')`),
    check("payment_orders_amount_check", sql`${t.amount} > 0`),
  ],
);

export const CAPTURE_STATUSES = ["applied", "refund_due", "refunded", "review", "settled"] as const;
export type CaptureStatus = (typeof CAPTURE_STATUSES)[number];
export const CAPTURE_REASONS = ["duplicate", "slot_lost", "cancelled"] as const;
export type CaptureReason = (typeof CAPTURE_REASONS)[number];

/**
 * Every captured payment the site has seen, one row per gateway payment (lib/server/payments/
 * settlement.ts): "applied" is the one payment its order keeps; any other is "refund_due" until
 * the gateway has taken the refund ("refunded"), asked under `refundKey` so that a retry never
 * refunds twice. "review": the gateway and the site disagree in a way only staff can settle;
 * "settled": staff settled it at the gateway and wrote down how (`note`); nothing asks again.
 */
export const paymentCaptures = pgTable(
  "payment_captures",
  {
    paymentId: text("payment_id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => paymentOrders.orderId, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<CaptureStatus>().notNull(),
    /** Why it is refunded: the order was already paid, the slot went to someone else, the booking was cancelled. */
    reason: text("reason").$type<CaptureReason>(),
    refundAmount: integer("refund_amount"),
    refundKey: text("refund_key"),
    refundId: text("refund_id"),
    refundAttempts: integer("refund_attempts").notNull().default(0),
    /**
     * Set while one caller asks the gateway for the refund (claimed by a conditional update, so
     * only one call is in flight per payment); cleared with the answer. A claim older than a few
     * minutes (its caller died) may be taken again.
     */
    refundClaimedAt: timestamp("refund_claimed_at", { withTimezone: true }),
    /** The last refusal or failure, in the gateway's words (never card or patient data). */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("payment_captures_order_idx").on(t.orderId),
    index("payment_captures_status_idx").on(t.status),
    check("payment_captures_status_check", sql`${t.status} in ('applied', 'refund_due', 'refunded', 'review', 'settled')`),
    check("payment_captures_reason_check", sql`${t.reason} is null or ${t.reason} in ('duplicate', 'slot_lost', 'cancelled')`),
  ],
);

/** Webhook events already applied (x-razorpay-event-id), written in the same transaction as their effect. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    eventId: text("event_id").primaryKey(),
    event: text("event").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_events_received_idx").on(t.receivedAt)],
);

/** The sandbox gateway's orders (what Razorpay keeps on its side): found by receipt, listed by time. */
export const sandboxOrders = pgTable(
  "sandbox_orders",
  {
    id: text("id").primaryKey(),
    receipt: text("receipt").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sandbox_orders_receipt_unique").on(t.receipt), index("sandbox_orders_created_idx").on(t.createdAt)],
);

/** The sandbox gateway's own records (what Razorpay keeps on its side). */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    errorDescription: text("error_description"),
    refundKey: text("refund_key"),
    refundId: text("refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sandbox_payments_order_idx").on(t.orderId)],
);
