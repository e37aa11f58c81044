import "server-only";
import { unstable_cache } from "next/cache";
import { connection } from "next/server";
import { carriesQueryData, classifyDbError } from "./db/errors";
import { describeError, logEvent } from "./log";

/** Cache tags of public reads; every write to a domain revalidates its tag. */
export const TAGS = {
  footer: "footer",
  specialities: "specialities",
  doctors: "doctors",
  services: "services",
  home: "home",
  contact: "contact",
} as const;

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

/** Thrown inside a cached read to leave its result out of the cache (a miss). */
class Miss {
  constructor(readonly value: unknown) {}
}

const isNothing = (value: unknown) => value === null || value === undefined;

/**
 * A public read for pages, cached 300 s under a tag. Route handlers call the uncached
 * function: they are the source the browser's own 5-minute SWR cache reads from.
 *
 * A miss (null by default, or what `isMiss` says, e.g. an empty page of a list) is never
 * stored: every address a visitor types or guesses would otherwise leave an entry in Next's
 * cache on disk, which nothing ever removes. Only records that exist take cache space, so
 * its size is bounded by the database, not by traffic. Callers pass canonical keys
 * (lower-cased slugs), so the case variants of one address share one entry.
 *
 * It first marks the render as per-request (`connection()`). Next renders a page and its
 * layout side by side, so the root layout's own `connection()` does not stop a page's read
 * during `next build`: a build over an earlier run's build folder found that run's cached
 * entries and logged failed "revalidating cache" attempts at the closed database.
 */
export function cachedRead<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: string[],
  isMiss: (result: R) => boolean = isNothing,
) {
  const read = pageRead(fn, key);
  // unstable_cache stores what the function returns and nothing of what it throws.
  const cached = unstable_cache(
    async (...args: A) => {
      const result = await read(...args);
      if (isMiss(result)) throw new Miss(result);
      return result;
    },
    [key],
    { revalidate: REVALIDATE_SECONDS, tags },
  );
  return async (...args: A): Promise<R> => {
    await connection();
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof Miss) return error.value as R;
      throw error;
    }
  };
}
