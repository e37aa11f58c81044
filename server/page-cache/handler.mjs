// The cache handler of Next.js (next.config.ts `cacheHandler`): where the full-route cache
// (cached pages' HTML and RSC payload) and the data cache (`unstable_cache` reads) live.
// Plain ESM because Next loads it with import() outside the bundler.
//
// - Without REDIS_URL: this process's memory, bounded in bytes (one instance).
// - With REDIS_URL: one Redis shared by every instance, so a change made through one instance
//   is seen on the next request to any other: a revalidated tag is a time in Redis, and any
//   entry older than the revalidation of one of its tags is a miss (a fresh render).
// - An entry's age, for that comparison, is when its render began (when its request first
//   asked for it), not when it was stored: a render that read the data before a write and
//   finished after the write's revalidation stores nothing, never the old page kept as new.
// - A write awaits its revalidation before it answers (revalidateNow, below): Next itself only
//   starts the handler's revalidateTag once a route handler has returned, without waiting.
// - During `next build`: nothing is stored or read. The build renders no data (it opens no
//   database, see lib/server/build-phase.ts), so what it would store is a placeholder that
//   must never be served; every page is rendered on its first request instead.
// - Only what a record's address answers with 200 is kept: a 404 or a redirect is rendered
//   again each time (cheaply: no database read for an unknown key), so 10 000 junk addresses
//   leave the cache as it was.
//
// Settings (validated at start-up by lib/server/config.ts, which names a bad one):
// REDIS_URL, PAGE_CACHE_MEMORY_MB (memory mode's bound, default 64).
//
// Next also hands this handler to the middleware's edge runtime, which has no Node modules:
// there it stores nothing (the middleware reads no cache), and the stores, which need Node,
// are loaded only in the Node.js runtime.

/** Next's header that lists the tags a cached page was rendered with. */
const TAGS_HEADER = "x-next-cache-tags";
/** How long an entry may stay in a store when Next names no lifetime (seconds). */
const DEFAULT_TTL_SECONDS = 3600;

const isBuild = () => process.env.NEXT_PHASE === "phase-production-build";
/** No store: while `next build` runs, and in the edge runtime. */
const isInert = () => isBuild() || process.env.NEXT_RUNTIME === "edge";

/** When each message was last logged: a Redis that stays down is reported once a minute, not per retry. */
const lastLogged = new Map();
const LOG_EVERY_MS = 60_000;

function logLine(message, error) {
  const now = Date.now();
  if (now - (lastLogged.get(message) ?? -Infinity) < LOG_EVERY_MS) return;
  lastLogged.set(message, now);
  // One JSON line like lib/server/log.ts; an error's class and code only (never its text,
  // which for Redis can carry the URL with its password).
  const line = { level: "warn", message: `[page-cache] ${message}` };
  if (error) Object.assign(line, { error: error.constructor?.name, code: error.code });
  console.warn(JSON.stringify(line));
}

/** The build's id, so instances of two deployments never serve each other's pages. */
async function buildIdOf(serverDistDir) {
  const { readFile } = await import("node:fs/promises");
  try {
    return (await readFile(`${serverDistDir}/../BUILD_ID`, "utf8")).trim();
  } catch {
    return "dev";
  }
}

async function openStore(ctx, env) {
  const { MemoryStore, RedisStore } = await import("./stores.mjs");
  const prefix = `hospital:${await buildIdOf(ctx.serverDistDir ?? ".next/server")}:`;
  const maxBytes = (Number(env.PAGE_CACHE_MEMORY_MB) || 64) * 1024 * 1024;
  const store = env.REDIS_URL ? new RedisStore({ url: env.REDIS_URL, prefix, log: logLine }) : new MemoryStore({ maxBytes });
  await store.ready;
  return store;
}

/** How long a store may take to answer before the request goes on without it (a hung Redis). */
const STORE_TIMEOUT_MS = 500;

class StoreTimeoutError extends Error {
  code = "ETIMEDOUT";
}

/** `work` of `store`, or a StoreTimeoutError after STORE_TIMEOUT_MS: a cache never holds a request up for long. */
function inTime(store, work) {
  // This process's memory answers at once: no timer for it (two fewer on every page served).
  if (store.kind === "memory") return work;
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError("the page cache's store did not answer in time")), STORE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The one store of this process (Next creates a handler object per request). */
let shared;
export function storeFor(ctx, env = process.env) {
  shared ??= openStore(ctx, env);
  return shared;
}

/** For tests: forget the process's store (closing a Redis connection). */
export async function resetStore() {
  const store = await shared;
  shared = undefined;
  await store?.close?.();
}

/** The tags an entry was made with: a data read's own, or those Next lists on a page. */
function tagsOf(data, ctx) {
  if (data?.kind === "FETCH") return ctx.tags ?? data.tags ?? [];
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/** The not-found page's own route: what the server's not-found step renders for every 404. */
const NOT_FOUND_ROUTE = /\/_not-found$/;

/**
 * Whether an answer is worth keeping: a page or route that answered 200, or a data read. Not
 * the not-found page: its heading names what the missing address was for ("Doctor not
 * found"), read from that address, so one stored copy would answer every 404 with the first
 * one's heading.
 */
export function isCacheable(data, key = "") {
  if (!data || NOT_FOUND_ROUTE.test(key)) return false;
  if (data.kind === "FETCH") return true;
  if (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") return (data.status ?? 200) === 200;
  return false;
}

function ttlOf(data, ctx) {
  const expire = ctx.cacheControl?.expire;
  const revalidate = ctx.cacheControl?.revalidate ?? ctx.revalidate ?? data?.revalidate;
  const seconds = typeof expire === "number" ? expire : typeof revalidate === "number" ? revalidate * 12 : DEFAULT_TTL_SECONDS;
  return Math.max(1, Math.min(seconds, DEFAULT_TTL_SECONDS));
}

/** How long a render may take: a store whose render's start is unknown is taken to have begun that long before. */
const RENDER_LIMIT_MS = 60_000;
/** Keys whose start one handler keeps (a request asks for a few dozen). */
const STARTS_KEPT = 1000;

/**
 * What a write awaits before it answers (lib/server/cache.ts revalidateTags): the tags' new
 * time in the store. Next only starts the handler's revalidateTag after a route handler has
 * returned, and hands it to the server's waitUntil instead of awaiting it, so without this
 * the 200 of a save can reach the client before the time reaches Redis, and another
 * instance's next request serves the old page. Next loads this module outside the bundle,
 * so the app finds it here, under a global symbol, as Next finds its own cache handlers.
 */
export const REVALIDATE_NOW = Symbol.for("hospital.page-cache.revalidate-now");

export default class PageCacheHandler {
  constructor(ctx) {
    this.ctx = ctx;
    // Next makes a handler for every request (its IncrementalCache), before the route's code runs,
    // and a render's get and set go through that one: when this request first asked for each key,
    // which a render stored through it cannot have read its data before. Freed with the request.
    this.starts = new Map();
    // All of them share one store.
    globalThis[REVALIDATE_NOW] ??= (tags) => this.revalidateTag(tags);
  }

  async get(key, ctx = {}) {
    if (isInert()) return null;
    // A miss is rendered now; a hit Next takes as stale is rendered again after it is served.
    const noted = this.starts.get(key);
    if (noted === undefined || Date.now() - noted >= RENDER_LIMIT_MS) {
      this.starts.delete(key);
      // A handler that outlives its request (Next's own, outside any request) keeps only the newest.
      if (this.starts.size >= STARTS_KEPT) this.starts.delete(this.starts.keys().next().value);
      this.starts.set(key, Date.now());
    }
    try {
      const store = await storeFor(this.ctx);
      const entry = await inTime(store, store.get(key));
      if (entry) {
        const tags = [...new Set([...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])];
        const times = await inTime(store, store.tagTimes(tags));
        // Revalidated after this entry's render began: a miss, so the next request renders fresh data.
        const since = entry.renderedFrom ?? entry.lastModified;
        if (!times.some((at) => at >= since)) {
          return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
        }
      }
    } catch (error) {
      logLine("read failed; rendering instead", error);
    }
    return null;
  }

  async set(key, data, ctx = {}) {
    if (isInert()) return;
    const now = Date.now();
    // With no start noted (Next stores some reads without asking first), or a render longer
    // than RENDER_LIMIT_MS, it is taken to have begun that long ago.
    const renderedFrom = Math.max(this.starts.get(key) ?? 0, now - RENDER_LIMIT_MS);
    this.starts.delete(key);
    if (!isCacheable(data, key)) return;
    try {
      const store = await storeFor(this.ctx);
      const tags = tagsOf(data, ctx);
      // Revalidated since this render began: it read old data; store nothing, leaving what is there.
      const times = await inTime(store, store.tagTimes(tags));
      if (times.some((at) => at >= renderedFrom)) return;
      // lastModified is Next's (its 300 s run from it); renderedFrom is what the tags' times are measured against.
      const entry = { value: data, lastModified: now, renderedFrom, tags, cacheControl: ctx.cacheControl };
      await inTime(store, store.set(key, entry, ttlOf(data, ctx)));
    } catch (error) {
      logLine("write failed; the page stays uncached", error);
    }
  }

  async revalidateTag(tags) {
    if (isInert()) return;
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
    try {
      const store = await storeFor(this.ctx);
      await inTime(store, store.revalidate(list, Date.now()));
    } catch (error) {
      // Other instances keep their copy until it goes stale (300 s): say so loudly.
      logLine(`revalidating ${list.join(",")} failed; other instances may show old pages for up to 300 s`, error);
    }
  }

  resetRequestCache() {}
}
