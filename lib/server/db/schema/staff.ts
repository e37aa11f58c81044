import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// The console's staff: accounts, sessions and the audit of what they did.

/**
 * Staff accounts of the console. The e-mail is stored lower-case; the password only as a scrypt
 * hash; a disabled account cannot sign in. Wrong passwords slow sign-in down
 * (staffSignInThrottle) instead of locking the account.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<"admin" | "editor" | "front_desk">().notNull(),
    passwordHash: text("password_hash").notNull(),
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
    /**
     * When this session last gave its second factor: null while it has only given the password
     * (it may then only finish signing in); a step-up asks again when this is too old.
     */
    factorAt: timestamp("factor_at", { withTimezone: true }),
    /** The WebAuthn challenge this session was last sent (base64url), and until when it may be answered. */
    challenge: text("challenge"),
    challengeExpiresAt: timestamp("challenge_expires_at", { withTimezone: true }),
    /** The key of an authenticator app this session is setting up (sealed), until a code of it confirms it: no other session can see or replace it. */
    pendingTotp: text("pending_totp"),
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

/**
 * A staff member's second factors: passkeys (WebAuthn credentials: the credential's id, its
 * public key in COSE form as base64url, its signature counter and transports) and at most one
 * authenticator app (TOTP: the secret encrypted with a server key, and the last time step
 * accepted, so no code is taken twice). A row is written once its factor is proven (an app by
 * a code of it, a passkey by its registration): until then it lives with the session setting it up.
 */
export const staffFactors = pgTable(
  "staff_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"passkey" | "totp">().notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    credentialId: text("credential_id"),
    publicKey: text("public_key"),
    signCount: bigint("sign_count", { mode: "number" }),
    transports: jsonb("transports").$type<string[]>(),
    totpSecret: text("totp_secret"),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
  },
  (t) => [
    index("staff_factors_user_idx").on(t.userId),
    uniqueIndex("staff_factors_credential_key").on(t.credentialId),
    uniqueIndex("staff_factors_one_app_key").on(t.userId).where(sql`${t.kind} = 'totp'`),
    check("staff_factors_kind_check", sql`${t.kind} in ('passkey', 'totp')`),
  ],
);

/** Ten single-use recovery codes per account, kept as HMACs; `usedAt` is set in the statement that takes one. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);
