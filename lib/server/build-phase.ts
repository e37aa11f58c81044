import "server-only";
import type { Metadata } from "next";
import { getConfig } from "./config";

// `next build` prerenders every page without parameters, and there is no supported way to
// skip that (next.js discussions #39050, #45383); the only other way to cache such a page is a
// rewrite to a dynamic segment, which would cost the design card its one segment per route.
// So during the build a cached content page renders an empty placeholder and reads nothing:
// the build opens no database. The placeholder is never served: the page cache
// (server/page-cache/handler.mjs) stores nothing during the build, so each page is
// rendered for real on its first request and cached from then on (300 s, tag-revalidated).

/** True while `next build` runs. */
export const isBuildPhase = (): boolean => getConfig().isBuild;

/** A cached content page: nothing during the build, the page on every real render. */
export function cachedPage<P extends object>(Page: (props: P) => React.ReactNode | Promise<React.ReactNode>) {
  return function CachedPage(props: P) {
    return isBuildPhase() ? null : Page(props);
  };
}

/** The metadata of a cached content page: none during the build. */
export function cachedMetadata<P extends object>(generate: (props: P) => Promise<Metadata>) {
  return async function generateMetadata(props: P): Promise<Metadata> {
    return isBuildPhase() ? {} : generate(props);
  };
}

/**
 * A detail route's generateStaticParams: no address is prerendered at build; each is rendered
 * on its first request and then cached like a prerendered one.
 */
export async function onDemandOnly(): Promise<never[]> {
  return [];
}
