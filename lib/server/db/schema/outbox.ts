import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./booking";

export const OUTBOX_CHANNELS = ["sms", "email", "webhook"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Messages to send, written in the transaction of what caused them and sent by the dispatcher
 * (lib/server/outbox): claimed with a lease, so two instances never send one row twice.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    /** What it is ("otp", "booking_paid", "reminder", ...), for the console and tests. */
    kind: text("kind").notNull(),
    /** Unique when set: the same event never queues the same message twice. */
    dedupeKey: text("dedupe_key"),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** Extra fields of the channel (a webhook's headers, an e-mail's attachment). */
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /**
     * The verified phone whose own record the message is about (the code it asked for, its
     * contact message, its job application, its waitlist entry): /my-data reads and erases a
     * phone's messages by this or by the phone's bookings, never by an address someone typed.
     */
    ownerPhone: text("owner_phone"),
    status: text("status").notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull(),
    /** A message not sent by then is dropped (a code that has expired, a reminder after the visit). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("outbox_messages_dedupe_unique").on(t.dedupeKey),
    index("outbox_messages_due_idx").on(t.status, t.sendAfter),
    index("outbox_messages_booking_idx").on(t.bookingId),
    index("outbox_messages_owner_idx").on(t.ownerPhone),
    check("outbox_messages_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'cancelled', 'expired')`),
  ],
);
