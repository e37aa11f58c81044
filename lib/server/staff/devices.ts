import "server-only";
import { decodeJwt, jwtVerify, SignJWT, errors as joseErrors } from "jose";
import type { Executor } from "../db";
import { derivedKey } from "../auth/keys";

/**
 * The known-device token (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * right password the server gives that browser a signed token naming the account, kept in an
 * httpOnly cookie. A sign-in that carries a valid one for the account is not held by the
 * account's wrong-password count (a guesser elsewhere cannot slow the real person down), and a
 * sign-in without one is a new device, of which the staff member is told by e-mail. It holds no
 * secret of the account: only its id and when it was issued; a password change or reset
 * (`passwordChangedAt` after it was issued) makes every earlier one unknown again.
 */
const ISSUER = "sunrise-hospital";
const AUDIENCE = "staff-device";
const ALGORITHM = "HS256";
export const DEVICE_DAYS = 180;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export async function issueDeviceToken(db: Executor, userId: string, now: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + DEVICE_DAYS * 86_400)
    .sign(await derivedKey(db, "staff-device"));
}

/** True when `token` is a valid device token of this account, issued since its password last changed. */
export async function isKnownDevice(db: Executor, token: string | null, account: { id: string; passwordChangedAt: Date }, now: Date): Promise<boolean> {
  if (!token) return false;
  try {
    const { payload } = await jwtVerify(token, await derivedKey(db, "staff-device"), { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM], currentDate: now });
    return payload.sub === account.id && typeof payload.iat === "number" && payload.iat >= seconds(account.passwordChangedAt);
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return false;
    throw error;
  }
}

/** How many accounts' tokens one browser keeps (a shared desk computer): the most recent first. */
const TOKENS_PER_BROWSER = 5;

/** The one of a browser's tokens that is a known device of this account, or null. */
export async function knownDeviceToken(db: Executor, tokens: readonly string[], account: { id: string; passwordChangedAt: Date }, now: Date): Promise<string | null> {
  for (const token of tokens) if (await isKnownDevice(db, token, account, now)) return token;
  return null;
}

/**
 * The tokens a browser keeps once `token` is issued to it for `userId`: that one first, then the
 * other accounts' it held (never an older one of this account), TOKENS_PER_BROWSER at most, so
 * every person who signs in at a shared desk stays a known device there.
 */
export function keptDeviceTokens(tokens: readonly string[], token: string, userId: string): string[] {
  const others = tokens.filter((t) => {
    try {
      return decodeJwt(t).sub !== userId;
    } catch {
      return false;
    }
  });
  return [token, ...others].slice(0, TOKENS_PER_BROWSER);
}
