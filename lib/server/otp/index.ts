import "server-only";
import crypto from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { otpChallenges } from "../db/schema";
import { derivedKey } from "../auth/keys";
import { issueBookingToken } from "../auth/tokens";
import type { Clock } from "../clock";
import { DomainError } from "@/lib/errors";
import { consumeLimit, RateLimitedError } from "../ratelimit";
import { enqueueMessage, kickDispatcher } from "../outbox";
import { spendProofOfWork } from "./proof-of-work";
import { getConfig } from "../config";
import {
  maskPhone,
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
 */
const RETENTION_HOURS = 24;

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

async function takeSendLimits(db: Executor, phone: string, client: string): Promise<void> {
  await consumeLimit("otp-client", client, db);
  await consumeLimit("otp-phone", phone, db);
  await consumeLimit("otp-site", "site", db);
}

/** Writes a challenge and its SMS (in one transaction); the code leaves only in the message. */
async function issueCode(db: Executor, attemptId: string, phone: string, now: Date): Promise<SendOtpResponse> {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + OTP_VALID_MINUTES * 60_000);
  const hash = await codeHash(db, attemptId, phone, code);
  await db.transaction(async (tx) => {
    await tx.delete(otpChallenges).where(lt(otpChallenges.createdAt, new Date(now.getTime() - RETENTION_HOURS * 3600_000)));
    // A new code replaces the attempt's earlier ones.
    await tx.update(otpChallenges).set({ closedAt: now }).where(and(eq(otpChallenges.attemptId, attemptId), isNull(otpChallenges.closedAt)));
    await tx.insert(otpChallenges).values({ attemptId, phone, codeHash: hash, createdAt: now, expiresAt });
    await enqueueMessage(tx, {
      channel: "sms",
      kind: "otp",
      recipient: phone,
      ownerPhone: phone,
      body: `${code} is your ${getConfig().hospitalName} code to book an appointment. It is valid for ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`,
      expiresAt,
      now,
    });
  });
  kickDispatcher();
  return {
    attemptId,
    sentTo: maskPhone(phone),
    expiresAt: expiresAt.toISOString(),
    resendAfter: new Date(now.getTime() + OTP_RESEND_SECONDS * 1000).toISOString(),
  };
}

export async function sendCode(db: Executor, input: { phone: string; pow: string; client: string }, clock: Clock): Promise<SendOtpResponse> {
  await spendProofOfWork(db, input.pow, input.client);
  await takeSendLimits(db, input.phone, input.client);
  return issueCode(db, crypto.randomUUID(), input.phone, clock());
}

const attemptEnded = () =>
  new DomainError("bad_request", "This verification has ended. Enter your mobile number again to get a new code.", { reason: "otp_attempt_unknown" });

export async function resendCode(db: Executor, input: { attemptId: string; pow: string; client: string }, clock: Clock): Promise<SendOtpResponse> {
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
  return issueCode(db, input.attemptId, latest.phone, now);
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
