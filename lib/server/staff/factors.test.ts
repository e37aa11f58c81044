import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { STAFF_PASSWORD, staffMember } from "@/test/staff";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { readSession, requireRecentFactor, type StaffSession } from "@/lib/server/auth/staff-sessions";
import { auditLog, outboxMessages, staffFactors, staffRecoveryCodes, staffSessions } from "@/lib/server/db/schema";
import { finishSignIn, signIn } from "./index";
import { confirmTotp, giveFactor, listFactors, passkeyChallenge, passkeyEnrolment, removeFactor, renewRecoveryCodes, resetFactors, signInStepOf, startTotp, type FactorProof } from "./factors";
import { TooSoonError } from "./throttle";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// The second factor: enrolment at the first sign-in, a code never taken twice, recovery codes
// once each, wrong tries counted for the account, step-up, and an administrator's reset. The
// clock is passed in and moved, never slept on.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

// On a 30-second step's start, a minute after the accounts were made.
const START = new Date((Math.ceil(Date.now() / 30_000) + 2) * 30_000);
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
let n = 0;
const newAddress = () => `192.0.2.${(n++ % 250) + 1}`;

const codeAt = (secret: string, now: Date) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

/** A session that has given the account's password at `now` (its second factor still to come). */
async function passwordGiven(email: string, now: Date): Promise<StaffSession> {
  const { token } = await signIn(t.handle.db, { email, password: STAFF_PASSWORD }, { client: newAddress() }, now);
  return (await readSession(t.handle.db, token, now))!;
}

/** An account with an authenticator app enrolled at its first sign-in: its secret and its recovery codes. */
async function withApp(role: "admin" | "editor" | "front_desk" = "editor") {
  const { account } = await staffMember(t.handle.db, role);
  const first = await passwordGiven(account.email, at(0));
  const { secret } = await startTotp(t.handle.db, first, at(0));
  const enrolled = await confirmTotp(t.handle.db, first, { code: await codeAt(secret, at(0)) }, at(0));
  return { account, secret, codes: enrolled.recoveryCodes!, first };
}

const give = (s: StaffSession, proof: FactorProof, now: Date, deviceTokens: string[] = []) => giveFactor(t.handle.db, s, proof, now, deviceTokens);
const row = async (s: StaffSession) => (await t.handle.db.select().from(staffSessions).where(eq(staffSessions.id, s.sessionId)))[0];

describe(`the second factor on ${testEngine()}`, () => {
  it("an account without one enrols an authenticator app at its first sign-in: a code of the QR's secret confirms it, ten recovery codes come once, and the session is signed in", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const session = await passwordGiven(account.email, at(0));
    expect(await signInStepOf(t.handle.db, session)).toEqual({ name: account.name, next: "enrol", methods: [] });
    const { secret, uri, qrSvg } = await startTotp(t.handle.db, session, at(0));
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The key waits with this session, sealed (the database alone does not give the codes away), and is no factor yet.
    expect((await row(session)).pendingTotp).not.toContain(secret);
    expect(await t.handle.db.select().from(staffFactors).where(eq(staffFactors.userId, account.id))).toEqual([]);
    await expect(confirmTotp(t.handle.db, session, { code: "000000" === (await codeAt(secret, at(1))) ? "111111" : "000000" }, at(1))).rejects.toMatchObject({ reason: "factor_failed" });
    const enrolled = await confirmTotp(t.handle.db, session, { code: await codeAt(secret, at(1)), name: "My phone" }, at(1));
    expect(enrolled).toMatchObject({ factor: { kind: "totp", name: "My phone" }, signedIn: expect.stringMatching(/^[\w-]{43}$/) });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    expect(enrolled.recoveryCodes!.every((c) => /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/.test(c))).toBe(true);
    const kept = await t.handle.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, account.id));
    expect(kept.map((c) => c.codeHash)).not.toContain(enrolled.recoveryCodes![0].replaceAll("-", ""));
    expect((await row(session)).factorAt).toEqual(at(1));
    expect(await listFactors(t.handle.db, account.id)).toMatchObject({ factors: [{ kind: "totp", name: "My phone" }], recoveryCodesLeft: 10 });
    expect(await signInStepOf(t.handle.db, session)).toMatchObject({ next: "factor", methods: ["totp", "recovery"] });
    // The person is told by e-mail, without the key.
    const mails = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, account.email), eq(outboxMessages.kind, "staff_factor_changed")));
    expect(mails.map((m) => m.body.split("\n")[0])).toEqual([`An authenticator app was set up on your Sunrise Multispeciality Hospital console account (${account.email}).`]);
    expect(mails[0].body).not.toContain(secret);
  });

  it("keeps an app being set up with the session that started it: another session of the same password can neither confirm nor replace it", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const real = await passwordGiven(account.email, at(0));
    const thief = await passwordGiven(account.email, at(0));
    const { secret } = await startTotp(t.handle.db, real, at(0));
    await expect(confirmTotp(t.handle.db, thief, { code: await codeAt(secret, at(1)) }, at(1))).rejects.toMatchObject({ status: 409 });
    await startTotp(t.handle.db, thief, at(2));
    await expect(confirmTotp(t.handle.db, real, { code: await codeAt(secret, at(3)) }, at(3))).resolves.toMatchObject({ factor: { kind: "totp" } });
  });

  it("a session that has given only the password cannot add a factor to an account that has one: a stolen password adds nothing", async () => {
    const { account } = await withApp();
    const thief = await passwordGiven(account.email, at(60));
    await expect(startTotp(t.handle.db, thief, at(60))).rejects.toMatchObject({ status: 403, reason: "enrolled" });
    await expect(passkeyChallenge(t.handle.db, thief, at(60))).rejects.toMatchObject({ reason: "factor_failed" });
    expect((await row(thief)).factorAt).toBeNull();
  });

  it("takes an app's code within one step either side, and never twice: a replayed code is refused, and of two sent at once one wins", async () => {
    const { account, secret } = await withApp();
    const s1 = await passwordGiven(account.email, at(90));
    const code = await codeAt(secret, at(90));
    await expect(give(s1, { method: "totp", code }, at(95))).resolves.toMatchObject({ signedIn: expect.stringMatching(/^[\w-]{43}$/), me: { id: account.id } });
    const s2 = await passwordGiven(account.email, at(96));
    await expect(give(s2, { method: "totp", code }, at(96))).rejects.toMatchObject({ status: 400, reason: "factor_failed" });
    // The next step's code is taken a step early (a phone's clock a little fast); two steps early is not.
    await expect(give(s2, { method: "totp", code: await codeAt(secret, at(180)) }, at(96))).rejects.toMatchObject({ reason: "factor_failed" });
    const next = await codeAt(secret, at(120));
    const both = await Promise.allSettled([give(s2, { method: "totp", code: next }, at(100)), give(await passwordGiven(account.email, at(100)), { method: "totp", code: next }, at(100))]);
    expect(both.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    // A code of a step before the last one taken is no good either.
    const s3 = await passwordGiven(account.email, at(130));
    await expect(give(s3, { method: "totp", code: await codeAt(secret, at(100)) }, at(130))).rejects.toMatchObject({ reason: "factor_failed" });
    const failed = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, account.id), eq(auditLog.action, "factor_failed")));
    expect(failed.length).toBeGreaterThanOrEqual(3);
  });

  it("takes each recovery code once, says how many are left, and ignores case, spaces and dashes", async () => {
    const { account, codes } = await withApp();
    const s = await passwordGiven(account.email, at(200));
    await expect(give(s, { method: "recovery", code: ` ${codes[3].toUpperCase().replaceAll("-", " ")} ` }, at(200))).resolves.toMatchObject({ recoveryCodesLeft: 9, signedIn: expect.stringMatching(/^[\w-]{43}$/) });
    const again = await passwordGiven(account.email, at(201));
    await expect(give(again, { method: "recovery", code: codes[3] }, at(201))).rejects.toMatchObject({ reason: "factor_failed" });
    await expect(give(again, { method: "recovery", code: codes[4] }, at(202))).resolves.toMatchObject({ recoveryCodesLeft: 8 });
    // New codes replace the old ones, which stop working.
    const fresh = await renewRecoveryCodes(t.handle.db, (await readSessionRow(again))!, at(203));
    const later = await passwordGiven(account.email, at(204));
    await expect(give(later, { method: "recovery", code: codes[5] }, at(204))).rejects.toMatchObject({ reason: "factor_failed" });
    await expect(give(later, { method: "recovery", code: fresh[0] }, at(205))).resolves.toMatchObject({ recoveryCodesLeft: 9 });
  });

  it("counts wrong factors for the account, whichever session sends them: past five, the next must wait (429), and signing in again buys no more guesses", async () => {
    const { account, secret } = await withApp();
    const answers: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const s = await passwordGiven(account.email, at(300 + i));
      try {
        await give(s, { method: "totp", code: "123456" === (await codeAt(secret, at(300 + i))) ? "654321" : "123456" }, at(300 + i));
        answers.push("ok");
      } catch (error) {
        answers.push(error instanceof TooSoonError ? "429" : String((error as { status: number }).status));
      }
    }
    expect(answers.slice(0, 5)).toEqual(["400", "400", "400", "400", "400"]);
    expect(answers.slice(5)).toContain("429");
    const throttled = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, account.id), eq(auditLog.action, "factor_throttled")));
    expect(throttled.length).toBeGreaterThanOrEqual(1);
  });

  it("counts a thief's wrong codes apart from the real person's known browser, and takes none from new browsers past 100 until the password changes", async () => {
    const { account, secret } = await withApp();
    // The real person's browser signed in before: it holds the account's known-device token.
    const { deviceToken } = await finishSignIn(t.handle.db, { id: account.id, email: account.email, name: account.name, role: "editor" }, at(700));
    const wrong = async (now: Date) => ((await codeAt(secret, now)) === "123456" ? "654321" : "123456");
    let clock = 701;
    for (let i = 0; i < 100; i += 1) {
      const s = await passwordGiven(account.email, at(clock));
      await expect(give(s, { method: "totp", code: await wrong(at(clock)) }, at(clock))).rejects.toMatchObject({ reason: "factor_failed" });
      clock += 301;
    }
    const thief = await passwordGiven(account.email, at(clock));
    await expect(give(thief, { method: "totp", code: await codeAt(secret, at(clock)) }, at(clock))).rejects.toMatchObject({ status: 403, reason: "factor_locked" });
    // The real person, on their own browser, right after the thief's last try: in.
    const real = await passwordGiven(account.email, at(clock + 1));
    await expect(give(real, { method: "totp", code: await codeAt(secret, at(clock + 31)) }, at(clock + 1), [deviceToken])).resolves.toMatchObject({ signedIn: expect.any(String) });
  });

  it("leaves one factor when two removals of an account's two factors race", async () => {
    const { account, first } = await withApp();
    const me = (await readSessionRow(first))!;
    const passkeyLike = await t.handle.db
      .insert(staffFactors)
      .values({ userId: account.id, kind: "passkey", name: "Key", createdAt: at(800), credentialId: `cred-${account.id}`, publicKey: "AA", signCount: 0 })
      .returning();
    const [app] = (await listFactors(t.handle.db, account.id)).factors.filter((f) => f.kind === "totp");
    const both = await Promise.allSettled([removeFactor(t.handle.db, me, app.id, at(801)), removeFactor(t.handle.db, me, passkeyLike[0].id, at(801))]);
    expect(both.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await listFactors(t.handle.db, account.id)).factors).toHaveLength(1);
  });

  it("asks a signed-in session for its factor again after ten minutes (step-up), and giving it opens another ten", async () => {
    const { account, secret, first } = await withApp("front_desk");
    const signedIn = (await readSessionRow(first))!;
    expect(() => requireRecentFactor(signedIn, at(9 * 60))).not.toThrow();
    expect(() => requireRecentFactor(signedIn, at(10 * 60))).toThrow(expect.objectContaining({ status: 403, reason: "step_up" }));
    await expect(give(signedIn, { method: "totp", code: await codeAt(secret, at(10 * 60)) }, at(10 * 60))).resolves.toMatchObject({ signedIn: null });
    const steppedUp = (await readSessionRow(first))!;
    expect(steppedUp.factorAt).toEqual(at(10 * 60));
    expect(() => requireRecentFactor(steppedUp, at(19 * 60))).not.toThrow();
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, account.id), eq(auditLog.action, "step_up")));
    expect(audit).toHaveLength(1);
  });

  it("an administrator's reset removes the factors and recovery codes and ends every session; the account enrols again, and nobody resets their own", async () => {
    const { account, first } = await withApp();
    const admin = await withApp("admin");
    const adminMe = { id: admin.account.id, email: admin.account.email, name: admin.account.name, role: "admin" as const };
    await expect(resetFactors(t.handle.db, admin.account.id, adminMe, at(400))).rejects.toMatchObject({ status: 400 });
    const reset = await resetFactors(t.handle.db, account.id, adminMe, at(400));
    expect(reset.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(await row(first)).toBeUndefined();
    expect(await listFactors(t.handle.db, account.id)).toEqual({ factors: [], recoveryCodesLeft: 0 });
    const again = await passwordGiven(account.email, at(401));
    expect(await signInStepOf(t.handle.db, again)).toMatchObject({ next: "enrol" });
    expect(await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, account.id), eq(auditLog.action, "factors_reset")))).toHaveLength(1);
  });

  it("removes one of one's factors but never the last; another's is unknown (404)", async () => {
    const { account, first } = await withApp();
    const other = await withApp();
    const mine = (await listFactors(t.handle.db, account.id)).factors[0];
    const theirs = (await listFactors(t.handle.db, other.account.id)).factors[0];
    const me = (await readSessionRow(first))!;
    await expect(removeFactor(t.handle.db, me, theirs.id, at(500))).rejects.toMatchObject({ status: 404 });
    await expect(removeFactor(t.handle.db, me, mine.id, at(500))).rejects.toMatchObject({ status: 409, reason: "last_factor" });
  });

  it("keeps at most ten passkeys per account: the eleventh is refused before any challenge is sent", async () => {
    const { account, first } = await withApp();
    await t.handle.db
      .insert(staffFactors)
      .values(Array.from({ length: 10 }, (_, i) => ({ userId: account.id, kind: "passkey" as const, name: `Key ${i}`, createdAt: at(900), credentialId: `cred-${i}-${account.id}`, publicKey: "AA", signCount: 0 })));
    await expect(passkeyEnrolment(t.handle.db, (await readSessionRow(first))!, at(60))).rejects.toMatchObject({ status: 409 });
    expect((await row(first)).challenge).toBeNull();
  });

  it("gives a session that has given only its password ten minutes to finish signing in", async () => {
    const { account } = await withApp();
    const s = await passwordGiven(account.email, at(600));
    expect((await row(s)).expiresAt).toEqual(at(1200));
  });
});

/** The session as its row stands now (the test holds no token to read it by). */
async function readSessionRow(s: StaffSession): Promise<StaffSession | null> {
  const [r] = await t.handle.db.select().from(staffSessions).where(eq(staffSessions.id, s.sessionId));
  return r ? { ...s, factorAt: r.factorAt } : null;
}
