import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { StaffAccount, StaffMe, StaffRole } from "@/lib/contracts/staff";
import type { Executor } from "../db";
import { staffUsers } from "../db/schema";
import { DomainError, notFound } from "@/lib/errors";
import { consumeLimit } from "../ratelimit";
import { recordAudit, type Actor } from "./audit";
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from "../auth/passwords";
import { createSession, endSession, endUserSessions } from "../auth/staff-sessions";

/** Five wrong passwords lock an account for 15 minutes (ASVS 6.3.1). */
const LOCK_AFTER = 5;
const LOCK_MS = 15 * 60_000;
/** One message for an unknown e-mail, a wrong password, a locked or a disabled account. */
export const SIGN_IN_FAILED = "The e-mail or the password is not right. After 5 wrong tries an account is locked for 15 minutes.";

const actorOf = (me: StaffMe): Actor => ({ id: me.id, email: me.email });

/**
 * Counts one wrong password against an account (sign-in and password change share the count);
 * the fifth locks it for 15 minutes. One statement, so two wrong tries at once both count.
 * Answers whether this try locked the account.
 */
async function countWrongPassword(db: Executor, userId: string, now: Date): Promise<boolean> {
  const failed = sql`${staffUsers.failedSignIns} + 1`;
  const [row] = await db
    .update(staffUsers)
    .set({
      failedSignIns: sql`case when ${failed} >= ${LOCK_AFTER} then 0 else ${failed} end`,
      lockedUntil: sql`case when ${failed} >= ${LOCK_AFTER} then ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz else ${staffUsers.lockedUntil} end`,
    })
    .where(eq(staffUsers.id, userId))
    .returning({ lockedUntil: staffUsers.lockedUntil });
  return !!row?.lockedUntil && row.lockedUntil > now;
}

/**
 * Signs in: every attempt counts against the client address; the password is always checked
 * (against a dummy hash for an unknown e-mail), so every failure takes as long and says the same.
 */
export async function signIn(db: Executor, input: { email: string; password: string }, client: string, now: Date): Promise<{ me: StaffMe; token: string; expiresAt: Date }> {
  await consumeLimit("staff-signin-client", client, db);
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, input.email));
  const matches = await verifyPassword(input.password, user?.passwordHash ?? dummyHash());
  const locked = !!user?.lockedUntil && user.lockedUntil > now;
  if (!user || user.disabledAt || locked || !matches) {
    if (user && !user.disabledAt && !locked) await countWrongPassword(db, user.id, now);
    if (user) await recordAudit(db, { actor: { id: user.id, email: user.email }, action: "sign_in_failed", entity: "staff", entityId: user.id, after: { reason: user.disabledAt ? "disabled" : locked ? "locked" : "wrong password" } }, now);
    throw new DomainError("unauthorized", SIGN_IN_FAILED, { reason: "sign_in_failed" });
  }
  await db.update(staffUsers).set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: now }).where(eq(staffUsers.id, user.id));
  const me: StaffMe = { id: user.id, email: user.email, name: user.name, role: user.role };
  const session = await createSession(db, user.id, now);
  await recordAudit(db, { actor: actorOf(me), action: "sign_in", entity: "staff", entityId: user.id }, now);
  return { me, ...session };
}

const accountOf = (row: typeof staffUsers.$inferSelect, now: Date): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: !!row.disabledAt,
  lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Executor, now: Date): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.name));
  return rows.map((r) => accountOf(r, now));
}

/** A new account (the first admin comes from `npm run staff:create`); 409 when the e-mail has one. */
export async function createStaff(db: Executor, input: { email: string; name: string; role: StaffRole; password: string }, actor: Actor, now: Date): Promise<StaffAccount> {
  const problem = passwordProblem(input.password, input.email);
  if (problem) throw new DomainError("bad_request", problem, { errors: [{ path: "password", message: problem }] });
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staffUsers)
    .values({ email: input.email, name: input.name, role: input.role, passwordHash, passwordChangedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new DomainError("conflict", "A staff account with this e-mail already exists.", { errors: [{ path: "email", message: "already has an account" }] });
  await recordAudit(db, { actor, action: "staff_created", entity: "staff", entityId: row.id, after: { email: row.email, name: row.name, role: row.role } }, now);
  return accountOf(row, now);
}

/** Disables (and signs out everywhere) or enables an account. An admin cannot disable their own. */
export async function setStaffDisabled(db: Executor, id: string, disabled: boolean, me: StaffMe, now: Date): Promise<StaffAccount> {
  if (disabled && id === me.id) throw new DomainError("bad_request", "You cannot disable your own account.");
  const [row] = await db
    .update(staffUsers)
    .set({ disabledAt: disabled ? now : null, failedSignIns: 0, lockedUntil: null, updatedAt: now })
    .where(eq(staffUsers.id, id))
    .returning();
  if (!row) throw notFound("There is no such staff account.");
  if (disabled) await endUserSessions(db, id);
  await recordAudit(db, { actor: actorOf(me), action: disabled ? "staff_disabled" : "staff_enabled", entity: "staff", entityId: id, after: { email: row.email } }, now);
  return accountOf(row, now);
}

/** Changes one's own password: the current one first; every other session of the account ends. */
export async function changePassword(db: Executor, me: StaffMe & { sessionId: string }, input: { current: string; next: string }, now: Date): Promise<void> {
  const [row] = await db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, me.id));
  if (!row || !(await verifyPassword(input.current, row.passwordHash))) {
    // Someone holding a session is guessing its password: the same count as sign-in, audited,
    // and at the fifth the account locks and every session of it ends.
    const lockedNow = await countWrongPassword(db, me.id, now);
    await recordAudit(db, { actor: actorOf(me), action: "password_change_failed", entity: "staff", entityId: me.id, after: { locked: lockedNow } }, now);
    if (lockedNow) {
      await endUserSessions(db, me.id);
      throw new DomainError("unauthorized", "Too many wrong passwords: the account is locked for 15 minutes and signed out everywhere.", { reason: "signed_out" });
    }
    throw new DomainError("bad_request", "Your current password is not right. After 5 wrong tries the account is locked for 15 minutes.", { errors: [{ path: "current", message: "is not right" }] });
  }
  const problem = passwordProblem(input.next, me.email) ?? (input.next === input.current ? "Choose a password different from the current one." : null);
  if (problem) throw new DomainError("bad_request", problem, { errors: [{ path: "next", message: problem }] });
  await db.update(staffUsers).set({ passwordHash: await hashPassword(input.next), passwordChangedAt: now, updatedAt: now, failedSignIns: 0 }).where(eq(staffUsers.id, me.id));
  const otherSessionsEnded = await endUserSessions(db, me.id, me.sessionId);
  await recordAudit(db, { actor: actorOf(me), action: "password_changed", entity: "staff", entityId: me.id, after: { otherSessionsEnded } }, now);
}

/** Ends this session (sign-out). */
export async function signOut(db: Executor, session: StaffMe & { sessionId: string }, now: Date): Promise<void> {
  await endSession(db, session.sessionId);
  await recordAudit(db, { actor: actorOf(session), action: "sign_out", entity: "staff", entityId: session.id }, now);
}
