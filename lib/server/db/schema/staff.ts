import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// The console's staff: accounts, sessions and the audit of what they did.

/**
 * Staff accounts of the console. The e-mail is stored lower-case; the password only as a scrypt
 * hash; a disabled account cannot sign in. `failedSignIns` and `lockedUntil` are no longer read
 * or written: wrong passwords slow sign-in down (staffSignInThrottle) instead of locking it.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<"admin" | "editor" | "front_desk">().notNull(),
    passwordHash: text("password_hash").notNull(),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("staff_users_email_key").on(t.email), check("staff_users_role_check", sql`${t.role} in ('admin', 'editor', 'front_desk')`)],
);

/**
 * A signed-in session: only the SHA-256 of its token is kept. Idle and absolute limits are checked
 * on each use. `device` is a short description of the browser ("Firefox on Linux") and
 * `lastAddress` the network it was last used from, masked ("203.0.113.x"): never the full
 * User-Agent or address. Both null for a session whose sign-in did not record them.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    device: text("device"),
    lastAddress: text("last_address"),
  },
  (t) => [uniqueIndex("staff_sessions_token_key").on(t.tokenHash), index("staff_sessions_user_idx").on(t.userId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * What staff did: who, what, when, and the record before and after (personal data masked).
 * Written by the server only; the console reads it and has no call that changes it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The actor as they were then (an e-mail, or "staff token"), kept if the account goes. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_actor_idx").on(t.actor, t.at)],
);

/**
 * Wrong passwords counted per client address and per e-mail (each key an HMAC, never the address
 * or the e-mail itself): past a few, each next try must wait longer (lib/server/staff/throttle.ts).
 * A counter whose last failure is older than its window starts over; old rows are pruned.
 */
export const staffSignInThrottle = pgTable(
  "staff_sign_in_throttle",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    /** No try of this key is taken before this instant. */
    notBefore: timestamp("not_before", { withTimezone: true }).notNull(),
    /** The `notBefore` whose first refused try was audited, so a flood of refusals writes one entry per wait. */
    refusalAuditedFor: timestamp("refusal_audited_for", { withTimezone: true }),
  },
  (t) => [index("staff_sign_in_throttle_last_idx").on(t.lastFailureAt)],
);

/**
 * A password reset asked for by e-mail: the link carries this row's id, signed, valid 30 minutes,
 * and is taken once (`usedAt` set in the same statement that checks it is still unset).
 */
export const staffPasswordResets = pgTable(
  "staff_password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_password_resets_user_idx").on(t.userId), index("staff_password_resets_expires_idx").on(t.expiresAt)],
);
