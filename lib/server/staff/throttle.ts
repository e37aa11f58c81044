import "server-only";
import crypto from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { staffSignInThrottle } from "../db/schema";
import { derivedKey } from "../auth/keys";
import { RateLimitedError } from "../ratelimit";

/**
 * Sign-in throttling (ASVS 6.3.1, OWASP's "Blocking Brute Force Attacks"): wrong passwords are
 * counted per client address and per e-mail, and past a few free ones each next try must wait
 * twice as long as the last (capped), so a guesser is slowed to a crawl while the real person,
 * who knows the password, is never locked out: a try from a known device is not held by the
 * e-mail's count (lib/server/staff/devices.ts). The e-mail's count is kept whether the account
 * exists or not, so a refusal tells nothing about which e-mails have one.
 *
 * Not the fixed windows of lib/server/ratelimit: those refuse everything until the window ends,
 * which is the lockout this replaces. The counts live in the database, shared by every instance.
 */
export type ThrottleScope = "client" | "account";

const RULES: Record<ThrottleScope, { free: number }> = {
  /** Whole offices and carriers' NAT share one address: more free tries before the wait starts. */
  client: { free: 10 },
  account: { free: 3 },
};
/** The longest wait between two tries. */
export const MAX_WAIT_SECONDS = 300;
/** A count whose last failure is older than this starts over (and its row is pruned). */
const FORGET_AFTER_MS = 3600_000;

export const TOO_SOON = (seconds: number) => `Too many tries: wait ${seconds} seconds and try again.`;

/** The wait after `failures` wrong passwords of a scope: none for the free ones, then 2, 4, 8 … seconds, at most MAX_WAIT_SECONDS. */
export function waitAfter(scope: ThrottleScope, failures: number): number {
  const over = failures - RULES[scope].free;
  return over < 0 ? 0 : Math.min(2 ** (over + 1), MAX_WAIT_SECONDS);
}

/** The stored key of an address or an e-mail: an HMAC with a server key, never the value itself. */
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
 * Refuses a try that comes before the key's wait has passed (429). `onFirstRefusal` runs for the
 * first refusal of each wait only (the one the audit records).
 */
export async function checkThrottle(db: Executor, key: string, now: Date, onFirstRefusal?: () => Promise<void>): Promise<void> {
  const [row] = await db.select({ notBefore: staffSignInThrottle.notBefore }).from(staffSignInThrottle).where(eq(staffSignInThrottle.key, key));
  if (!row || row.notBefore <= now) return;
  if (onFirstRefusal) {
    // One statement decides the first refusal of this wait, so a flood of refusals audits once.
    const claimed = await db
      .update(staffSignInThrottle)
      .set({ refusalAuditedFor: row.notBefore })
      .where(sql`${staffSignInThrottle.key} = ${key} and ${staffSignInThrottle.refusalAuditedFor} is distinct from ${staffSignInThrottle.notBefore}`)
      .returning({ key: staffSignInThrottle.key });
    if (claimed.length) await onFirstRefusal();
  }
  throw new TooSoonError(Math.max(1, Math.ceil((row.notBefore.getTime() - now.getTime()) / 1000)));
}

/** Counts one wrong password against a key, in one statement (two at once both count); the count starts over after an hour without one. */
export async function countFailure(db: Executor, scope: ThrottleScope, key: string, now: Date): Promise<number> {
  const stale = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const failures = sql`case when ${staffSignInThrottle.lastFailureAt} < ${stale}::timestamptz then 1 else ${staffSignInThrottle.failures} + 1 end`;
  const free = RULES[scope].free;
  // waitAfter() in SQL: 2^(failures - free + 1) seconds once past the free tries, capped.
  const wait = sql`case when ${failures} < ${free} then 0 else least(power(2, ${failures} - ${free} + 1), ${MAX_WAIT_SECONDS}) end`;
  const [row] = await db
    .insert(staffSignInThrottle)
    .values({ key, failures: 1, lastFailureAt: now, notBefore: new Date(now.getTime() + waitAfter(scope, 1) * 1000) })
    .onConflictDoUpdate({
      target: staffSignInThrottle.key,
      set: { failures, lastFailureAt: now, notBefore: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${wait})` },
    })
    .returning({ failures: staffSignInThrottle.failures });
  return row.failures;
}

/** Forgets a key's count (the account's, after the right password). */
export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(staffSignInThrottle).where(eq(staffSignInThrottle.key, key));
}

/** Deletes the counts nobody has added to for an hour: the table stays as small as the last hour's failures. */
export async function pruneSignInThrottle(db: Executor, now: Date): Promise<void> {
  await db.delete(staffSignInThrottle).where(lt(staffSignInThrottle.lastFailureAt, new Date(now.getTime() - FORGET_AFTER_MS)));
}
