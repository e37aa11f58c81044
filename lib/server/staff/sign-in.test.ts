import { and, eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { STAFF_PASSWORD, staffMember } from "@/test/staff";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { readSession } from "@/lib/server/auth/staff-sessions";
import { auditLog, outboxMessages, staffSignInThrottle } from "@/lib/server/db/schema";
import { finishSignIn, SIGN_IN_FAILED, signIn, type SignInOrigin } from "./index";
import { keptDeviceTokens } from "./devices";
import { MAX_WAIT_SECONDS, pruneSignInThrottle, TOO_SOON, TooSoonError, waitAfter } from "./throttle";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// Sign-in under attack: wrong passwords slow the next try down (never lock the account), the
// real person on a known device still gets in, an unknown e-mail is answered as a known one, and
// a new device is told by e-mail. The clock is passed in and moved, never slept on.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

// After the accounts were made (a device token older than the password is no known device).
const START = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
let n = 0;
const newAddress = () => `203.0.113.${(n++ % 250) + 1}`;

/** What a try answers: "ok", "401", or "429 <seconds>". */
async function attempt(email: string, password: string, origin: { client: string; deviceToken?: string | null }, now: Date): Promise<string> {
  try {
    await signIn(t.handle.db, { email, password }, { client: origin.client, deviceTokens: origin.deviceToken ? [origin.deviceToken] : [] }, now);
    return "ok";
  } catch (error) {
    if (error instanceof TooSoonError) return `429 ${error.waitSeconds}`;
    if ((error as { status?: number }).status === 401 && (error as Error).message === SIGN_IN_FAILED) return "401";
    throw error;
  }
}

/** A whole sign-in (the password, then the second factor, whose giving is factors.test.ts's): the session and the browser's new known-device token. */
async function signInFully(account: { id: string; email: string }, origin: SignInOrigin, now: Date) {
  const { token } = await signIn(t.handle.db, { email: account.email, password: STAFF_PASSWORD }, origin, now);
  const me = { id: account.id, email: account.email, name: "Test", role: "editor" as const };
  return { token, me, ...(await finishSignIn(t.handle.db, me, now)) };
}

describe(`sign-in throttling on ${testEngine()}`, () => {
  it("waits 2, 4, 8 … seconds after the third wrong password of an e-mail, up to 5 minutes, and never locks the right password out", () => {
    expect([1, 2, 3, 4, 5, 6, 10, 20].map((f) => waitAfter("account", f))).toEqual([0, 0, 2, 4, 8, 16, 256, MAX_WAIT_SECONDS]);
    expect([9, 10, 11].map((f) => waitAfter("client", f))).toEqual([0, 2, 4]);
  });

  it("refuses a try that comes too soon with 429 and the wait, and takes the right password once the wait has passed", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const answers: string[] = [];
    let clock = 0;
    // Each wrong try comes from a new address, as a spread-out attack would: only the e-mail's count rises.
    for (let i = 0; i < 5; i += 1) {
      answers.push(await attempt(account.email, "wrong-password-here", { client: newAddress() }, at(clock)));
      answers.push(await attempt(account.email, "wrong-password-here", { client: newAddress() }, at(clock)));
      clock += 2 ** (i + 1) + 1;
    }
    // 3 free tries, then a wait of 2 s; each wrong try after a wait doubles it.
    expect(answers).toEqual(["401", "401", "401", "429 2", "401", "429 4", "401", "429 8", "401", "429 16"]);
    const wait = (await t.handle.db.select().from(staffSignInThrottle)).find((r) => r.failures === 6)!;
    expect((wait.notBefore.getTime() - wait.lastFailureAt.getTime()) / 1000).toBe(16);
    // The real person, from a new browser, waits too, but is let in with the right password after it.
    const lastFailure = clock - (2 ** 5 + 1);
    expect(await attempt(account.email, STAFF_PASSWORD, { client: newAddress() }, at(lastFailure + 15))).toBe("429 1");
    expect(await attempt(account.email, STAFF_PASSWORD, { client: newAddress() }, at(lastFailure + 16))).toBe("ok");
    // The right password clears the e-mail's count: the next wrong one is a free try again.
    expect(await attempt(account.email, "wrong-password-here", { client: newAddress() }, at(lastFailure + 17))).toBe("401");
    const refused = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, account.id), eq(auditLog.action, "sign_in_throttled")));
    // One entry per wait, however many tries it refused.
    expect(refused.length).toBe(4);
  });

  it("lets the real person in from a known device while an attacker hammers the account from elsewhere", async () => {
    const { account } = await staffMember(t.handle.db, "front_desk");
    const office = newAddress();
    const first = await signInFully(account, { client: office }, at(0));
    const attacker = newAddress();
    const attackerSeen: string[] = [];
    for (let s = 1; s <= 40; s += 1) attackerSeen.push(await attempt(account.email, `guess-number-${s}-here`, { client: attacker }, at(s)));
    expect(attackerSeen.filter((a) => a.startsWith("429")).length).toBeGreaterThan(20);
    // A device token of another account, or a forged one, is no known device here: a new browser waits.
    const other = await staffMember(t.handle.db, "editor");
    const theirs = await signInFully(other.account, { client: newAddress() }, at(41));
    for (const deviceToken of [null, theirs.deviceToken, `${first.deviceToken}x`]) {
      expect(await attempt(account.email, STAFF_PASSWORD, { client: office, deviceToken }, at(42))).toMatch(/^429 /);
    }
    // The browser the real person signed in on before is not held by the account's wait.
    expect(await attempt(account.email, STAFF_PASSWORD, { client: office, deviceToken: first.deviceToken }, at(42))).toBe("ok");
  });

  it("checks no more passwords than its count allows when wrong tries arrive at once: each is claimed or refused by the database first", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    for (let s = 0; s < 3; s += 1) expect(await attempt(account.email, `wrong-${s}-password`, { client: newAddress() }, at(s))).toBe("401");
    // The third wrong try set a wait of 2 s; once it passed, twelve tries from twelve addresses at the same instant.
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(account.email, `burst-${i}-password`, { client: newAddress() }, at(10))));
    expect(burst.filter((a) => a === "401")).toHaveLength(1);
    expect(burst.filter((a) => a.startsWith("429 "))).toHaveLength(11);
  });

  it("keeps its wait capped and counting however many failures a key has had (no overflow, no 500)", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const address = newAddress();
    expect(await attempt(account.email, "wrong-first-password", { client: address }, at(0))).toBe("401");
    await t.handle.db.update(staffSignInThrottle).set({ failures: 2000, notBefore: at(0) });
    expect(await attempt(account.email, "wrong-again-password", { client: address }, at(1))).toBe("401");
    expect(await attempt(account.email, "wrong-again-password", { client: address }, at(2))).toBe(`429 ${MAX_WAIT_SECONDS - 1}`);
    // Past the wait the right password gets in.
    expect(await attempt(account.email, STAFF_PASSWORD, { client: newAddress() }, at(1 + MAX_WAIT_SECONDS))).toMatch(/^(ok|429 )/);
  });

  it("lets the real person in from a known device though a guesser at the same address holds that address's wait", async () => {
    const { account } = await staffMember(t.handle.db, "front_desk");
    const office = newAddress();
    const mine = await signInFully(account, { client: office }, at(0));
    for (let s = 1; s <= 15; s += 1) await attempt(`nobody-${s}@hospital.example`, "a-guess-at-anything", { client: office }, at(s));
    const guesses = [await attempt("someone@hospital.example", "another-guess-here", { client: office }, at(16)), await attempt("someone@hospital.example", "another-guess-here", { client: office }, at(16))];
    expect(guesses.at(-1)).toMatch(/^429 /);
    expect(await attempt(account.email, STAFF_PASSWORD, { client: office, deviceToken: mine.deviceToken }, at(16))).toBe("ok");
  });

  it("does not add colleagues' right passwords behind one office address up to a wait", async () => {
    const office = newAddress();
    const staff = await Promise.all(Array.from({ length: 4 }, () => staffMember(t.handle.db, "front_desk")));
    let s = 0;
    for (let round = 0; round < 4; round += 1) {
      for (const { account } of staff) {
        expect(await attempt(account.email, "a-typo-in-the-password", { client: office }, at((s += 1)))).toBe("401");
        expect(await attempt(account.email, STAFF_PASSWORD, { client: office }, at((s += 1)))).toBe("ok");
      }
    }
  });

  it("answers an unknown e-mail exactly as a known one: the same 401, the same waits, the same 429", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const seen = async (email: string) => {
      const out: string[] = [];
      for (let s = 0; s < 6; s += 1) out.push(await attempt(email, "wrong-password-here", { client: newAddress() }, at(s * 3)));
      return out;
    };
    const known = await seen(account.email);
    const unknown = await seen("nobody.here@hospital.example");
    expect(unknown).toEqual(known);
    expect(known).toContain("429 1");
    const error = await signIn(t.handle.db, { email: "nobody.here@hospital.example", password: "x" }, { client: newAddress() }, at(19)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooSoonError);
    expect((error as Error).message).toBe(TOO_SOON((error as TooSoonError).waitSeconds));
  });

  it("keeps every person who signs in at a shared desk computer a known device there, each by their own token", async () => {
    const desk = newAddress();
    const [a, b] = await Promise.all([staffMember(t.handle.db, "front_desk"), staffMember(t.handle.db, "front_desk")]);
    let browser: string[] = [];
    for (const [person, s] of [[a, 0], [b, 1]] as const) {
      const { me, deviceToken } = await signInFully(person.account, { client: desk, deviceTokens: browser }, at(s));
      browser = keptDeviceTokens(browser, deviceToken, me.id);
    }
    expect(browser).toHaveLength(2);
    // A guesser holds both e-mails' waits; both colleagues at the desk still get in.
    for (let s = 2; s < 12; s += 1) for (const person of [a, b]) await attempt(person.account.email, `guess-${s}-password`, { client: newAddress() }, at(s));
    for (const person of [a, b]) {
      await expect(signIn(t.handle.db, { email: person.account.email, password: STAFF_PASSWORD }, { client: desk, deviceTokens: browser }, at(12))).resolves.toMatchObject({ step: { name: person.account.name } });
    }
  });

  it("e-mails the staff member when their password is given from a new device (when, which kind of browser, which network, in the site's own words; no secret), not when a known one does", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    // A browser may call itself anything: the e-mail never quotes it.
    const origin = { client: "198.51.100.77", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 (IT security check by the hospital: nothing to do)" };
    const first = await signInFully(account, origin, at(0));
    await signIn(t.handle.db, { email: account.email, password: STAFF_PASSWORD }, { ...origin, deviceTokens: [first.deviceToken] }, at(60));
    const mails = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, account.email), eq(outboxMessages.kind, "staff_new_device")));
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain("Device: Chrome on Linux");
    expect(mails[0].body).toContain("Network: 198.51.100.x");
    expect(mails[0].body).not.toMatch(/nothing to do\)|Mozilla/);
    expect(mails[0].body).toContain("your second factor keeps them out, but change your password now and tell the administrator.");
    expect(mails[0].body).not.toContain(first.deviceToken);
    expect(mails[0].body).not.toContain(first.token);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, account.id), eq(auditLog.action, "sign_in_new_device")));
    expect(audit).toHaveLength(1);
    // The password alone opens a session that has not given its second factor (no console page or call takes it).
    expect(await readSession(t.handle.db, first.token, at(1))).toMatchObject({ id: account.id, factorAt: null });
  });

  it("forgets counts an hour old, and prunes them", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    for (let s = 0; s < 3; s += 1) await attempt(account.email, "wrong-password-here", { client: newAddress() }, at(s * 5));
    expect(await attempt(account.email, "wrong-password-here", { client: newAddress() }, at(3601 + 10))).toBe("401");
    await pruneSignInThrottle(t.handle.db, at(3 * 3600));
    expect(await t.handle.db.select().from(staffSignInThrottle)).toEqual([]);
  });
});
