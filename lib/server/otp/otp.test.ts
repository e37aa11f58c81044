import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { holdSystemClockAtFixtureDay, mobile, solvedPow, testClock } from "@/test/booking-fixtures";
import { otpChallenges, outboxMessages, rateLimits } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { resendCode, sendCode, verifyCode } from "@/lib/server/otp";
import { readBookingToken } from "@/lib/server/auth/tokens";
import { POST as sendRoute } from "@/app/api/misc/send-otp/route";
import { POST as verifyRoute } from "@/app/api/misc/verify-otp/route";
import { POST as resendRoute } from "@/app/api/misc/resend-otp/route";
import { dispatchDue } from "@/lib/server/outbox";
import { replaceSenders } from "@/lib/server/outbox/configured";
import { getContactSettings } from "@/lib/server/settings";
import { startMsg91Fake } from "@/test/fakes/msg91-fake";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { forgetConfig } from "@/lib/server/config";
import { recordSms } from "@/test/sms";
import { newChallenge, workLevelOf } from "./proof-of-work";

let t: TestDatabase;
const clock = testClock();

const sms = recordSms();

/** The code as the SMS gateway received it. */
async function lastCode(phone: string): Promise<string> {
  return sms.lastCodeTo(phone);
}

beforeAll(async () => {
  t = await createTestDatabase();
  // The route handlers' clock, on the fixtures' calendar whatever day the suite runs.
  holdSystemClockAtFixtureDay();
  forgetAuthSecret();
});
afterAll(async () => {
  sms.stop();
  await t.cleanup();
});
beforeEach(async () => {
  clock.set("2026-11-30T00:30:00Z");
  await t.handle.db.delete(rateLimits);
});

async function send(phone: string, client = "203.0.113.7") {
  return sendCode(t.handle.db, { phone, pow: await solvedPow(t.handle.db, clock, client), client }, clock);
}

/** A solved challenge's payload, and the level the challenge was signed with. */
async function solved(client: string, tamper?: (challenge: Awaited<ReturnType<typeof newChallenge>>) => void) {
  const challenge = await newChallenge(t.handle.db, clock, client);
  const solution = await solveChallenge({ challenge, deriveKey });
  tamper?.(challenge);
  return { level: challenge.parameters.data?.level, pow: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}

describe("one-time codes", () => {
  it("sends a 6-digit code by SMS, keeps only its keyed hash, and verifies it once into a booking token", async () => {
    const phone = mobile(1);
    const sent = await send(phone);
    expect(sent.sentTo).toMatch(/^\+91 [•\d ]+$/);
    const code = await lastCode(phone);
    const [row] = await t.handle.db.select().from(otpChallenges).where(eq(otpChallenges.attemptId, sent.attemptId));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const { token } = await verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code, client: "x" }, clock);
    expect(await readBookingToken(t.handle.db, token, clock)).toEqual({ attemptId: sent.attemptId });
    // Single use: the same code again is refused.
    await expect(verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code, client: "x" }, clock)).rejects.toMatchObject({ status: 400, reason: "otp_void" });
  });

  it("refuses a wrong code with tries left (400, not 401), and voids the code at the 5th wrong try", async () => {
    const phone = mobile(2);
    const sent = await send(phone);
    const code = await lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i += 1) {
      await expect(verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code: wrong, client: "x" }, clock)).rejects.toMatchObject({ status: 400, reason: "otp_wrong", message: `The code is not right. ${5 - i} ${5 - i === 1 ? "try" : "tries"} left.` });
    }
    await expect(verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code: wrong, client: "x" }, clock)).rejects.toMatchObject({ reason: "otp_void" });
    // The right code no longer works either.
    await expect(verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code, client: "x" }, clock)).rejects.toMatchObject({ reason: "otp_void" });
  });

  it("refuses an expired code (5 minutes, on an injected clock)", async () => {
    const phone = mobile(3);
    const sent = await send(phone);
    const code = await lastCode(phone);
    clock.advance(5 * 60_000 + 1000);
    await expect(verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code, client: "x" }, clock)).rejects.toMatchObject({ reason: "otp_expired" });
  });

  it("binds a code to its phone and its attempt: another phone or attempt does not verify", async () => {
    const a = await send(mobile(4));
    const codeA = await lastCode(mobile(4));
    const b = await send(mobile(5));
    await expect(verifyCode(t.handle.db, { attemptId: a.attemptId, phone: mobile(5), code: codeA, client: "x" }, clock)).rejects.toMatchObject({ reason: "otp_wrong" });
    await expect(verifyCode(t.handle.db, { attemptId: b.attemptId, phone: mobile(5), code: codeA, client: "x" }, clock)).rejects.toMatchObject({ status: 400 });
  });

  it("resends only after 30 seconds, and the new code replaces the old one", async () => {
    const phone = mobile(6);
    const sent = await send(phone);
    const first = await lastCode(phone);
    await expect(resendCode(t.handle.db, { attemptId: sent.attemptId, pow: await solvedPow(t.handle.db, clock), client: "x" }, clock)).rejects.toMatchObject({ retryAfterSeconds: 30 });
    clock.advance(31_000);
    await resendCode(t.handle.db, { attemptId: sent.attemptId, pow: await solvedPow(t.handle.db, clock), client: "x" }, clock);
    const second = await lastCode(phone);
    if (first !== second) {
      await expect(verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code: first, client: "x" }, clock)).rejects.toMatchObject({ status: 400 });
    }
    await verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code: second, client: "x" }, clock);
  });

  it("sends at most 5 codes to one phone in an hour, then 429 with Retry-After", async () => {
    const phone = mobile(7);
    for (let i = 0; i < 5; i += 1) await send(phone, `198.51.100.${i}`);
    await expect(send(phone, "198.51.100.99")).rejects.toMatchObject({ name: "RateLimitedError" });
  });

  it("keeps sending codes to one shared address (carrier NAT, a kiosk) at a proof of work that doubles every 15 codes, up to a ceiling of 60 an hour", async () => {
    const levels: unknown[] = [];
    for (let i = 0; i < 60; i += 1) {
      const { level, pow } = await solved("192.0.2.1");
      levels.push(level);
      await sendCode(t.handle.db, { phone: mobile(100 + i), pow, client: "192.0.2.1" }, clock);
    }
    expect(levels.slice(0, 15).every((l) => l === 0)).toBe(true);
    expect([levels[15], levels[30], levels[45], levels[59]]).toEqual([1, 2, 3, 3]);
    const { pow } = await solved("192.0.2.1");
    await expect(sendCode(t.handle.db, { phone: mobile(170), pow, client: "192.0.2.1" }, clock)).rejects.toMatchObject({
      name: "RateLimitedError",
      message: expect.stringMatching(/^Too many codes have been requested from your network in the last hour\. Please try again in \d+ minutes\.$/),
    });
    // Another address is not slowed by this one.
    expect((await solved("192.0.2.2")).level).toBe(0);
  });

  it("asks production servers 2, 4 and 8 times the work as an address's codes in the hour pass 15, 30 and 45", () => {
    expect([0, 14, 15, 29, 30, 44, 45, 59, 60, 500].map(workLevelOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 3, 3]);
  });

  it("refuses a cheap challenge fetched early and spent after the address's level rose, and a challenge whose level was altered", async () => {
    const early = await solved("192.0.2.3");
    for (let i = 0; i < 15; i += 1) await send(mobile(200 + i), "192.0.2.3");
    await expect(sendCode(t.handle.db, { phone: mobile(230), pow: early.pow, client: "192.0.2.3" }, clock)).rejects.toMatchObject({ status: 400, reason: "pow_failed", message: expect.stringMatching(/takes a little longer now/) });
    const forged = await solved("192.0.2.3", (challenge) => {
      challenge.parameters.data = { level: 9 };
    });
    await expect(sendCode(t.handle.db, { phone: mobile(231), pow: forged.pow, client: "192.0.2.3" }, clock)).rejects.toMatchObject({ status: 400, reason: "pow_failed" });
  });

  it("refuses a send without a valid proof of work, and a proof of work used twice", async () => {
    const answer = await call(sendRoute, "/api/misc/send-otp", { json: { phone: "98765 00031", pow: Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: {} })).toString("base64") } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("pow_failed");
    const pow = await solvedPow(t.handle.db, clock);
    expect((await call(sendRoute, "/api/misc/send-otp", { json: { phone: "98765 00032", pow } })).status).toBe(200);
    const replay = await call(sendRoute, "/api/misc/send-otp", { json: { phone: "98765 00033", pow } });
    expect(replay.status).toBe(429);
    expect(replay.response.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("answers a bad phone, a short code and a malformed body with 400 and a message naming the field", async () => {
    const badPhone = await call(sendRoute, "/api/misc/send-otp", { json: { phone: "12345", pow: "x".repeat(20) } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors).toEqual([expect.objectContaining({ path: "phone" })]);
    const shortCode = await call(verifyRoute, "/api/misc/verify-otp", { json: { attemptId: "00000000-0000-4000-8000-000000000000", phone: "9876500000", code: "12" } });
    expect(shortCode.status).toBe(400);
    const notJson = await call(verifyRoute, "/api/misc/verify-otp", { body: "{", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    const nul = await call(verifyRoute, "/api/misc/verify-otp", { json: { attemptId: "a\u0000", phone: "x", code: "1" } });
    expect(nul.status).toBe(400);
  });
});

describe("sending a code at once", () => {
  afterEach(() => sms.failWith("ok"));

  it("hands the code to the SMS gateway before answering, and keeps an outbox record without the code that the dispatcher never sends again", async () => {
    const phone = mobile(300);
    const before = sms.sent.length;
    await send(phone);
    expect(sms.sent.length).toBe(before + 1);
    const rows = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "otp", status: "sent", attempts: 1 });
    expect(rows[0].body).not.toMatch(/\d{6}/);
    expect(await dispatchDue(t.handle.db, { clock })).toBe(0);
    expect(sms.sent.length).toBe(before + 1);
  });

  it.each(["refuse", "hang"] as const)(
    "a gateway that %ss: 503 otp_not_sent naming the front desk's number and the code void; the first two failures an hour are not counted against the phone, later ones are (a silent gateway may have sent them)",
    async (mode) => {
      const phone = mobile(mode === "refuse" ? 301 : 302);
      const desk = (await getContactSettings(t.handle.db)).phone;
      expect(desk).toBeTruthy();
      sms.failWith(mode);
      // As many failures as the phone's hourly limit of 5: each is a 503, never a 429.
      for (let i = 0; i < 5; i += 1) {
        const error = await sendCode(t.handle.db, { phone, pow: await solvedPow(t.handle.db, clock, `198.51.101.${i}`), client: `198.51.101.${i}`, timeoutMs: 100 }, clock).catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 503, reason: "otp_not_sent", message: expect.stringContaining(desk) });
      }
      const challenges = await t.handle.db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
      expect(challenges.every((c) => c.closedAt !== null)).toBe(true);
      const records = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone));
      expect(records.map((r) => r.status)).toEqual(Array(5).fill("failed"));
      // Two of the five were given back: two codes can still be sent this hour, not a third.
      sms.failWith("ok");
      for (let i = 0; i < 2; i += 1) await send(phone, `198.51.102.${i}`);
      await expect(send(phone, "198.51.102.99")).rejects.toMatchObject({ name: "RateLimitedError" });
    },
  );

  it("answers the route's caller with a 503 JSON envelope and Retry-After when the gateway refuses", async () => {
    sms.failWith("refuse");
    const answer = await call(sendRoute, "/api/misc/send-otp", { json: { phone: "98765 00305", pow: await solvedPow(t.handle.db, clock) } });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ success: 0, code: "otp_not_sent", message: expect.stringMatching(/could not send the code by SMS.*front desk on \+?\d/) });
    expect(answer.response.headers.get("retry-after")).toBe("60");
  });

  it("a resend the gateway refuses leaves the code already received working", async () => {
    const phone = mobile(303);
    const sent = await send(phone);
    const first = await lastCode(phone);
    clock.advance(31_000);
    sms.failWith("refuse");
    await expect(resendCode(t.handle.db, { attemptId: sent.attemptId, pow: await solvedPow(t.handle.db, clock), client: "x" }, clock)).rejects.toMatchObject({ status: 503 });
    await expect(verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code: first, client: "x" }, clock)).resolves.toHaveProperty("token");
  });

  it("sends through MSG91 (MSG91_API_URL) against a local fake: success, refusal and timeout", async () => {
    const fake = await startMsg91Fake("412345AbCdEfGhIjKlMnOp");
    const saved = { ...process.env };
    Object.assign(process.env, { SMS_GATEWAY: "msg91", MSG91_AUTH_KEY: "412345AbCdEfGhIjKlMnOp", MSG91_TEMPLATE_ID: "65f1c0d2d6fc05123456789a", MSG91_API_URL: fake.url });
    forgetConfig();
    replaceSenders(undefined);
    try {
      const phone = mobile(304);
      const sent = await sendCode(t.handle.db, { phone, pow: await solvedPow(t.handle.db, clock, "198.51.103.1"), client: "198.51.103.1" }, clock);
      const text = String((fake.requests.at(-1)!.body.recipients as { var: string }[])[0].var);
      const code = /^(\d{6}) is your/.exec(text)![1];
      await expect(verifyCode(t.handle.db, { attemptId: sent.attemptId, phone, code, client: "x" }, clock)).resolves.toHaveProperty("token");

      fake.answer(200, { type: "error", message: "Invalid mobile number" });
      await expect(sendCode(t.handle.db, { phone, pow: await solvedPow(t.handle.db, clock, "198.51.103.2"), client: "198.51.103.2" }, clock)).rejects.toMatchObject({ status: 503, reason: "otp_not_sent" });

      fake.hang();
      const started = Date.now();
      await expect(sendCode(t.handle.db, { phone, pow: await solvedPow(t.handle.db, clock, "198.51.103.3"), client: "198.51.103.3", timeoutMs: 300 }, clock)).rejects.toMatchObject({ status: 503, reason: "otp_not_sent" });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      process.env = saved;
      forgetConfig();
      await fake.close();
      sms.install();
    }
  });
});

describe("what each code is for", () => {
  it.each([
    [undefined, "to book an appointment"],
    ["booking", "to book an appointment"],
    ["waitlist", "to join a doctor's waitlist"],
    ["my_data", "to see your personal data"],
  ] as const)("purpose %s: the SMS says %s", async (purpose, words) => {
    const phone = mobile(400 + (purpose?.length ?? 0));
    const answer = await call(sendRoute, "/api/misc/send-otp", { json: { phone, pow: await solvedPow(t.handle.db, clock), ...(purpose ? { purpose } : {}) } });
    expect(answer.status).toBe(200);
    const text = sms.sent.filter((m) => m.to === phone).at(-1)!.text;
    expect(text).toContain(words);
    if (purpose !== undefined && purpose !== "booking") expect(text).not.toContain("book an appointment");
  });

  it("a resend names the same purpose; an unknown purpose is a 400 naming the field", async () => {
    const phone = mobile(410);
    const sent = await send(phone);
    clock.advance(31_000);
    await resendCode(t.handle.db, { attemptId: sent.attemptId, pow: await solvedPow(t.handle.db, clock), client: "x", purpose: "my_data" }, clock);
    expect(sms.sent.filter((m) => m.to === phone).at(-1)!.text).toContain("to see your personal data");
    for (const [route, path, body] of [
      [sendRoute, "/api/misc/send-otp", { phone, pow: "x".repeat(20), purpose: "lottery" }],
      [resendRoute, "/api/misc/resend-otp", { attemptId: sent.attemptId, pow: "x".repeat(20), purpose: "lottery" }],
    ] as const) {
      const bad = await call(route, path, { json: body });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ path: "purpose" })]);
    }
  });
});

describe("the proof of work's cost", () => {
  const counterOfSolved = async () => (await solveChallenge({ challenge: await newChallenge(t.handle.db, clock, "203.0.113.9"), deriveKey }))!.counter;

  it("asks 20 000 to 50 000 key derivations of a production server (about a second in a phone's browser)", async () => {
    const saved = process.env.TEST_LOW_COST;
    delete process.env.TEST_LOW_COST;
    forgetConfig();
    try {
      const counter = await counterOfSolved();
      expect(counter).toBeGreaterThanOrEqual(20_000);
      expect(counter).toBeLessThanOrEqual(50_000);
    } finally {
      process.env.TEST_LOW_COST = saved;
      forgetConfig();
    }
  });

  it("asks at most 100 in the test suite (TEST_LOW_COST), which a production server refuses to start with", async () => {
    expect(await counterOfSolved()).toBeLessThanOrEqual(100);
  });
});
