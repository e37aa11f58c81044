import "server-only";
import { asc, eq } from "drizzle-orm";
import type { StaffAccount, StaffMe, StaffRole } from "@/lib/contracts/staff";
import type { Executor } from "../db";
import { staffUsers } from "../db/schema";
import { DomainError, notFound } from "@/lib/errors";
import { recordAudit, type Actor } from "./audit";
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from "../auth/passwords";
import { createSession, endSession, endUserSessions } from "../auth/staff-sessions";
import { claimTry, clearThrottle, settleTry, throttleKey, type ThrottleScope } from "./throttle";
import { issueDeviceToken, knownDeviceToken } from "./devices";
import { tellOfNewDevice } from "./messages";
import { signInStepOf } from "./factors";
import type { SignInStep } from "@/lib/contracts/staff-factors";
import { maskAddress } from "../auth/session-device";
import { withinLimit } from "../ratelimit";

/** One message for an unknown e-mail, a wrong password and a disabled account. */
export const SIGN_IN_FAILED = "The e-mail or the password is not right.";

const actorOf = (me: StaffMe): Actor => ({ id: me.id, email: me.email });

/** Where a sign-in comes from: the client address, the browser's own words for itself, and its known-device token if it sent one. */
export interface SignInOrigin {
  client: string;
  userAgent?: string | null;
  /** The known-device tokens the browser sent (one per account that signed in on it). */
  deviceTokens?: readonly string[];
}

/**
 * Signs in with the password, the first of two steps. Each try is claimed against its counts
 * before any password is checked (lib/server/staff/throttle.ts): its client address's and its
 * e-mail's, whether the account exists or not, or, from a known device of the account, that
 * device's own only, so neither a guesser at the same address nor one at the same e-mail keeps
 * the real person out. A try before a count's wait has passed is refused with 429; every other
 * try checks a password (against a dummy hash of the same cost for an unknown e-mail), so every
 * failure takes as long and says the same. The right password gives its tries back and opens a
 * session that may only finish signing in with the second factor (lib/server/staff/factors.ts);
 * a password given from a new device is told to the staff member by e-mail.
 */
export async function signIn(db: Executor, input: { email: string; password: string }, origin: SignInOrigin, now: Date): Promise<{ step: SignInStep; token: string }> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, input.email));
  const who: Actor | null = user ? { id: user.id, email: user.email } : null;
  const auditRefusal = (scope: string) => async () => {
    if (who) await recordAudit(db, { actor: who, action: "sign_in_throttled", entity: "staff", entityId: user!.id, after: { by: scope } }, now);
  };
  const deviceToken = user ? await knownDeviceToken(db, origin.deviceTokens ?? [], user, now) : null;
  const counts: [ThrottleScope, string][] = deviceToken
    ? [["device", await throttleKey(db, "device", deviceToken)]]
    : [
        // An IPv6 address counts by its network: one machine holds a whole /64 of addresses to cycle through.
        ["client", await throttleKey(db, "client", origin.client.includes(":") ? (maskAddress(origin.client) ?? origin.client) : origin.client)],
        ["account", await throttleKey(db, "account", input.email)],
      ];
  for (const [scope, key] of counts) await claimTry(db, scope, key, now, auditRefusal(scope === "client" ? "client address" : scope));
  const matches = await verifyPassword(input.password, user?.passwordHash ?? dummyHash());
  if (!user || user.disabledAt || !matches) {
    if (who) await recordAudit(db, { actor: who, action: "sign_in_failed", entity: "staff", entityId: user!.id, after: { reason: user!.disabledAt ? "disabled" : "wrong password" } }, now);
    throw new DomainError("unauthorized", SIGN_IN_FAILED, { reason: "sign_in_failed" });
  }
  for (const [scope, key] of counts) await settleTry(db, scope, key, now);
  const me: StaffMe = { id: user.id, email: user.email, name: user.name, role: user.role };
  const session = await createSession(db, user.id, now);
  await recordAudit(db, { actor: actorOf(me), action: "sign_in_password", entity: "staff", entityId: user.id }, now);
  if (!deviceToken) {
    await recordAudit(db, { actor: actorOf(me), action: "sign_in_new_device", entity: "staff", entityId: user.id, after: { client: origin.client } }, now);
    // A few e-mails an hour at most: a thief with the password cannot fill the person's inbox.
    if (await withinLimit("staff-new-device", user.id, db)) await tellOfNewDevice(db, me, origin, now);
  }
  return { step: await signInStepOf(db, me), token: session.token };
}

/** The end of a sign-in (the second factor given): the account's last sign-in, and a known-device token for this browser. */
export async function finishSignIn(db: Executor, me: StaffMe, now: Date): Promise<{ deviceToken: string }> {
  await db.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, me.id));
  return { deviceToken: await issueDeviceToken(db, me.id, now) };
}

const accountOf = (row: typeof staffUsers.$inferSelect): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: !!row.disabledAt,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Executor): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.name));
  return rows.map((r) => accountOf(r));
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
  return accountOf(row);
}

/** Disables (and signs out everywhere) or enables an account. An admin cannot disable their own. */
export async function setStaffDisabled(db: Executor, id: string, disabled: boolean, me: StaffMe, now: Date): Promise<StaffAccount> {
  if (disabled && id === me.id) throw new DomainError("bad_request", "You cannot disable your own account.");
  const [row] = await db
    .update(staffUsers)
    .set({ disabledAt: disabled ? now : null, updatedAt: now })
    .where(eq(staffUsers.id, id))
    .returning();
  if (!row) throw notFound("There is no such staff account.");
  if (disabled) await endUserSessions(db, id);
  await recordAudit(db, { actor: actorOf(me), action: disabled ? "staff_disabled" : "staff_enabled", entity: "staff", entityId: id, after: { email: row.email } }, now);
  return accountOf(row);
}

/**
 * Changes one's own password: the current one first, throttled by this session's own count
 * (someone at an unattended desk cannot guess on, and nobody outside can hold the change back
 * by failing sign-ins with the e-mail); every other session ends. Answers a new known-device
 * token for this browser: the old one was issued before the new password, so no longer counts.
 */
export async function changePassword(db: Executor, me: StaffMe & { sessionId: string }, input: { current: string; next: string }, now: Date): Promise<{ deviceToken: string }> {
  const sessionKey = await throttleKey(db, "session", me.sessionId);
  await claimTry(db, "session", sessionKey, now);
  const [row] = await db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, me.id));
  if (!row || !(await verifyPassword(input.current, row.passwordHash))) {
    await recordAudit(db, { actor: actorOf(me), action: "password_change_failed", entity: "staff", entityId: me.id }, now);
    throw new DomainError("bad_request", "Your current password is not right.", { errors: [{ path: "current", message: "is not right" }] });
  }
  const problem = passwordProblem(input.next, me.email) ?? (input.next === input.current ? "Choose a password different from the current one." : null);
  if (problem) throw new DomainError("bad_request", problem, { errors: [{ path: "next", message: problem }] });
  await db.update(staffUsers).set({ passwordHash: await hashPassword(input.next), passwordChangedAt: now, updatedAt: now }).where(eq(staffUsers.id, me.id));
  await settleTry(db, "session", sessionKey, now);
  // The old password may be known elsewhere: new browsers' wrong factors start over with the new one.
  await clearThrottle(db, await throttleKey(db, "factor", me.id));
  const otherSessionsEnded = await endUserSessions(db, me.id, me.sessionId);
  await recordAudit(db, { actor: actorOf(me), action: "password_changed", entity: "staff", entityId: me.id, after: { otherSessionsEnded } }, now);
  return { deviceToken: await issueDeviceToken(db, me.id, now) };
}

/** Ends this session (sign-out). */
export async function signOut(db: Executor, session: StaffMe & { sessionId: string }, now: Date): Promise<void> {
  await endSession(db, session.sessionId);
  await recordAudit(db, { actor: actorOf(session), action: "sign_out", entity: "staff", entityId: session.id }, now);
}
