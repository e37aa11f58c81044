import "server-only";
import crypto from "node:crypto";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { createClient } from "@redis/client";
import { lt } from "drizzle-orm";
import { getConfig } from "../config";
import { getDb, type Executor } from "../db";
import { rateLimits } from "../db/schema";
import { derivedKey } from "../auth/keys";
import { logEvent } from "../log";

/**
 * The one mechanism of every rate limit (docs/ARCHITECTURE.md: the database by default, Redis when
 * REDIS_URL is set, so a limit holds across instances), on rate-limiter-flexible. While Redis
 * cannot be reached, each limit is counted elsewhere instead (the library's insurance limiter,
 * same points and window): in this process's memory, or in the database for a limit that must
 * hold across instances (`shared`); calls still answer. Keys never hold a phone number or an
 * address as such: each is an HMAC with a server key.
 */
export interface LimitRule {
  points: number;
  /** Window in seconds. */
  duration: number;
  /** What the visitor is told with the 429 (the wait is appended). */
  message: string;
  /**
   * Counted in the database while Redis is down, so that it holds across instances then too: a
   * proof of work spent once, and what keeps a number from being flooded with SMS.
   */
  shared?: true;
}

export const LIMIT_RULES = {
  /** OTP codes sent to one phone in an hour (ASVS 6.6 / SMS pumping). */
  "otp-phone": { points: 5, duration: 3600, message: "Too many codes have been sent to this number.", shared: true },
  /** The SMS confirming a place on a waitlist, to one number in a day. */
  "waitlist-sms-phone": { points: 5, duration: 86_400, message: "Enough waitlist confirmations went to this number today.", shared: true },
  /** Codes not sent (gateway refused or silent) whose points one number gets back in an hour. */
  "otp-refund-phone": { points: 2, duration: 3600, message: "Codes to this number could not be sent.", shared: true },
  /**
   * OTP codes one client address asks for in an hour: a hard ceiling only. Whole families,
   * offices, kiosks and mobile carriers' NAT share one address, so below it the cost rises
   * instead (the proof of work's difficulty grows with the address's recent codes: proof-of-work.ts).
   */
  "otp-client": { points: 60, duration: 3600, message: "Too many codes have been requested from your network in the last hour." },
  /** Every code the site sends in an hour: set by OTP_SITE_HOURLY_LIMIT. */
  "otp-site": { points: 300, duration: 3600, message: "We are sending too many codes right now. Please call the hospital to book, or try again later.", shared: true },
  /** Code checks from one client address (each code also allows only 5 wrong tries). */
  "otp-verify-client": { points: 30, duration: 3600, message: "Too many code checks from your network." },
  /**
   * Booking and payment calls from one client address: a booking takes about ten, and many
   * visitors share one address behind a mobile carrier's NAT, so the bound is generous.
   */
  "booking-client": { points: 300, duration: 600, message: "Too many booking requests from your network." },
  /** Contact-form messages from one client address. */
  /** Booking links sent again: from one address, and to one phone (so a number cannot be flooded). */
  "links-client": { points: 10, duration: 3600, message: "Too many requests for booking links from your network. Please call the hospital." },
  "links-phone": { points: 3, duration: 86_400, message: "The links were already sent to this number three times today. Please call the hospital.", shared: true },
  "contact-client": { points: 5, duration: 3600, message: "Too many messages have been sent from your network." },
  /** Contact acknowledgements to one e-mail address in a day (over it, the message is kept, the e-mail not sent). */
  "contact-ack-recipient": { points: 3, duration: 86_400, message: "Enough acknowledgements went to this address today." },
  /** Job applications from one client address. */
  "apply-client": { points: 10, duration: 3600, message: "Too many applications have been sent from your network." },
  /** Forgotten-password requests from one client address (each answers the same, whatever the e-mail). */
  "staff-reset-client": { points: 10, duration: 3600, message: "Too many password reset requests from your network." },
  /** Reset links sent to one staff account in an hour (over it, nothing more is sent; the answer is the same). */
  "staff-reset-account": { points: 3, duration: 3600, message: "Enough reset links went to this account this hour.", shared: true },
  /** New-device e-mails to one staff account in an hour (over it, none is sent; the sign-in is still audited). */
  "staff-new-device": { points: 3, duration: 3600, message: "Enough new-device e-mails went to this account this hour.", shared: true },
  /** A proof-of-work solution is good once. */
  "pow-used": { points: 1, duration: 900, message: "This security check was already used. Reload the page and try again.", shared: true },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_RULES;

function ruleOf(name: LimitName): LimitRule {
  const rule: LimitRule = LIMIT_RULES[name];
  return name === "otp-site" ? { ...rule, points: getConfig().otpSiteHourlyLimit } : rule;
}

interface LimiterStore {
  __hospitalLimiters?: WeakMap<object, Map<LimitName, RateLimiterAbstract>>;
  __hospitalLimiterRedis?: RedisClient;
}
type RedisClient = ReturnType<typeof createRedis>;
const createRedis = (url: string) =>
  createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 2000) } });
const store = globalThis as LimiterStore;

function redisClient(url: string): RedisClient {
  if (!store.__hospitalLimiterRedis) {
    const client = createRedis(url);
    let lastLog = 0;
    client.on("error", () => {
      if (Date.now() - lastLog > 60_000) {
        lastLog = Date.now();
        logEvent("error", "rate_limit_redis_error", { detail: "Redis for rate limits is unreachable; each instance counts limits in memory until it is back" });
      }
    });
    void client.connect().catch(() => undefined);
    store.__hospitalLimiterRedis = client;
  }
  return store.__hospitalLimiterRedis;
}

const startupWaits = new WeakMap<RedisClient, Promise<void>>();

/**
 * Gives a new Redis client up to 2 s to connect, once per client (the first calls after a start
 * would otherwise be counted in memory while it is still connecting). Later calls never wait:
 * while Redis is down the limiter's `rejectIfRedisNotReady` hands them to the in-memory
 * insurance limiter at once.
 */
async function whenRedisReady(url: string): Promise<void> {
  const client = redisClient(url);
  let wait = startupWaits.get(client);
  if (!wait) {
    wait = (async () => {
      const deadline = Date.now() + 2000;
      while (!client.isReady && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    })();
    startupWaits.set(client, wait);
  }
  await wait;
}

function limiterFor(db: Executor, name: LimitName): RateLimiterAbstract {
  store.__hospitalLimiters ??= new WeakMap();
  let byName = store.__hospitalLimiters.get(db);
  if (!byName) {
    byName = new Map();
    store.__hospitalLimiters.set(db, byName);
  }
  let limiter = byName.get(name);
  if (!limiter) {
    const rule = ruleOf(name);
    const redisUrl = getConfig().redisUrl;
    limiter = redisUrl
      ? new RateLimiterRedis({
          storeClient: redisClient(redisUrl),
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: `hospital:rl:${name}`,
          points: rule.points,
          duration: rule.duration,
          // Redis not ready or a command failing: the limit is counted meanwhile by the database
          // (a shared limit) or by this process.
          insuranceLimiter: rule.shared
            ? new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: name, points: rule.points, duration: rule.duration, clearExpiredByTimeout: false })
            : new RateLimiterMemory({ keyPrefix: `insurance:${name}`, points: rule.points, duration: rule.duration }),
        })
      : // No timer of the library's own (one per limiter, holding its database): the hourly job prunes (pruneRateLimits).
        new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: name, points: rule.points, duration: rule.duration, clearExpiredByTimeout: false });
    byName.set(name, limiter);
  }
  return limiter;
}

/** A stable, non-reversible key for a phone number or an address. */
async function keyOf(db: Executor, value: string): Promise<string> {
  return crypto.createHmac("sha256", await derivedKey(db, "client-key")).update(value).digest("base64url").slice(0, 32);
}

/** Deletes the counters of windows that ended over an hour ago (the table stays as small as the traffic of the last hour). */
export async function pruneRateLimits(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - 3600_000)))
    .returning({ key: rateLimits.key });
  return gone.length;
}

function retryAfterText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Over a limit: the route wrapper answers 429 with Retry-After and this message (lib/server/api/errors.ts). */
export class RateLimitedError extends Error {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(`${message} Please try again in ${retryAfterText(retryAfterSeconds)}.`);
    this.name = "RateLimitedError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Neither the store nor its fallback could count a limit: the call answers 503 rather than go unlimited. */
export class RateLimitStoreError extends Error {
  constructor() {
    super("This service is busy right now. Please try again in a moment.");
    this.name = "RateLimitStoreError";
  }
}

/**
 * Takes one point of a limit for `value` (a phone, a client address, "site"); over the limit it
 * throws a 429 with Retry-After and a message the visitor can act on. `onStoreFailure: "allow"`
 * lets a call that must not be lost to a limiter's own failure (the gateway's payment result)
 * through when no store can count it; by default such a call is refused with a 503.
 */
export async function consumeLimit(name: LimitName, value: string, db?: Executor, options: { onStoreFailure?: "refuse" | "allow" } = {}): Promise<void> {
  const executor = db ?? (await getDb());
  const limiter = limiterFor(executor, name);
  const redisUrl = getConfig().redisUrl;
  if (redisUrl) await whenRedisReady(redisUrl);
  const key = await keyOf(executor, value);
  try {
    await limiter.consume(key);
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      throw new RateLimitedError(ruleOf(name).message, Math.max(1, Math.ceil(result.msBeforeNext / 1000)));
    }
    if (options.onStoreFailure === "allow") {
      logEvent("error", "rate_limit_store_failed", { detail: `${name}: the limit could not be counted; the call goes through` });
      return;
    }
    if (getConfig().redisUrl) {
      // Neither Redis nor the in-memory fallback answered: refusing is safer than sending codes without a limit.
      throw new RateLimitStoreError();
    }
    throw result;
  }
}

/**
 * Takes a point of a limit that only decides whether something optional happens (an
 * acknowledgement, a confirmation SMS, points given back): true when there was one left, false
 * when the limit is reached; a limiter's own failure still throws.
 */
export async function withinLimit(name: LimitName, value: string, db?: Executor): Promise<boolean> {
  return consumeLimit(name, value, db).then(
    () => true,
    (error: unknown) => {
      if (error instanceof RateLimitedError) return false;
      throw error;
    },
  );
}

/** The points of a limit `value` has used in its current window, without taking one (0 when none). */
export async function usedPoints(name: LimitName, value: string, db?: Executor): Promise<number> {
  const executor = db ?? (await getDb());
  const redisUrl = getConfig().redisUrl;
  if (redisUrl) await whenRedisReady(redisUrl);
  try {
    const result = await limiterFor(executor, name).get(await keyOf(executor, value));
    return result?.consumedPoints ?? 0;
  } catch {
    // The store cannot be read: the caller then assumes nothing was used (consumeLimit still refuses).
    return 0;
  }
}

/** Gives a point back (a send that failed before anything left the site). */
export async function refundLimit(name: LimitName, value: string, db?: Executor): Promise<void> {
  const executor = db ?? (await getDb());
  await limiterFor(executor, name)
    .reward(await keyOf(executor, value), 1)
    .catch(() => undefined);
}

/**
 * Tests that switch the store (REDIS_URL) start over, as a new process would.
 * @internal
 */
export async function forgetLimiters(): Promise<void> {
  store.__hospitalLimiters = undefined;
  const client = store.__hospitalLimiterRedis;
  store.__hospitalLimiterRedis = undefined;
  client?.destroy();
}
