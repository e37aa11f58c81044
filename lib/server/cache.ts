import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { carriesQueryData, classifyDbError } from "./db/errors";
import { logEvent } from "./log";
import { describeError } from "./db/errors";
import { isBuildPhase } from "./build-phase";

export { TAGS } from "@/lib/cache-tags";

/** Public reads stay cached for 5 minutes (SPEC.md section 9). */
export const REVALIDATE_SECONDS = 300;

/**
 * What a page sees of a failed database read. Next logs a page's errors as they are, and a
 * DrizzleQueryError's message holds the SQL and its parameters (what a visitor typed): so
 * the read logs its safe fields itself and throws this instead, with the SQLSTATE kept on
 * `code` for classification.
 */
export class PageReadError extends Error {
  readonly code?: string;
  constructor(read: string, sqlstate?: string) {
    super(`The database read "${read}" failed${sqlstate ? ` (SQLSTATE ${sqlstate})` : ""}.`);
    this.name = "PageReadError";
    this.code = sqlstate;
  }
}

/** A page's own read (cached or not): a database error leaves it without its query data. */
export function pageRead<A extends unknown[], R>(fn: (...args: A) => Promise<R>, read: string) {
  return async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (error) {
      if (!carriesQueryData(error)) throw error;
      logEvent("error", "page read failed", { route: `read ${read}`, ...describeError(error) });
      throw new PageReadError(read, classifyDbError(error)?.sqlstate);
    }
  };
}

/** A cached read ran while `next build` prerendered a page: the page lacks its build guard. */
export class BuildPhaseReadError extends Error {
  constructor(read: string) {
    super(`The cached read "${read}" ran during \`next build\`: wrap the page in cachedPage() (lib/server/build-phase.ts) so the build opens no database.`);
    this.name = "BuildPhaseReadError";
  }
}

/**
 * A public read for pages, cached 300 s under a tag. Route handlers call the uncached
 * function: they are the source the browser's own 5-minute SWR cache reads from.
 *
 * Every distinct argument list is an entry in the page cache (server/page-cache):
 * callers pass only bounded, canonical arguments. Detail pages read by a key only once
 * lib/server/compose/known-keys.ts says it names a record, lists only by filters of bounded
 * range and existing pages; free text (a name search) is never read through here.
 *
 * During `next build` it throws instead of reading: a page that reaches it then lacks its
 * build guard (cachedPage), and the build fails naming the read rather than opening a database.
 */
export function cachedRead<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: string[]) {
  const cached = unstable_cache(pageRead(fn, key), [key], { revalidate: REVALIDATE_SECONDS, tags });
  return async (...args: A): Promise<R> => {
    if (isBuildPhase()) throw new BuildPhaseReadError(key);
    return cached(...args);
  };
}

/**
 * What the page cache handler (server/page-cache/handler.mjs, loaded by Next outside the
 * bundle, so not importable here) offers the app, under the same global symbol; if the two
 * names ever differ, e2e/two-instances.spec.ts fails.
 */
type RevalidateNow = (tags: string[]) => Promise<void>;
export const REVALIDATE_NOW = Symbol.for("hospital.page-cache.revalidate-now");

/**
 * After a write has committed: every cached page and read made with one of these tags is
 * expired at once (not served stale), so the next request to any instance renders the new
 * data (server/page-cache/handler.mjs keeps the times in Redis when it is shared).
 *
 * Awaited before the write answers: the tags' time is in the shared store by then. Next's
 * own revalidateTag only queues the tags and starts the store's write after the response
 * (lint refuses a call that is not awaited).
 */
export async function revalidateTags(tags: readonly string[]): Promise<void> {
  const unique = await expireTagsInStore(tags);
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
}

/**
 * The page cache's half of revalidateTags, for work done outside a request (the dispatcher's
 * lapse of unpaid holds), where Next's revalidateTag has no request to queue the tags on and
 * throws. It is enough there: the handler compares every entry it serves with its tags' times.
 * The handler offers this once Next has loaded it for a first request; before that, nothing is
 * cached in this process, and with Redis other instances' pages go stale in 300 s as before.
 * Resolves to the tags, each once.
 */
export async function expireTagsInStore(tags: readonly string[]): Promise<string[]> {
  const unique = [...new Set(tags)];
  await (globalThis as { [REVALIDATE_NOW]?: RevalidateNow })[REVALIDATE_NOW]?.(unique);
  return unique;
}
