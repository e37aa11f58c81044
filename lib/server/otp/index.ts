import "server-only";
import crypto from "node:crypto";
import { and, desc, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { otpChallenges } from "../db/schema";
import { derivedKey } from "../auth/keys";
import { issueBookingToken } from "../auth/tokens";
import type { Clock } from "../clock";
import { DomainError } from "@/lib/errors";
import { consumeLimit, RateLimitedError, refundLimit, withinLimit } from "../ratelimit";
import { enqueueMessage } from "../outbox";
import { configuredSenders } from "../outbox/configured";
import { getContactSettings } from "../settings";
import { logEvent } from "../log";
import { spendProofOfWork } from "./proof-of-work";
import { getConfig } from "../config";
import {
  maskPhone,
  type OtpPurpose,
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
  type SendOtpResponse,
  type VerifyOtpResponse,
} from "@/lib/contracts/booking";

export { newChallenge } from "./proof-of-work";

/**
 * Phone verification (OWASP ASVS 5.0 6.5 and 6.6): a 6-digit code from a CSPRNG, kept only as an
 * HMAC bound to the phone and the booking attempt, valid 5 minutes, single use, void after 5
 * wrong tries; resend after 30 s; per-phone and site-wide hourly limits, and per address a
 * proof of work whose cost rises with the address's recent codes up to a ceiling of 60 an hour. Answers never depend on whether the phone booked before.
 * A code is sent at once, while the visitor waits, through the configured SMS sender (not
 * queued behind the outbox's back-off, where it would expire unsent); the outbox keeps a record
 * of it, without the code. When the gateway refuses it or does not answer in time the visitor
 * is told so, with the front desk's number, and the code is not counted against any limit.
 */
const RETENTION_HOURS = 24;
/** How long a visitor waits for the SMS gateway's answer. */
const OTP_SEND_TIMEOUT_MS = 5000;

/** What each code's SMS says it is for. */
const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  booking: "to book an appointment",
  waitlist: "to join a doctor's waitlist",
  my_data: "to see your personal data (My data)",
};

async function codeHash(db: Executor, attemptId: string, phone: string, code: string): Promise<string> {
  return crypto
    .createHmac("sha256", await derivedKey(db, "otp-hash"))
    .update(`${attemptId}|${phone}|${code}`)
    .digest("hex");
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));
}

const newCode = (): string => crypto.randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, "0");

const SEND_LIMITS = ["otp-client", "otp-phone", "otp-site"] as const;

async function takeSendLimits(db: Executor, phone: string, client: string): Promise<void> {
  await consumeLimit("otp-client", client, db);
  await consumeLimit("otp-phone", phone, db);
  await consumeLimit("otp-site", "site", db);
}

/**
 * A code the gateway refused or did not answer for: its points are given back, so it costs the
 * visitor nothing; but only a few times an hour for one number ("otp-refund-phone"), since a
 * gateway that timed out may still have sent it, and free codes would let anyone flood a number.
 */
async function returnSendLimits(db: Executor, phone: string, client: string): Promise<void> {
  const allowed = await withinLimit("otp-refund-phone", phone, db);
  if (!allowed) return;
  const valueOf = { "otp-client": client, "otp-phone": phone, "otp-site": "site" } as const;
  for (const name of SEND_LIMITS) await refundLimit(name, valueOf[name], db);
}

/** Sends one SMS now, failing after `timeoutMs` whatever the sender does. */
async function sendNow(phone: string, text: string, idempotencyKey: string, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the SMS gateway did not answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([configuredSenders().sms.send({ to: phone, text, idempotencyKey, timeoutMs }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function notSent(db: Executor): Promise<DomainError> {
  const desk = (await getContactSettings(db).catch(() => null))?.phone || getConfig().emergencyPhone;
  return new DomainError(
    "unavailable",
    `We could not send the code by SMS just now, and it does not count towards your limit. Please try again in a minute, or call the hospital's front desk on ${desk}.`,
    { reason: "otp_not_sent", retryAfterSeconds: 60 },
  );
}

interface SendContext {
  client: string;
  purpose: OtpPurpose;
  timeoutMs?: number;
}

/**
 * Writes a challenge, sends its SMS at once and keeps a record of it in the outbox (without the
 * code). Only once the code has left does it replace the attempt's earlier ones; a code that
 * could not be sent is closed, its limits given back, and the visitor told (503).
 */
async function issueCode(db: Executor, attemptId: string, phone: string, now: Date, context: SendContext): Promise<SendOtpResponse> {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + OTP_VALID_MINUTES * 60_000);
  const hash = await codeHash(db, attemptId, phone, code);
  const [challenge] = await db.transaction(async (tx) => {
    await tx.delete(otpChallenges).where(lt(otpChallenges.createdAt, new Date(now.getTime() - RETENTION_HOURS * 3600_000)));
    return tx.insert(otpChallenges).values({ attemptId, phone, codeHash: hash, createdAt: now, expiresAt }).returning({ id: otpChallenges.id });
  });
  const text = `${code} is your ${getConfig().hospitalName} code ${PURPOSE_TEXT[context.purpose]}. It is valid for ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`;
  const record = { channel: "sms", kind: "otp", recipient: phone, ownerPhone: phone, expiresAt, now, meta: { purpose: context.purpose } } as const;
  try {
    await sendNow(phone, text, challenge.id, context.timeoutMs ?? OTP_SEND_TIMEOUT_MS);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 200) : "send failed";
    logEvent("error", "otp_send_failed", { detail });
    await db.update(otpChallenges).set({ closedAt: now }).where(eq(otpChallenges.id, challenge.id));
    await enqueueMessage(db, { ...record, body: "[code withheld]", outcome: { status: "failed", lastError: detail } });
    await returnSendLimits(db, phone, context.client);
    throw await notSent(db);
  }
  await db.transaction(async (tx) => {
    // The new code replaces the attempt's earlier ones.
    await tx
      .update(otpChallenges)
      .set({ closedAt: now })
      .where(and(eq(otpChallenges.attemptId, attemptId), isNull(otpChallenges.closedAt), ne(otpChallenges.id, challenge.id)));
    await enqueueMessage(tx, { ...record, body: "[code withheld after sending]", outcome: { status: "sent", sentAt: now } });
  });
  return {
    attemptId,
    sentTo: maskPhone(phone),
    expiresAt: expiresAt.toISOString(),
    resendAfter: new Date(now.getTime() + OTP_RESEND_SECONDS * 1000).toISOString(),
  };
}

export async function sendCode(
  db: Executor,
  input: { phone: string; pow: string; client: string; purpose?: OtpPurpose; timeoutMs?: number },
  clock: Clock,
): Promise<SendOtpResponse> {
  await spendProofOfWork(db, input.pow, input.client);
  await takeSendLimits(db, input.phone, input.client);
  return issueCode(db, crypto.randomUUID(), input.phone, clock(), { client: input.client, purpose: input.purpose ?? "booking", timeoutMs: input.timeoutMs });
}

const attemptEnded = () =>
  new DomainError("bad_request", "This verification has ended. Enter your mobile number again to get a new code.", { reason: "otp_attempt_unknown" });

export async function resendCode(
  db: Executor,
  input: { attemptId: string; pow: string; client: string; purpose?: OtpPurpose; timeoutMs?: number },
  clock: Clock,
): Promise<SendOtpResponse> {
  const now = clock();
  const [latest] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.attemptId, input.attemptId))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!latest || latest.verifiedAt) throw attemptEnded();
  const wait = Math.ceil((latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
  if (wait > 0) throw new RateLimitedError("A new code can be sent 30 seconds after the last one.", wait);
  await spendProofOfWork(db, input.pow, input.client);
  await takeSendLimits(db, latest.phone, input.client);
  return issueCode(db, input.attemptId, latest.phone, now, { client: input.client, purpose: input.purpose ?? "booking", timeoutMs: input.timeoutMs });
}

export async function verifyCode(
  db: Executor,
  input: { attemptId: string; phone: string; code: string; client: string },
  clock: Clock,
): Promise<VerifyOtpResponse> {
  await consumeLimit("otp-verify-client", input.client, db);
  const now = clock();
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.attemptId, input.attemptId), isNull(otpChallenges.closedAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!challenge) {
    throw new DomainError("bad_request", "This code is no longer valid. Ask for a new code.", { reason: "otp_void" });
  }
  if (challenge.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError("bad_request", "This code has expired: codes are valid for 5 minutes. Ask for a new code.", { reason: "otp_expired" });
  }
  const expected = await codeHash(db, input.attemptId, input.phone, input.code);
  if (!sameHash(expected, challenge.codeHash)) {
    // Atomic: two wrong guesses at once each count, and the 5th closes the code.
    const [row] = await db
      .update(otpChallenges)
      .set({
        failedTries: sql`${otpChallenges.failedTries} + 1`,
        closedAt: sql`case when ${otpChallenges.failedTries} + 1 >= ${OTP_MAX_WRONG_TRIES} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.closedAt)))
      .returning({ failedTries: otpChallenges.failedTries });
    const left = row ? OTP_MAX_WRONG_TRIES - row.failedTries : 0;
    if (left <= 0) {
      throw new DomainError("bad_request", "Too many wrong tries: this code no longer works. Ask for a new code.", { reason: "otp_void" });
    }
    throw new DomainError("bad_request", `The code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`, { reason: "otp_wrong" });
  }
  // Single use: only one request can close it.
  const [used] = await db
    .update(otpChallenges)
    .set({ closedAt: now, verifiedAt: now })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.closedAt)))
    .returning({ id: otpChallenges.id });
  if (!used) throw new DomainError("bad_request", "This code is no longer valid. Ask for a new code.", { reason: "otp_void" });
  const { token, expiresAt } = await issueBookingToken(db, { attemptId: input.attemptId }, now);
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * A phone verified by another proof of possession than a code: a signed link that reached it by
 * SMS (a waitlist offer). The attempt is recorded as a closed, verified challenge, as a code's
 * would be, so the booking calls find its phone; answers its booking token.
 */
export async function verifiedByLink(db: Executor, input: { attemptId: string; phone: string }, now: Date): Promise<VerifyOtpResponse> {
  await db.insert(otpChallenges).values({ attemptId: input.attemptId, phone: input.phone, codeHash: "", createdAt: now, expiresAt: now, closedAt: now, verifiedAt: now });
  const { token, expiresAt } = await issueBookingToken(db, { attemptId: input.attemptId }, now);
  return { token, expiresAt: expiresAt.toISOString() };
}
