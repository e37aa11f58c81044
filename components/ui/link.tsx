"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { localeOfPath, localePath } from "@/lib/i18n/paths";

/**
 * The site's internal link: next/link (client-side navigation) without prefetching, kept in the
 * language of the page it is on: on a Marathi page, "/about" leads to "/mr/about" (a page not
 * translated yet stays English). Every address is built in English (lib/routes.ts); this is the
 * one place a link learns its language.
 *
 * Every page here renders per request (docs/ARCHITECTURE.md), so a viewport prefetch can only
 * fetch the shared layout, not the page: on a list of 24 doctor cards that was dozens of
 * requests, each a server render, and their decoding on the visitor's main thread while the
 * page was still becoming interactive (Lighthouse's Total Blocking Time). A click fetches the
 * page in one request either way.
 */
export function Link({ prefetch = false, href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = localeOfPath(usePathname() ?? "/");
  const localized = typeof href === "string" ? localePath(locale, href) : href;
  return <NextLink prefetch={prefetch} href={localized} {...props} />;
}
