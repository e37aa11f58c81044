import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's internal link: next/link (client-side navigation) without prefetching.
 *
 * Every page here renders per request (docs/ARCHITECTURE.md), so a viewport prefetch can only
 * fetch the shared layout, not the page: on a list of 24 doctor cards that was dozens of
 * requests, each a server render, and their decoding on the visitor's main thread while the
 * page was still becoming interactive (Lighthouse's Total Blocking Time). A click fetches the
 * page in one request either way.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
