import "server-only";
import crypto from "node:crypto";
import { eq, lt, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db";
import { staffSignInThrottle } from "../db/schema";
import { derivedKey } from "../auth/keys";
import { RateLimitedError } from "../ratelimit";
import { DomainError } from "@/lib/errors";

/**
 * Sign-in throttling (ASVS 6.3.1, OWASP's "Blocking Brute Force Attacks"): wrong passwords are
 * counted per client address and per e-mail, and past a few free ones each next try must wait
 * twice as long as the last (capped), so a guesser is slowed to a crawl while the real person,
 * who knows the password, is never locked out: a try from a known device is held by that
 * device's own count only, not by the address's nor the e-mail's (lib/server/staff/devices.ts). The e-mail's count is kept whether the account
 * exists or not, so a refusal tells nothing about which e-mails have one.
 *
 * Not the fixed windows of lib/server/ratelimit: those refuse everything until the window ends,
 * which is the lockout this replaces. The counts live in the database, shared by every instance.
 */
export type ThrottleScope = "client" | "account" | "device" | "session" | "factor";

const RULES: Record<ThrottleScope, { free: number; limit?: number }> = {
  /** Whole offices and carriers' NAT share one address: more free tries before the wait starts. */
  client: { free: 10 },
  account: { free: 3 },
  /** A known device's own tries (its person signs in past the address's and the e-mail's waits). */
  device: { free: 3 },
  /** A signed-in session's tries at its own current password (changing it). */
  session: { free: 3 },
  /**
   * Wrong second factors of an account from browsers it has not signed in on (its password is
   * known elsewhere). Past `limit` (NIST SP 800-63B's 100) none is taken from a new browser until
   * the password changes; the real person's known browsers count apart and still get in.
   */
  factor: { free: 5, limit: 100 },
};
/** The longest wait between two tries. */
export const MAX_WAIT_SECONDS = 300;
/** The most failures a count keeps: its wait reached the cap long before. */
const MAX_COUNT = 1000;
/** A count whose last failure is older than this starts over (and its row is pruned). */
const FORGET_AFTER_MS = 3600_000;

export const TOO_SOON = (seconds: number) => `Too many tries: wait ${seconds} seconds and try again.`;
const FACTOR_LOCKED =
  "Too many wrong codes for this account from browsers it has not signed in on: sign in from one you have used before, or set a new password (“Forgotten your password?”), which opens the second step again.";

/** A key past its scope's limit of wrong tries: none is taken until it is cleared (a password change or reset). */
class TriesExhaustedError extends DomainError {
  constructor() {
    super("forbidden", FACTOR_LOCKED, { reason: "factor_locked" });
  }
}

/** The wait after `failures` wrong tries of a scope: none for the free ones, then 2, 4, 8 … seconds, at most MAX_WAIT_SECONDS. */
export function waitAfter(scope: ThrottleScope, failures: number): number {
  const over = failures - RULES[scope].free;
  return over < 0 ? 0 : Math.min(2 ** Math.min(over + 1, 9), MAX_WAIT_SECONDS);
}

/** waitAfter() in SQL, for a count given as SQL: the exponent is capped before power(), so no count overflows it. */
const waitSql = (scope: ThrottleScope, failures: SQL) => {
  const free = RULES[scope].free;
  return sql`case when ${failures} < ${free} then 0 else least(power(2, least(${failures} - ${free} + 1, 9)), ${MAX_WAIT_SECONDS}) end`;
};

/** The stored key of an address, an e-mail, a device token or a session: an HMAC with a server key, never the value itself. */
export async function throttleKey(db: Executor, scope: ThrottleScope, value: string): Promise<string> {
  const hmac = crypto.createHmac("sha256", await derivedKey(db, "client-key"));
  return `${scope}:${hmac.update(scope === "account" ? value.toLowerCase() : value).digest("base64url").slice(0, 32)}`;
}

/** A try refused because it came too soon: 429 with Retry-After, the same for every e-mail. */
export class TooSoonError extends RateLimitedError {
  constructor(readonly waitSeconds: number) {
    super("", waitSeconds);
    this.message = TOO_SOON(waitSeconds);
  }
}

/**
 * Claims one try against a key, in one statement, before any password is checked: the try is
 * counted as a wrong one (settleTry gives it back when the password was right), and the key's
 * wait moves on with it. A try that comes before the key's wait has passed claims nothing and is
 * refused (429), so tries sent at once are each counted or refused by the database, never all
 * checked. `onFirstRefusal` runs for the first refusal of each wait only (the one the audit records).
 */
export async function claimTry(db: Executor, scope: ThrottleScope, key: string, now: Date, onFirstRefusal?: () => Promise<void>): Promise<void> {
  const t = staffSignInThrottle;
  const stale = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const failures = sql`case when ${t.lastFailureAt} < ${stale}::timestamptz then 1 else least(${t.failures} + 1, ${MAX_COUNT}) end`;
  const claimed = await db
    .insert(t)
    .values({ key, failures: 1, lastFailureAt: now, notBefore: new Date(now.getTime() + waitAfter(scope, 1) * 1000) })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures, lastFailureAt: now, notBefore: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${waitSql(scope, failures)})` },
      setWhere: RULES[scope].limit
        ? sql`${t.notBefore} <= ${now.toISOString()}::timestamptz and ${t.failures} < ${RULES[scope].limit}`
        : sql`${t.notBefore} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ key: t.key });
  if (claimed.length) return;
  const [row] = await db.select({ notBefore: t.notBefore, failures: t.failures }).from(t).where(eq(t.key, key));
  const limit = RULES[scope].limit;
  if (limit && row && row.failures >= limit) throw new TriesExhaustedError();
  const notBefore = row?.notBefore ?? now;
  if (onFirstRefusal) {
    // One statement decides the first refusal of this wait, so a flood of refusals audits once.
    const first = await db
      .update(t)
      .set({ refusalAuditedFor: notBefore })
      .where(sql`${t.key} = ${key} and ${t.refusalAuditedFor} is distinct from ${t.notBefore}`)
      .returning({ key: t.key });
    if (first.length) await onFirstRefusal();
  }
  throw new TooSoonError(Math.max(1, Math.ceil((notBefore.getTime() - now.getTime()) / 1000)));
}

/**
 * The claimed try was right: an e-mail's, a device's or a session's count is forgotten; an
 * address's gives the try back and forgives one wrong one (colleagues' typos behind one office
 * address, each followed by the right password, never add up to a wait), its wait set again
 * from what is left. Only someone who knows a password can lower an address's count.
 */
export async function settleTry(db: Executor, scope: ThrottleScope, key: string, now: Date): Promise<void> {
  if (scope !== "client") return clearThrottle(db, key);
  const t = staffSignInThrottle;
  const left = sql`greatest(${t.failures} - 2, 0)`;
  await db
    .update(t)
    .set({ failures: left, notBefore: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${waitSql(scope, left)})` })
    .where(eq(t.key, key));
}

/** Forgets a key's count (an account's, after a password reset). */
export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(staffSignInThrottle).where(eq(staffSignInThrottle.key, key));
}

/** Deletes the counts nobody has added to for an hour: the table stays as small as the last hour's failures. */
export async function pruneSignInThrottle(db: Executor, now: Date): Promise<void> {
  await db.delete(staffSignInThrottle).where(lt(staffSignInThrottle.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_MS)));
}
