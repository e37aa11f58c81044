import "server-only";
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";
import type { Executor } from "../db";
import { derivedKey } from "./keys";

/**
 * The signed link of a staff password reset (jose, HS256, its own key and audience): it carries
 * only the reset's id (staff_password_resets), which the database takes once. Signed when the
 * e-mail is sent (lib/server/outbox/link-secrets.ts), so no stored message holds it.
 */
const ISSUER = "sunrise-hospital";
const AUDIENCE = "staff-reset";
const ALGORITHM = "HS256";

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export async function issueResetLink(db: Executor, resetId: string, now: Date, validUntil: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(resetId)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(validUntil))
    .sign(await derivedKey(db, "staff-reset"));
}

/** The reset id of a valid link, or null (malformed, forged, of another kind, or past its 30 minutes). */
export async function readResetLink(db: Executor, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await derivedKey(db, "staff-reset"), { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM], currentDate: now });
    return typeof payload.sub === "string" && /^[0-9a-f-]{36}$/i.test(payload.sub) ? payload.sub : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
