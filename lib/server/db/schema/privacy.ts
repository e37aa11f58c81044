import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// My data: consents and privacy requests (DPDP Act 2023 and Rules 2025; docs/API.md "My data").

export const CONSENT_PURPOSES = ["privacy_notice", "reminders", "remember_details"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * What a phone agreed to, when, and to which text (`version` and `text`); a withdrawal sets
 * `withdrawnAt` and a new consent is a new row. At most one live consent per phone and purpose.
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** E.164, the verified phone that gave it. */
    phone: text("phone").notNull(),
    purpose: text("purpose").$type<ConsentPurpose>().notNull(),
    /** Which wording was agreed to ("privacy-notice-2026-11"), and that wording. */
    version: text("version").notNull(),
    text: text("text").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    index("consents_phone_idx").on(t.phone, t.purpose),
    uniqueIndex("consents_one_live_per_purpose").on(t.phone, t.purpose).where(sql`${t.withdrawnAt} is null`),
    check("consents_purpose_check", sql`${t.purpose} in ('privacy_notice', 'reminders', 'remember_details')`),
  ],
);

export const PRIVACY_REQUEST_KINDS = ["access", "export", "erasure", "correction", "consent_withdrawal"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * Every request a person made of their data, with its reference ("PR-" and 8 unambiguous
 * characters) and the 90 days it must be answered in. The phone is kept only as a keyed hash
 * (HMAC, lib/server/privacy/requests.ts), so the request is not personal data after an erasure;
 * `details` (a correction's words) is blanked by an erasure of the same phone. A phone has at
 * most one open request of a kind: another one is added to it.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull(),
    kind: text("kind").$type<PrivacyRequestKind>().notNull(),
    state: text("state").$type<"open" | "closed">().notNull(),
    phoneHash: text("phone_hash").notNull(),
    details: text("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Who closed it (a staff e-mail, or "automatic" for what the site answered at once) and how. */
    closedBy: text("closed_by"),
    note: text("note"),
  },
  (t) => [
    uniqueIndex("privacy_requests_reference_unique").on(t.reference),
    index("privacy_requests_open_idx").on(t.state, t.dueAt),
    index("privacy_requests_phone_idx").on(t.phoneHash),
    // One open request of a kind per phone: another of that kind is added to it (requests.ts).
    uniqueIndex("privacy_requests_one_open_per_kind").on(t.phoneHash, t.kind).where(sql`${t.state} = 'open'`),
    index("privacy_requests_closed_idx").on(t.closedAt),
    check("privacy_requests_kind_check", sql`${t.kind} in ('access', 'export', 'erasure', 'correction', 'consent_withdrawal')`),
    check("privacy_requests_state_check", sql`${t.state} in ('open', 'closed')`),
  ],
);
