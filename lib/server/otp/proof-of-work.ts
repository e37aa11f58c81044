import "server-only";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Executor } from "../db";
import { derivedSecret } from "../auth/keys";
import { DomainError } from "@/lib/errors";
import { consumeLimit, usedPoints } from "../ratelimit";
import type { Clock } from "../clock";
import { getConfig } from "../config";

/**
 * A proof-of-work check before a code is sent (ALTCHA, altcha-lib): the browser spends about a
 * second finding a counter whose SHA-256 key starts with the challenge's prefix; a script
 * sending codes to thousands of numbers pays that for each. A solution is good once, for
 * 10 minutes.
 *
 * The cost rises with the client address's codes in the last hour, rather than locking the
 * address out: people behind one address (a family, an office, a hospital kiosk, a mobile
 * carrier's NAT) keep getting codes at a higher price, and the per-address ceiling
 * (LIMIT_RULES "otp-client") is only the last stop. The challenge carries its level (signed);
 * a solution of a level below the address's current one is refused, so cheap challenges
 * fetched early cannot be spent later.
 */
const VALID_SECONDS = 600;
/** How many keys the solver derives on average: about a second in a phone's browser. */
const PRODUCTION_WORK = { min: 20_000, max: 50_000 };
/** The test suite's work (TEST_LOW_COST, which the config refuses outside NODE_ENV=test). */
const TEST_WORK = { min: 10, max: 100 };

async function secrets(db: Executor): Promise<{ hmacSignatureSecret: string; hmacKeySignatureSecret: string }> {
  const root = await derivedSecret(db, "client-key");
  return { hmacSignatureSecret: `${root}:pow`, hmacKeySignatureSecret: `${root}:pow-key` };
}

/** Codes from one address in an hour per doubling of the work: 0–14 ×1, 15–29 ×2, 30–44 ×4, 45–59 ×8. */
const CODES_PER_LEVEL = 15;
const MAX_LEVEL = 3;
export const workLevelOf = (recentCodes: number): number => Math.min(MAX_LEVEL, Math.floor(recentCodes / CODES_PER_LEVEL));

/** The address's level now: from its codes in the last hour. */
const currentLevel = async (db: Executor, client: string): Promise<number> => workLevelOf(await usedPoints("otp-client", client, db));

export async function newChallenge(db: Executor, clock: Clock, client: string): Promise<Challenge> {
  const work = getConfig().lowTestCost ? TEST_WORK : PRODUCTION_WORK;
  const level = await currentLevel(db, client);
  const factor = 2 ** level;
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(work.min * factor, work.max * factor),
    deriveKey,
    expiresAt: new Date(clock().getTime() + VALID_SECONDS * 1000),
    data: { level },
    ...(await secrets(db)),
  });
}

const refusal = () =>
  new DomainError("bad_request", "The security check did not pass. Reload the page and try again.", { reason: "pow_failed" });

const renew = () =>
  new DomainError("bad_request", "Many codes were asked for from your network, so the security check takes a little longer now. Please try again.", { reason: "pow_failed" });

/** Verifies `payload` (base64 JSON of { challenge, solution }), of at least the address's current level, and spends it. */
export async function spendProofOfWork(db: Executor, payload: string, client: string): Promise<void> {
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    throw refusal();
  }
  if (!parsed?.challenge?.parameters || !parsed.solution || typeof parsed.challenge.signature !== "string") throw refusal();
  let verified = false;
  try {
    const result = await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, ...(await secrets(db)) });
    verified = result.verified && !result.expired;
  } catch {
    verified = false;
  }
  if (!verified) throw refusal();
  const level = Number(parsed.challenge.parameters.data?.level ?? 0);
  if (!Number.isInteger(level) || level < (await currentLevel(db, client))) throw renew();
  await consumeLimit("pow-used", parsed.challenge.signature, db);
}
