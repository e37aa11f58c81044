import "server-only";
import { getDb } from "../db";
import { readBookingToken } from "../auth/tokens";
import { and, eq, isNotNull } from "drizzle-orm";
import { otpChallenges } from "../db/schema";
import { systemClock } from "../clock";
import { HttpError } from "./errors";

/** The verified visitor of a booking call: the attempt their token names, and the phone it verified. */
export interface BookingCaller {
  attemptId: string;
  phone: string;
  /**
   * Whether the phone was proven by a code sent to it. A token from a signed link (a waitlist
   * offer's claim: verifiedByLink) proves one booking, not the phone's whole record.
   */
  byCode: boolean;
}

const unauthorized = () =>
  new HttpError("unauthorized", "Your phone verification has expired or is missing. Please verify your mobile number again.", { reason: "token_invalid" });

/** A link's token offered where only a code proves the phone (the whole record of /my-data). */
export const phoneNotProven = () =>
  new HttpError("unauthorized", "To see or change your data, verify your mobile number with a code sent to it.", { reason: "token_invalid" });

/** Reads `Authorization: Bearer <token>` (the token of /misc/verify-otp); a missing, forged or expired one is a 401. */
export async function bookingCallerOf(request: Request): Promise<BookingCaller> {
  const match = /^Bearer\s+([A-Za-z0-9_.-]{20,2000})$/.exec((request.headers.get("authorization") ?? "").trim());
  if (!match) throw unauthorized();
  const db = await getDb();
  const claims = await readBookingToken(db, match[1], systemClock);
  if (!claims) throw unauthorized();
  // The phone the token's attempt verified (the challenge row stays a day; the token 30 minutes).
  const [row] = await db
    .select({ phone: otpChallenges.phone, codeHash: otpChallenges.codeHash })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.attemptId, claims.attemptId), isNotNull(otpChallenges.verifiedAt)))
    .limit(1);
  if (!row) throw unauthorized();
  return { attemptId: claims.attemptId, phone: row.phone, byCode: row.codeHash !== "" };
}
