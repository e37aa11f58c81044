import "server-only";
import crypto from "node:crypto";
import { and, eq, isNull, lte, ne, or } from "drizzle-orm";
import { roleMayUse, STAFF_ROLE_TEXT, type StaffMe, type StaffRole } from "@/lib/contracts/staff";
import { DomainError } from "@/lib/errors";
import { STEP_UP_MINUTES } from "@/lib/contracts/staff-factors";
import { getConfig } from "../config";
import type { Executor } from "../db";
import { staffSessions, staffUsers } from "../db/schema";
import { describeUserAgent, maskAddress } from "./session-device";

/**
 * Console sessions (ASVS 7): a random 256-bit token the browser keeps in a cookie; the server
 * keeps only its SHA-256. A session ends at sign-out, when its owner ends it from their list or
 * an administrator ends all of an account's, after the hospital's idle lifetime without a
 * request and its absolute lifetime after sign-in (STAFF_SESSION_IDLE_MINUTES, _MAX_HOURS), and
 * when its account is disabled or its password changed (the session that changed it stays).
 */
export const sessionLifetimes = (): { idleMs: number; maxMs: number } => getConfig().staffSession;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** The lifetimes in words, for the console's pages: "A session ends after 30 minutes without use and 12 hours after signing in." */
export function sessionLifetimesText(): string {
  const { idleMs, maxMs } = sessionLifetimes();
  return `A session ends after ${count(idleMs / 60_000, "minute")} without use and ${count(maxMs / 3600_000, "hour")} after signing in.`;
}

/**
 * A session's last use is written at most once a minute (a conditional UPDATE, so busy pages and
 * several instances cost one write a minute, not one a request). The idle rule reads that stored
 * time, which may be up to a minute behind the last request: a session can end up to a minute
 * before its idle lifetime, never after it.
 */
const TOUCH_EVERY_MS = 60_000;

const digest = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export interface StaffSession extends StaffMe {
  sessionId: string;
  /** When this session last gave its second factor; null while it has given only its password. */
  factorAt: Date | null;
}

/** How long a session that has given only its password may take to give its second factor. */
const SIGNING_IN_MS = 10 * 60_000;

/** Where a request came from: its User-Agent and client address as the server stamped it (either may be unknown). */
export interface SessionClient {
  userAgent: string | null;
  address: string | null;
}

/**
 * A session of a password just given: it may only finish signing in (give or enrol the second
 * factor) and lasts SIGNING_IN_MS; `completeSignIn` then gives it its absolute lifetime.
 */
export async function createSession(db: Executor, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + Math.min(SIGNING_IN_MS, sessionLifetimes().maxMs));
  await db.insert(staffSessions).values({ tokenHash: digest(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * Records the second factor given now. A signing-in session becomes signed in under a new token
 * (ASVS 7.2.4: the token that only gave the password stops working), its absolute lifetime
 * counted from now, and the new token is answered; a signed-in one is stepped up (null). Of two
 * requests finishing one sign-in at once, one does (the UPDATE takes only a session still signing in).
 */
export async function recordFactorGiven(db: Executor, session: StaffSession, now: Date): Promise<string | null> {
  if (session.factorAt === null) {
    const token = crypto.randomBytes(32).toString("base64url");
    const finished = await db
      .update(staffSessions)
      .set({ tokenHash: digest(token), factorAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + sessionLifetimes().maxMs), challenge: null })
      .where(and(eq(staffSessions.id, session.sessionId), isNull(staffSessions.factorAt)))
      .returning({ id: staffSessions.id });
    if (finished.length) return token;
  }
  await db.update(staffSessions).set({ factorAt: now, challenge: null }).where(eq(staffSessions.id, session.sessionId));
  return null;
}

/** Records the device and network of a session just signed in (the sign-in route, right after `signIn`). */
export async function recordSessionClient(db: Executor, token: string, client: SessionClient): Promise<void> {
  await db
    .update(staffSessions)
    .set({ device: describeUserAgent(client.userAgent), lastAddress: maskAddress(client.address) })
    .where(eq(staffSessions.tokenHash, digest(token)));
}

/**
 * The signed-in person of a token, or null (unknown, idle too long, past its absolute lifetime,
 * or the account disabled; such a session is deleted). `address`, when the server stamped one,
 * becomes the session's last network with the once-a-minute write of its last use.
 */
export async function readSession(db: Executor, token: string, now: Date, address: string | null = null): Promise<StaffSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ sessionId: staffSessions.id, factorAt: staffSessions.factorAt, lastSeenAt: staffSessions.lastSeenAt, expiresAt: staffSessions.expiresAt, id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role, disabledAt: staffUsers.disabledAt })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(eq(staffSessions.tokenHash, digest(token)));
  if (!row) return null;
  if (row.disabledAt || row.expiresAt <= now || row.lastSeenAt.getTime() + sessionLifetimes().idleMs <= now.getTime()) {
    await db.delete(staffSessions).where(eq(staffSessions.id, row.sessionId));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const network = maskAddress(address);
    await db
      .update(staffSessions)
      .set(network ? { lastSeenAt: now, lastAddress: network } : { lastSeenAt: now })
      .where(and(eq(staffSessions.id, row.sessionId), lte(staffSessions.lastSeenAt, new Date(now.getTime() - TOUCH_EVERY_MS))));
  }
  return { sessionId: row.sessionId, factorAt: row.factorAt, id: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
}

export async function endSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of an account, but `keep` (the one changing its own password or factors); answers how many ended. */
export async function endUserSessions(db: Executor, userId: string, keep?: string): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(keep ? and(eq(staffSessions.userId, userId), ne(staffSessions.id, keep)) : eq(staffSessions.userId, userId))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** Deletes sessions past either lifetime (the table stays as small as the staff's devices). */
export async function pruneSessions(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, new Date(now.getTime() - sessionLifetimes().idleMs))))
    .returning({ id: staffSessions.id });
  return gone.length;
}

/** Refuses a session whose second factor was given more than STEP_UP_MINUTES ago (403 `step_up`): money and accounts ask for it again. */
export function requireRecentFactor(session: { factorAt: Date | null }, now: Date): void {
  if (session.factorAt && now.getTime() - session.factorAt.getTime() < STEP_UP_MINUTES * 60_000) return;
  throw new DomainError("forbidden", `Confirm it is you: give your second factor again (it is asked for money and accounts when the last was over ${STEP_UP_MINUTES} minutes ago).`, { reason: "step_up" });
}

/** Refuses a member of staff whose role may not use what is open to `roles` (403 `role`; an admin may use everything). */
export function requireRole(role: StaffRole, roles: readonly StaffRole[]): void {
  if (!roleMayUse(role, roles)) throw new DomainError("forbidden", `This is not open to your role (${STAFF_ROLE_TEXT[role]}).`, { reason: "role" });
}
