import { index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One code sent to one phone for one booking attempt (OWASP ASVS 5.0 6.5/6.6): only a keyed
 * hash of the code is kept; rows older than a day are deleted as new ones are written.
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The booking attempt the code belongs to (the id the first send returned). */
    attemptId: uuid("attempt_id").notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedTries: smallint("failed_tries").notNull().default(0),
    /** Set when the code was used or voided (too many wrong tries, replaced by a resend). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
  },
  (t) => [index("otp_challenges_attempt_idx").on(t.attemptId, t.createdAt), index("otp_challenges_created_idx").on(t.createdAt)],
);
