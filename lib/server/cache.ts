import "server-only";
import { unstable_cache } from "next/cache";
import { connection } from "next/server";

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
 * A public read for pages, cached 300 s under a tag. Route handlers call the uncached
 * function: they are the source the browser's own 5-minute SWR cache reads from.
 *
 * It first marks the render as per-request (`connection()`). Next renders a page and its
 * layout side by side, so the root layout's own `connection()` does not stop a page's read
 * during `next build`: a build over an earlier run's build folder found that run's cached
 * entries and logged failed "revalidating cache" attempts at the closed database.
 */
export function cachedRead<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: string[]) {
  const cached = unstable_cache(fn, [key], { revalidate: REVALIDATE_SECONDS, tags });
  return async (...args: A): Promise<R> => {
    await connection();
    return cached(...args);
  };
}
