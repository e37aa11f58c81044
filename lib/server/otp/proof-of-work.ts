import "server-only";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Executor } from "../db";
import { derivedSecret } from "../auth/keys";
import { HttpError } from "../http/errors";
import { consumeLimit } from "../ratelimit";
import type { Clock } from "../clock";
import { getConfig } from "../config";

/**
 * A proof-of-work check before a code is sent (ALTCHA, altcha-lib): the browser spends about a
 * second finding a counter whose SHA-256 key starts with the challenge's prefix; a script
 * sending codes to thousands of numbers pays that for each. A solution is good once, for
 * 10 minutes.
 */
const VALID_SECONDS = 600;
/** How many keys the solver derives on average: about a second in a phone's browser. */
export const PRODUCTION_WORK = { min: 20_000, max: 50_000 };
/** The test suite's work (TEST_LOW_COST, which the config refuses outside NODE_ENV=test). */
export const TEST_WORK = { min: 10, max: 100 };

async function secrets(db: Executor): Promise<{ hmacSignatureSecret: string; hmacKeySignatureSecret: string }> {
  const root = await derivedSecret(db, "client-key");
  return { hmacSignatureSecret: `${root}:pow`, hmacKeySignatureSecret: `${root}:pow-key` };
}

export async function newChallenge(db: Executor, clock: Clock): Promise<Challenge> {
  const work = getConfig().lowTestCost ? TEST_WORK : PRODUCTION_WORK;
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(work.min, work.max),
    deriveKey,
    expiresAt: new Date(clock().getTime() + VALID_SECONDS * 1000),
    ...(await secrets(db)),
  });
}

const refusal = () =>
  new HttpError("bad_request", "The security check did not pass. Reload the page and try again.", { reason: "pow_failed" });

/** Verifies `payload` (base64 JSON of { challenge, solution }) and spends it. */
export async function spendProofOfWork(db: Executor, payload: string): Promise<void> {
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
  await consumeLimit("pow-used", parsed.challenge.signature, db);
}
