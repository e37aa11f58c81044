"use client";

import { usePathname } from "next/navigation";
import { isPageOf } from "@/lib/console-pages";

/**
 * The public site's header, footer and help chat, left out of the staff console's pages: the
 * console is a workplace of its own (components/console/console-bar.tsx). Rendered on the
 * server too (usePathname knows the address), so a page's HTML has or lacks them from the start.
 * `always`: the whole not-found document keeps them at any address, so a visitor has ways on.
 * `instead`: what a console page shows in their place (the console's own bar for the header).
 * `consolePages`: the console's pages (CONSOLE_ROUTES, handed over by the server).
 */
export function PublicOnly({
  consolePages,
  always = false,
  instead = null,
  children,
}: {
  consolePages: { readonly home: string } & Readonly<Record<string, string>>;
  always?: boolean;
  instead?: React.ReactNode;
  children: React.ReactNode;
}) {
  const pathname = usePathname() ?? "";
  return always || !isPageOf(consolePages, pathname) ? children : instead;
}
