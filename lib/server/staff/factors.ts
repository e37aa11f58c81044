import "server-only";
import crypto from "node:crypto";
import { and, asc, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { StaffMe } from "@/lib/contracts/staff";
import {
  RECOVERY_CODE_COUNT,
  type FactorEnrolled,
  type FactorMethod,
  type Factors,
  type FactorView,
  type SignInStep,
  type TotpEnrolment,
} from "@/lib/contracts/staff-factors";
import { DomainError, notFound } from "@/lib/errors";
import type { Executor } from "../db";
import { staffFactors, staffRecoveryCodes, staffSessions, staffUsers } from "../db/schema";
import { getConfig } from "../config";
import { derivedKey } from "../auth/keys";
import { endUserSessions, recordFactorGiven, requireRecentFactor, type StaffSession } from "../auth/staff-sessions";
import { recordAudit, type Actor } from "./audit";
import { claimTry, settleTry, throttleKey, type ThrottleScope } from "./throttle";
import { knownDeviceToken } from "./devices";
import { tellOfFactorChange } from "./messages";
import { newTotpSecret, openSecret, sealSecret, totpEnrolment, totpStepOf } from "./totp";
import { authenticationOptions, registrationOptions, verifiedAssertion, verifiedRegistration, type StoredPasskey } from "./webauthn";

/**
 * A staff account's second factor (ASVS 5.0 V6.3–V6.6): passkeys, one authenticator app and ten
 * recovery codes. A sign-in gives the password (a session that may only finish signing in),
 * then one of these; an account without one enrols it then, and only then: a session that has
 * given only its password can never add a factor to an account that has one, so a stolen
 * password adds nothing. Each wrong try counts against the account (however many sessions the
 * password opens), each event is audited, and a step-up gives the factor again to a signed-in
 * session before money and accounts.
 */

const FACTOR_FAILED = "That did not work: check the code, or wait for your app's next one (each code works once), or try your passkey again.";
/** How long a WebAuthn challenge sent to a session may be answered. */
const CHALLENGE_MS = 5 * 60_000;

const actorOf = (me: StaffMe): Actor => ({ id: me.id, email: me.email });
const failed = () =>
  new DomainError("bad_request", FACTOR_FAILED, { reason: "factor_failed", errors: [{ path: "code", message: FACTOR_FAILED }] });

const ofAccount = (userId: string) => eq(staffFactors.userId, userId);

const viewOf = (row: typeof staffFactors.$inferSelect): FactorView => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const passkeyOf = (row: typeof staffFactors.$inferSelect): StoredPasskey => ({ credentialId: row.credentialId!, publicKey: row.publicKey!, signCount: row.signCount ?? 0, transports: row.transports });

async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** The signed-in person's factors (never a secret or a key) and how many recovery codes are left. */
export async function listFactors(db: Executor, userId: string): Promise<Factors> {
  const rows = await db.select().from(staffFactors).where(ofAccount(userId)).orderBy(asc(staffFactors.createdAt));
  return { factors: rows.map(viewOf), recoveryCodesLeft: await recoveryCodesLeft(db, userId) };
}

/** How this account can give its second factor: its kinds of factor, and recovery codes while any are left. */
async function methodsOf(db: Executor, userId: string): Promise<FactorMethod[]> {
  const { factors, recoveryCodesLeft: left } = await listFactors(db, userId);
  const kinds = new Set(factors.map((f) => f.kind));
  return [...(["passkey", "totp"] as const).filter((kind) => kinds.has(kind)), ...(left > 0 ? (["recovery"] as const) : [])];
}

/** What a session that has given its password does next: give its factor, or enrol the account's first. */
export async function signInStepOf(db: Executor, session: StaffMe): Promise<SignInStep> {
  const methods = await methodsOf(db, session.id);
  return { name: session.name, next: methods.some((m) => m !== "recovery") ? "factor" : "enrol", methods };
}

/** Keeps a new WebAuthn challenge with the session, replacing any earlier one. */
async function keepChallenge(db: Executor, session: StaffSession, challenge: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ challenge, challengeExpiresAt: new Date(now.getTime() + CHALLENGE_MS) })
    .where(eq(staffSessions.id, session.sessionId));
}

/** Takes the session's live challenge, once: it is cleared only if it is still the one read (compare and swap), so an answer cannot be replayed. */
async function takeChallenge(db: Executor, session: StaffSession, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ challenge: staffSessions.challenge })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, session.sessionId), gt(staffSessions.challengeExpiresAt, now)));
  if (!row?.challenge) return null;
  const taken = await db
    .update(staffSessions)
    .set({ challenge: null, challengeExpiresAt: null })
    .where(and(eq(staffSessions.id, session.sessionId), eq(staffSessions.challenge, row.challenge)))
    .returning({ id: staffSessions.id });
  return taken.length ? row.challenge : null;
}

/** WebAuthn request options for the account's passkeys, the challenge kept with this session. */
export async function passkeyChallenge(db: Executor, session: StaffSession, now: Date) {
  const rows = await db.select().from(staffFactors).where(and(ofAccount(session.id), eq(staffFactors.kind, "passkey")));
  if (!rows.length) throw new DomainError("bad_request", "Your account has no passkey: use your authenticator app or a recovery code.", { reason: "factor_failed" });
  const options = await authenticationOptions(rows.map(passkeyOf));
  await keepChallenge(db, session, options.challenge, now);
  return options;
}

export type FactorProof =
  | { method: "passkey"; response: Record<string, unknown> }
  | { method: "totp"; code: string }
  | { method: "recovery"; code: string };

/**
 * Where a second-factor try counts: a signed-in session's step-up, on that session; a sign-in
 * from a browser the account has signed in on (its known-device token), on that browser; any
 * other, on the account's count for browsers it has not signed in on (5 free, then a rising wait,
 * and none past 100 until the password changes). So a thief holding the password can neither
 * slow nor stop the real person on their own browser, nor buy guesses with new sessions.
 */
async function factorCount(db: Executor, session: StaffSession, deviceTokens: readonly string[], now: Date): Promise<[ThrottleScope, string]> {
  if (session.factorAt !== null) return ["session", await throttleKey(db, "session", session.sessionId)];
  const [account] = await db.select({ id: staffUsers.id, passwordChangedAt: staffUsers.passwordChangedAt }).from(staffUsers).where(eq(staffUsers.id, session.id));
  const device = account ? await knownDeviceToken(db, deviceTokens, account, now) : null;
  return device ? ["device", await throttleKey(db, "device", device)] : ["factor", await throttleKey(db, "factor", session.id)];
}

/**
 * Gives the second factor: finishes this session's sign-in, or steps it up. Every try is claimed
 * against its count first (factorCount). Answers the session's new token when it finished a
 * sign-in (null for a step-up), and after a recovery code how many are left.
 */
export async function giveFactor(
  db: Executor,
  session: StaffSession,
  proof: FactorProof,
  now: Date,
  deviceTokens: readonly string[] = [],
): Promise<{ me: StaffMe; recoveryCodesLeft: number | null; signedIn: string | null }> {
  const me: StaffMe = { id: session.id, email: session.email, name: session.name, role: session.role };
  const [scope, key] = await factorCount(db, session, deviceTokens, now);
  await claimTry(db, scope, key, now, () => recordAudit(db, { actor: actorOf(me), action: "factor_throttled", entity: "staff", entityId: me.id, after: { by: scope } }, now));
  const used = await checkProof(db, session, proof, now);
  if (!used) {
    await recordAudit(db, { actor: actorOf(me), action: "factor_failed", entity: "staff", entityId: me.id, after: { method: proof.method } }, now);
    throw failed();
  }
  await settleTry(db, scope, key, now);
  const signedIn = await recordFactorGiven(db, session, now);
  const recoveryLeft = proof.method === "recovery" ? await recoveryCodesLeft(db, me.id) : null;
  await recordAudit(db, { actor: actorOf(me), action: signedIn ? "sign_in" : "step_up", entity: "staff", entityId: me.id, after: { method: proof.method, ...(used !== true ? { factor: used } : {}), ...(recoveryLeft !== null ? { recoveryCodesLeft: recoveryLeft } : {}) } }, now);
  return { me, recoveryCodesLeft: recoveryLeft, signedIn };
}

/** Whether the proof holds (the factor's name, or true for a recovery code), taking it: a code or a challenge once only. */
async function checkProof(db: Executor, session: StaffSession, proof: FactorProof, now: Date): Promise<string | true | null> {
  if (proof.method === "recovery") {
    const [taken] = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(staffRecoveryCodes.userId, session.id), eq(staffRecoveryCodes.codeHash, await recoveryHash(db, proof.code)), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    return taken ? true : null;
  }
  if (proof.method === "totp") {
    const [app] = await db.select().from(staffFactors).where(and(ofAccount(session.id), eq(staffFactors.kind, "totp")));
    if (!app?.totpSecret) return null;
    const step = await totpStepOf(await openSecret(db, app.totpSecret), proof.code, now, app.totpLastStep);
    return step !== null && (await takeTotpStep(db, app.id, step, now)) ? app.name : null;
  }
  const challenge = await takeChallenge(db, session, now);
  const credentialId = typeof proof.response.id === "string" ? proof.response.id : "";
  const [passkey] = challenge ? await db.select().from(staffFactors).where(and(ofAccount(session.id), eq(staffFactors.credentialId, credentialId))) : [];
  if (!challenge || !passkey) return null;
  const counter = await verifiedAssertion(proof.response as unknown as AuthenticationResponseJSON, challenge, passkeyOf(passkey));
  if (counter === null) return null;
  await db.update(staffFactors).set({ signCount: counter, lastUsedAt: now }).where(eq(staffFactors.id, passkey.id));
  return passkey.name;
}

/** Records `step` as the app's last code taken, unless it (or a later one) already was: one winner for a code sent twice at once. */
async function takeTotpStep(db: Executor, factorId: string, step: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(staffFactors)
    .set({ totpLastStep: step, lastUsedAt: now })
    .where(and(eq(staffFactors.id, factorId), or(isNull(staffFactors.totpLastStep), lt(staffFactors.totpLastStep, step))))
    .returning({ id: staffFactors.id });
  return taken.length === 1;
}

/**
 * Who may enrol a factor: a session that has given only its password, when its account has none
 * yet (the first sign-in, or after an administrator's reset); a signed-in one that gave its factor
 * within the step-up time. Answers whether the account had no factor (this is its first). Called
 * inside the enrolment's transaction, after the account's row is locked, so two enrolments or an
 * enrolment and a removal at once are one after the other.
 */
async function mayEnrol(db: Executor, session: StaffSession, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(staffFactors).where(ofAccount(session.id));
  const first = Number(row?.n ?? 0) === 0;
  if (session.factorAt === null) {
    if (!first) throw new DomainError("forbidden", "Your account already has a second factor: give it to sign in.", { reason: "enrolled" });
  } else requireRecentFactor(session, now);
  return first;
}

/**
 * Runs `work` in a transaction that first locks the account's row: every change of an account's
 * factors (enrolling, removing, an administrator's reset) waits for the one before it, so a check
 * of how many it has ("not the last one", "its first") holds until the change is written.
 */
function withAccountLocked<T>(db: Executor, userId: string, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, userId)).for("update");
    return work(tx);
  });
}

/** The end of an enrolment: the recovery codes and a finished sign-in (its new session token) for an account's first factor, audited and e-mailed. */
async function enrolled(db: Executor, session: StaffSession, first: boolean, row: typeof staffFactors.$inferSelect, now: Date): Promise<FactorEnrolled & { signedIn: string | null }> {
  const me: StaffMe = { id: session.id, email: session.email, name: session.name, role: session.role };
  await recordAudit(db, { actor: actorOf(me), action: "factor_enrolled", entity: "staff", entityId: me.id, after: { kind: row.kind, name: row.name } }, now);
  await tellOfFactorChange(db, me, row.kind === "passkey" ? `A passkey “${row.name}” was added` : "An authenticator app was set up", now);
  const recoveryCodes = first ? await replaceRecoveryCodes(db, me, now) : null;
  const signedIn = session.factorAt === null ? await recordFactorGiven(db, session, now) : null;
  if (signedIn) await recordAudit(db, { actor: actorOf(me), action: "sign_in", entity: "staff", entityId: me.id, after: { method: row.kind, factor: row.name } }, now);
  return { factor: viewOf(row), recoveryCodes, signedIn };
}

/**
 * Begins enrolling an authenticator app: a new key, kept (sealed) with this session only, so no
 * other session can see, replace or confirm it; 409 when the account has an app.
 */
export async function startTotp(db: Executor, session: StaffSession, now: Date): Promise<TotpEnrolment> {
  await mayEnrol(db, session, now);
  const [existing] = await db.select({ id: staffFactors.id }).from(staffFactors).where(and(ofAccount(session.id), eq(staffFactors.kind, "totp")));
  if (existing) throw appTaken();
  const secret = newTotpSecret();
  await db.update(staffSessions).set({ pendingTotp: await sealSecret(db, secret) }).where(eq(staffSessions.id, session.sessionId));
  return { secret, ...(await totpEnrolment(secret, session.email, getConfig().hospitalName)) };
}

const appTaken = () => new DomainError("conflict", "Your account already has an authenticator app. Remove it first to set up another.", { reason: "taken" });

/** Confirms the app this session is setting up with a code of it (which is then spent): the app becomes a factor of the account. */
export async function confirmTotp(db: Executor, session: StaffSession, input: { code: string; name?: string }, now: Date): Promise<FactorEnrolled & { signedIn: string | null }> {
  const [pending] = await db.select({ sealed: staffSessions.pendingTotp }).from(staffSessions).where(eq(staffSessions.id, session.sessionId));
  if (!pending?.sealed) throw new DomainError("conflict", "No authenticator app is being set up in this browser: start again with “Show the QR code”.");
  const [scope, key] = await factorCount(db, session, [], now);
  await claimTry(db, scope, key, now);
  const step = await totpStepOf(await openSecret(db, pending.sealed), input.code, now, null);
  if (step === null) throw failed();
  await settleTry(db, scope, key, now);
  return withAccountLocked(db, session.id, async (tx) => {
    const first = await mayEnrol(tx, session, now);
    const [row] = await tx
      .insert(staffFactors)
      .values({ userId: session.id, kind: "totp", name: input.name ?? "Authenticator app", createdAt: now, lastUsedAt: now, totpSecret: pending.sealed, totpLastStep: step })
      .onConflictDoNothing()
      .returning();
    if (!row) throw appTaken();
    await tx.update(staffSessions).set({ pendingTotp: null }).where(eq(staffSessions.id, session.sessionId));
    return enrolled(tx, session, first, row, now);
  });
}

/** The most passkeys one account keeps: one for each computer, phone and key a person uses, with room to spare. */
const MAX_PASSKEYS = 10;
const tooManyPasskeys = () => new DomainError("conflict", `Your account has ${MAX_PASSKEYS} passkeys, the most it keeps: remove one you no longer use first.`, { reason: "taken" });

/** Creation options for a new passkey, the challenge kept with this session. */
export async function passkeyEnrolment(db: Executor, session: StaffSession, now: Date) {
  await mayEnrol(db, session, now);
  const existing = await db.select().from(staffFactors).where(and(ofAccount(session.id), eq(staffFactors.kind, "passkey")));
  if (existing.length >= MAX_PASSKEYS) throw tooManyPasskeys();
  const options = await registrationOptions(session, existing.map(passkeyOf));
  await keepChallenge(db, session, options.challenge, now);
  return options;
}

/** Saves the passkey of a registration answer to this session's challenge. */
export async function registerPasskey(db: Executor, session: StaffSession, input: { name: string; response: Record<string, unknown> }, now: Date): Promise<FactorEnrolled & { signedIn: string | null }> {
  const challenge = await takeChallenge(db, session, now);
  const passkey = challenge ? await verifiedRegistration(input.response as unknown as RegistrationResponseJSON, challenge) : null;
  if (!passkey) throw new DomainError("bad_request", "The passkey could not be checked: try adding it again.", { reason: "factor_failed" });
  return withAccountLocked(db, session.id, async (tx) => {
    const first = await mayEnrol(tx, session, now);
    const [kept] = await tx.select({ n: count() }).from(staffFactors).where(and(ofAccount(session.id), eq(staffFactors.kind, "passkey")));
    if (Number(kept?.n ?? 0) >= MAX_PASSKEYS) throw tooManyPasskeys();
    const [row] = await tx
      .insert(staffFactors)
      .values({ userId: session.id, kind: "passkey", name: input.name, createdAt: now, ...passkey })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError("conflict", "This passkey is already registered.", { reason: "taken" });
    return enrolled(tx, session, first, row, now);
  });
}

/** Removes one of one's own factors, never the last (409 `last_factor`, also when two removals race); 404 for another's. */
export async function removeFactor(db: Executor, session: StaffSession, id: string, now: Date): Promise<void> {
  await withAccountLocked(db, session.id, async (tx) => {
    const rows = await tx.select().from(staffFactors).where(ofAccount(session.id));
    const target = rows.find((r) => r.id === id);
    if (!target) throw notFound("There is no such second factor of yours.");
    if (rows.length === 1) throw new DomainError("conflict", "This is your only second factor: add another before removing it.", { reason: "last_factor" });
    await tx.delete(staffFactors).where(and(eq(staffFactors.id, id), eq(staffFactors.userId, session.id)));
    await recordAudit(tx, { actor: actorOf(session), action: "factor_removed", entity: "staff", entityId: session.id, after: { kind: target.kind, name: target.name } }, now);
    await tellOfFactorChange(tx, session, target.kind === "passkey" ? `The passkey “${target.name}” was removed` : "The authenticator app was removed", now);
  });
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A recovery code: 12 characters of an alphabet without look-alikes (about 59 bits), printed in threes of four. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** A recovery code's stored form: an HMAC under a server key of the code without dashes or case. */
async function recoveryHash(db: Executor, code: string): Promise<string> {
  return crypto
    .createHmac("sha256", await derivedKey(db, "staff-recovery"))
    .update(code.toLowerCase().replace(/[\s-]+/g, ""))
    .digest("base64url");
}

/** Replaces the account's recovery codes with RECOVERY_CODE_COUNT new ones, answered once (only their HMACs are kept). */
async function replaceRecoveryCodes(db: Executor, me: StaffMe, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, me.id));
  await db.insert(staffRecoveryCodes).values(await Promise.all(codes.map(async (code) => ({ userId: me.id, codeHash: await recoveryHash(db, code), createdAt: now }))));
  await recordAudit(db, { actor: actorOf(me), action: "recovery_codes_made", entity: "staff", entityId: me.id, after: { count: codes.length } }, now);
  return codes;
}

/** New recovery codes for the signed-in person (the old ones stop working); e-mailed, without the codes. */
export async function renewRecoveryCodes(db: Executor, session: StaffSession, now: Date): Promise<string[]> {
  const codes = await replaceRecoveryCodes(db, session, now);
  await tellOfFactorChange(db, session, "New recovery codes were made (the old ones no longer work)", now);
  return codes;
}

/**
 * An administrator resets another account's factors (a lost phone, a person who left the key at
 * home): its factors and recovery codes go, every session of it ends, and it enrols again at its
 * next sign-in. Audited with the count of sessions ended.
 */
export async function resetFactors(db: Executor, accountId: string, admin: StaffMe, now: Date): Promise<{ id: string; sessionsEnded: number }> {
  if (accountId === admin.id) throw new DomainError("bad_request", "You cannot reset your own second factor: manage it on your security page, or ask another administrator.");
  return withAccountLocked(db, accountId, async (tx) => {
    const [account] = await tx.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, accountId));
    if (!account) throw notFound("There is no such staff account.");
    // Its sessions end first: none of them is left signed in to an account without a factor.
    const sessionsEnded = await endUserSessions(tx, account.id);
    const removed = await tx.delete(staffFactors).where(eq(staffFactors.userId, account.id)).returning({ id: staffFactors.id });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, account.id));
    await recordAudit(tx, { actor: actorOf(admin), action: "factors_reset", entity: "staff", entityId: account.id, after: { email: account.email, factors: removed.length, sessionsEnded } }, now);
    await tellOfFactorChange(tx, account, `An administrator (${admin.name}) reset your second factor: you set up a new one at your next sign-in`, now);
    return { id: account.id, sessionsEnded };
  });
}
