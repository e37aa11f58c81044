import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { doctors } from "./doctors";
import { specialities } from "./specialities";

// The waitlist: phones waiting for a doctor's free slot, and the slots offered to them.

export const WAITLIST_ENTRY_STATUSES = ["waiting", "booked"] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/**
 * A verified phone waiting for a doctor's free slot between two local dates (at most 14 days).
 * One entry per phone and doctor (`waitlist_entries_phone_doctor_unique`): joining again changes
 * the range and keeps the place (`joinedAt`). `patient` is the patient's details as given when
 * joining, so a claim can hold the slot for them; the entry goes once its range has passed.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    specialityId: uuid("speciality_id").references(() => specialities.id, { onDelete: "set null" }),
    patient: jsonb("patient").$type<Record<string, unknown>>(),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    status: text("status").$type<WaitlistEntryStatus>().notNull().default("waiting"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("waitlist_entries_phone_doctor_unique").on(t.phone, t.doctorId),
    index("waitlist_entries_doctor_idx").on(t.doctorId, t.joinedAt),
    check("waitlist_entries_range_check", sql`${t.fromDate} <= ${t.toDate} and ${t.toDate} - ${t.fromDate} < 14`),
    check("waitlist_entries_status_check", sql`${t.status} in ('waiting', 'booked')`),
  ],
);

export const WAITLIST_OFFER_STATUSES = ["open", "claimed", "expired", "taken"] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/**
 * A free slot offered to one waiting entry by SMS, open for 15 minutes. The database keeps one
 * open offer per slot and one per entry (partial unique indexes), and never offers an entry the
 * same slot twice; an offer that lapses leaves the slot to the next entry in line.
 */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    slotEnd: timestamp("slot_end", { withTimezone: true }).notNull(),
    status: text("status").$type<WaitlistOfferStatus>().notNull().default("open"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("waitlist_offers_open_slot_unique").on(t.doctorId, t.slotStart).where(sql`${t.status} = 'open'`),
    uniqueIndex("waitlist_offers_open_entry_unique").on(t.entryId).where(sql`${t.status} = 'open'`),
    uniqueIndex("waitlist_offers_entry_slot_unique").on(t.entryId, t.slotStart),
    index("waitlist_offers_status_idx").on(t.status, t.expiresAt),
    check("waitlist_offers_status_check", sql`${t.status} in ('open', 'claimed', 'expired', 'taken')`),
  ],
);
