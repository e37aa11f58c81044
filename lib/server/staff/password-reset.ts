import "server-only";
import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";
import { DomainError } from "@/lib/errors";
import type { Executor } from "../db";
import { staffPasswordResets, staffUsers } from "../db/schema";
import { consumeLimit, withinLimit } from "../ratelimit";
import { hashPassword, passwordProblem } from "../auth/passwords";
import { readResetLink } from "../auth/reset-links";
import { endUserSessions } from "../auth/staff-sessions";
import { recordAudit } from "./audit";
import { sendResetLink } from "./messages";
import { clearThrottle, throttleKey } from "./throttle";

/**
 * A forgotten console password (ASVS 6.4): the account's e-mail gets a signed link, valid 30
 * minutes, that sets a new password once. Asking says the same whatever the e-mail; the link's
 * row is taken in the statement that checks it unused and unexpired, so it works once however
 * many tabs post it; the new password follows the same rules as a change; every session of the
 * account ends, and the person then signs in as usual (a reset opens no session).
 */
const RESET_MINUTES = 30;
export const RESET_ASKED = "If an account has this e-mail, we sent it a link to set a new password. It works once, for 30 minutes.";
export const RESET_LINK_REFUSED = "This link has been used or is older than 30 minutes. Ask for a new one.";

/** The address's limit on asking (429 past it): the one part of an ask its answer waits for. */
export const limitResetAsks = (db: Executor, client: string): Promise<void> => consumeLimit("staff-reset-client", client, db);

/**
 * Sends a reset link to the account of `email`, if there is one that may sign in: the part of an
 * ask that differs between an e-mail with an account and one without (a link,
 * its message, the audit): the call answers without waiting for it, so neither its answer nor
 * its time tells which e-mails have an account.
 */
export async function sendResetIfAccount(db: Executor, email: string, client: string, now: Date): Promise<void> {
  const [user] = await db.select({ id: staffUsers.id, email: staffUsers.email, disabledAt: staffUsers.disabledAt }).from(staffUsers).where(eq(staffUsers.email, email));
  // A few links an hour at most to one account, so nobody can fill a colleague's inbox.
  if (!user || user.disabledAt || !(await withinLimit("staff-reset-account", user.id, db))) return;
  const validUntil = new Date(now.getTime() + RESET_MINUTES * 60_000);
  const [reset] = await db.insert(staffPasswordResets).values({ userId: user.id, createdAt: now, expiresAt: validUntil }).returning({ id: staffPasswordResets.id });
  await sendResetLink(db, user.email, reset.id, now, validUntil);
  await recordAudit(db, { actor: { id: user.id, email: user.email }, action: "password_reset_asked", entity: "staff", entityId: user.id, after: { client } }, now);
}

const refused = () => new DomainError("bad_request", RESET_LINK_REFUSED, { reason: "reset_link_refused" });

/** Sets a new password with a reset link's token; the link is spent and every session of the account ends. */
export async function resetPassword(db: Executor, input: { token: string; password: string }, now: Date): Promise<void> {
  const resetId = await readResetLink(db, input.token, now);
  if (!resetId) throw refused();
  const [open] = await db
    .select({ userId: staffUsers.id, email: staffUsers.email, disabledAt: staffUsers.disabledAt })
    .from(staffPasswordResets)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasswordResets.userId))
    .where(and(eq(staffPasswordResets.id, resetId), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, now)));
  if (!open || open.disabledAt) {
    // A genuine link that is spent or past its time: its account is told in the audit log (a forged one names none).
    const [spent] = await db
      .select({ userId: staffUsers.id, email: staffUsers.email })
      .from(staffPasswordResets)
      .innerJoin(staffUsers, eq(staffUsers.id, staffPasswordResets.userId))
      .where(eq(staffPasswordResets.id, resetId));
    if (spent) await recordAudit(db, { actor: { id: spent.userId, email: spent.email }, action: "password_reset_refused", entity: "staff", entityId: spent.userId }, now);
    throw refused();
  }
  // Checked before the link is spent, so a refused password leaves it usable for a better one.
  const problem = passwordProblem(input.password, open.email);
  if (problem) throw new DomainError("bad_request", problem, { errors: [{ path: "password", message: problem }] });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const taken = await tx
      .update(staffPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordResets.id, resetId), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, now)))
      .returning({ id: staffPasswordResets.id });
    if (!taken.length) throw refused();
    // Any other link still open for the account is spent too: the newest password stands.
    await tx
      .update(staffPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordResets.userId, open.userId), isNull(staffPasswordResets.usedAt), ne(staffPasswordResets.id, resetId)));
    await tx.update(staffUsers).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(staffUsers.id, open.userId));
    const sessionsEnded = await endUserSessions(tx, open.userId);
    await clearThrottle(tx, await throttleKey(tx, "account", open.email));
    await clearThrottle(tx, await throttleKey(tx, "factor", open.userId));
    await recordAudit(tx, { actor: { id: open.userId, email: open.email }, action: "password_reset_done", entity: "staff", entityId: open.userId, after: { sessionsEnded } }, now);
  });
}

/** Deletes reset rows a day past their expiry. */
export async function prunePasswordResets(db: Executor, now: Date): Promise<void> {
  await db.delete(staffPasswordResets).where(lt(staffPasswordResets.expiresAt, new Date(now.getTime() - 86_400_000)));
}
