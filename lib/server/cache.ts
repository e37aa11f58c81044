import "server-only";
import { unstable_cache } from "next/cache";

/** Cache tags of public reads; every write to a domain revalidates its tag. */
export const TAGS = {
  footer: "footer",
  specialities: "specialities",
  doctors: "doctors",
  services: "services",
  home: "home",
} as const;

/** Public reads stay cached for 5 minutes (SPEC.md section 9). */
export const REVALIDATE_SECONDS = 300;

/**
 * A public read for pages, cached 300 s under a tag. Route handlers call the uncached
 * function: they are the source the browser's own 5-minute SWR cache reads from.
 */
export function cachedRead<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: string[]) {
  return unstable_cache(fn, [key], { revalidate: REVALIDATE_SECONDS, tags });
}
