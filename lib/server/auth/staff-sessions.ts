import "server-only";
import crypto from "node:crypto";
import { and, eq, lt, ne, or } from "drizzle-orm";
import { roleMayUse, STAFF_ROLE_TEXT, type StaffMe, type StaffRole } from "@/lib/contracts/staff";
import { DomainError } from "@/lib/errors";
import type { Executor } from "../db";
import { staffSessions, staffUsers } from "../db/schema";

/**
 * Console sessions (ASVS 7): a random 256-bit token the browser keeps in a cookie; the server
 * keeps only its SHA-256. A session ends at sign-out, after 30 minutes without a request and
 * 12 hours after sign-in, and when its account is disabled or its password changed.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 3600_000;
/** A session's last use is written at most once a minute (not on every request). */
const TOUCH_EVERY_MS = 60_000;

const digest = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export interface StaffSession extends StaffMe {
  sessionId: string;
}

export async function createSession(db: Executor, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  await db.insert(staffSessions).values({ tokenHash: digest(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/** The signed-in person of a token, or null (unknown, idle too long, past 12 hours, or the account disabled). */
export async function readSession(db: Executor, token: string, now: Date): Promise<StaffSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ sessionId: staffSessions.id, lastSeenAt: staffSessions.lastSeenAt, expiresAt: staffSessions.expiresAt, id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role, disabledAt: staffUsers.disabledAt })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(eq(staffSessions.tokenHash, digest(token)));
  if (!row) return null;
  if (row.disabledAt || row.expiresAt <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) {
    await db.delete(staffSessions).where(eq(staffSessions.id, row.sessionId));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, id: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
}

export async function endSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of an account, but `keep` (the one changing its own password). */
export async function endUserSessions(db: Executor, userId: string, keep?: string): Promise<void> {
  await db.delete(staffSessions).where(keep ? and(eq(staffSessions.userId, userId), ne(staffSessions.id, keep)) : eq(staffSessions.userId, userId));
}

/** Deletes sessions past either limit (the table stays as small as the staff). */
export async function pruneSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}

/** Refuses a member of staff whose role may not use what is open to `roles` (403 `role`; an admin may use everything). */
export function requireRole(role: StaffRole, roles: readonly StaffRole[]): void {
  if (!roleMayUse(role, roles)) throw new DomainError("forbidden", `This is not open to your role (${STAFF_ROLE_TEXT[role]}).`, { reason: "role" });
}
