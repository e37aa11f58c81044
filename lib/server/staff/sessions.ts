import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import type { StaffMe, StaffSessionView } from "@/lib/contracts/staff";
import { DomainError, notFound } from "@/lib/errors";
import type { Executor } from "../db";
import { staffSessions, staffUsers } from "../db/schema";
import { endUserSessions, sessionLifetimes, type StaffSession } from "../auth/staff-sessions";
import { recordAudit } from "./audit";

// A staff member's own console sessions, which they see and end, and an administrator ending
// every session of another account. A session is named by its id, never by its token; one that
// is not the caller's answers as unknown (404), whether or not it exists.

const UNKNOWN_SESSION = "There is no such session of yours: it may have ended already.";

/** A session of this person that is still live: not past its absolute lifetime, used within its idle one. */
const liveOf = (userId: string, now: Date) =>
  and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, new Date(now.getTime() - sessionLifetimes().idleMs)));

/** The live sessions of the signed-in person, the one of this request first, then by last use. */
export async function listOwnSessions(db: Executor, me: StaffSession, now: Date): Promise<StaffSessionView[]> {
  const rows = await db
    .select({ id: staffSessions.id, device: staffSessions.device, lastAddress: staffSessions.lastAddress, createdAt: staffSessions.createdAt, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .where(liveOf(me.id, now))
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.createdAt));
  return rows
    .map((r) => ({
      id: r.id,
      device: r.device ?? "Unknown browser",
      network: r.lastAddress,
      signedInAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastSeenAt.toISOString(),
      current: r.id === me.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the caller's own live sessions (this one too: that signs them out); audited. 404 for any other id, or one already over. */
export async function endOwnSession(db: Executor, me: StaffSession, sessionId: string, now: Date): Promise<{ id: string; current: boolean }> {
  const [gone] = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), liveOf(me.id, now)))
    .returning({ id: staffSessions.id, device: staffSessions.device, lastAddress: staffSessions.lastAddress });
  if (!gone) throw notFound(UNKNOWN_SESSION);
  const current = gone.id === me.sessionId;
  await recordAudit(db, { actor: { id: me.id, email: me.email }, action: "session_ended", entity: "staff", entityId: me.id, after: { device: gone.device, network: gone.lastAddress, current } }, now);
  return { id: gone.id, current };
}

/** An administrator ends every session of another account (a lost laptop, a stolen password); audited with the count. */
export async function endAccountSessions(db: Executor, accountId: string, admin: StaffMe, now: Date): Promise<{ id: string; ended: number }> {
  if (accountId === admin.id) throw new DomainError("bad_request", "End your own sessions from “Your sessions”, one by one, so that you keep the one you are using.");
  const [account] = await db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, accountId));
  if (!account) throw notFound("There is no such staff account.");
  const ended = await endUserSessions(db, account.id);
  await recordAudit(db, { actor: { id: admin.id, email: admin.email }, action: "sessions_ended_by_admin", entity: "staff", entityId: account.id, after: { email: account.email, sessions: ended } }, now);
  return { id: account.id, ended };
}
