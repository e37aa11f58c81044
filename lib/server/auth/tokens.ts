import "server-only";
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";
import type { Executor } from "../db";
import type { Clock } from "../clock";
import { derivedKey } from "./keys";

/**
 * Signed tokens (jose, HS256):
 * - the booking token, issued when a phone is verified (kept by the site in localStorage
 *   `token`, SPEC section 6) and required by the booking and payment calls;
 * - the booking link, sent in the confirmation, that opens one booking.
 * Neither carries personal data: only ids, which the server looks up.
 */
const BOOKING_TOKEN_MINUTES = 30;
const ISSUER = "sunrise-hospital";
const ALGORITHM = "HS256";

export interface BookingTokenClaims {
  /** The OTP attempt that verified the phone (otp_challenges.attempt_id). */
  attemptId: string;
}

export interface BookingLinkClaims {
  bookingId: string;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export async function issueBookingToken(db: Executor, claims: BookingTokenClaims, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + BOOKING_TOKEN_MINUTES * 60_000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience("booking")
    .setSubject(claims.attemptId)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .sign(await derivedKey(db, "booking-token"));
  return { token, expiresAt };
}

/** The claims of a valid token, or null (missing, malformed, forged or expired). */
export async function readBookingToken(db: Executor, token: string | null, clock: Clock): Promise<BookingTokenClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await derivedKey(db, "booking-token"), {
      issuer: ISSUER,
      audience: "booking",
      algorithms: [ALGORITHM],
      currentDate: clock(),
    });
    return typeof payload.sub === "string" ? { attemptId: payload.sub } : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** A link token valid until `expiresAt` (the end of the appointment day). */
export async function issueBookingLink(db: Executor, claims: BookingLinkClaims, now: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience("booking-link")
    .setSubject(claims.bookingId)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .sign(await derivedKey(db, "booking-link"));
}

export async function readBookingLink(db: Executor, token: string, clock: Clock): Promise<BookingLinkClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await derivedKey(db, "booking-link"), {
      issuer: ISSUER,
      audience: "booking-link",
      algorithms: [ALGORITHM],
      currentDate: clock(),
    });
    return typeof payload.sub === "string" ? { bookingId: payload.sub } : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
