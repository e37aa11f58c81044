import "server-only";
import { jwtVerify, SignJWT, errors as joseErrors } from "jose";
import type { Executor } from "../db";
import type { Clock } from "../clock";
import { derivedKey } from "./keys";

/**
 * The signed link of a waitlist offer (jose, HS256, its own key and audience, so a booking link
 * or token can never stand in for it): it carries only the offer's id. It stays readable until
 * the offered slot begins; whether the offer can still be claimed is the offer row's to say.
 */
const ISSUER = "sunrise-hospital";
const AUDIENCE = "waitlist-offer";
/** The link sent on joining: it opens the place on the waitlist, to leave it. */
const ENTRY_AUDIENCE = "waitlist-entry";
const ALGORITHM = "HS256";

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export async function issueOfferLink(db: Executor, offerId: string, now: Date, validUntil: Date, audience: string = AUDIENCE): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(offerId)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(validUntil))
    .sign(await derivedKey(db, "waitlist-offer"));
}

/** The offer id of a valid link, or null (malformed, forged, of another kind, or past its slot). */
export async function readOfferLink(db: Executor, token: string, clock: Clock, audience: string = AUDIENCE): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await derivedKey(db, "waitlist-offer"), {
      issuer: ISSUER,
      audience,
      algorithms: [ALGORITHM],
      currentDate: clock(),
    });
    return typeof payload.sub === "string" && /^[0-9a-f-]{36}$/i.test(payload.sub) ? payload.sub : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** The link sent on joining (its entry's id), valid until the day after the range ends. */
export const issueEntryLink = (db: Executor, entryId: string, now: Date, validUntil: Date) => issueOfferLink(db, entryId, now, validUntil, ENTRY_AUDIENCE);

/** The entry id of a valid link sent on joining, or null. */
export const readEntryLink = (db: Executor, token: string, clock: Clock) => readOfferLink(db, token, clock, ENTRY_AUDIENCE);
