"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { withoutTrailingSlash } from "@/lib/path-prefix";

/** Wait before showing the spinner, so fast (cached) navigations do not flash it. */
export const SPINNER_DELAY_MS = 150;
/** Never leave a visitor behind a spinner: a navigation that takes longer gives the page back. */
export const SPINNER_GIVE_UP_MS = 15_000;

/**
 * The page a URL shows: its origin, path and query, without the fragment. Two URLs with the
 * same key are one document; moving between them (a hash link, Back and Forward between the
 * entries a hash link made) never loads a page. The query is normalised the way
 * useSearchParams prints it.
 */
function pageKey(url: URL | Location): string {
  // "/doctorList/" redirects to "/doctorList": the same page.
  const path = withoutTrailingSlash(url.pathname);
  return `${url.origin}${path}?${new URLSearchParams(url.search).toString()}`;
}

/**
 * Addresses the browser fetches as files, never rendered as a page by the router: the API,
 * uploads and assets, and anything with a file extension (/sitemap.xml, a PDF, an image).
 * A click on one leaves the page where it is, so nothing would take the spinner down.
 */
function isFileAddress(url: URL): boolean {
  if (/^\/(api|public|_next)(\/|$)/.test(url.pathname)) return true;
  const last = url.pathname.split("/").pop() ?? "";
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** Whether going from one URL to another changes the page (path or query), not just the fragment. */
function changesPage(from: URL | Location, to: URL | Location): boolean {
  return pageKey(from) !== pageKey(to);
}

/** Whether a click on this anchor starts an in-app navigation to another page. */
export function startsNavigation(event: MouseEvent, anchor: HTMLAnchorElement, current: URL): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download")) return false;
  const href = anchor.getAttribute("href");
  if (!href || href.startsWith("#") || /^(mailto|tel|sms|javascript):/i.test(href)) return false;
  const next = new URL(href, current);
  if (next.origin !== current.origin || isFileAddress(next)) return false;
  return changesPage(current, next);
}

/**
 * SPEC.md section 2: "Pages load lazily, with a full-screen spinner shown while a page loads."
 * Shown during client-side navigations until the new page has rendered. The first load of
 * any page is server-rendered HTML and needs no spinner; a route-level loading.tsx is not
 * used because a Suspense boundary above pages would turn 404s and redirects into 200s.
 *
 * Only a change of page (path or query) raises it. A same-document step never does: a
 * fragment link fires popstate in browsers, and Back/Forward between a page's own history
 * entries fires it again, yet neither changes the pathname that would take the spinner down,
 * so it would have stayed up, blocking every click, until the 15 s give-up.
 */
export function NavigationSpinner({ label }: { label?: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const locationKey = `${pathname}?${searchParams?.toString() ?? ""}`;
  const currentKey = useRef(locationKey);
  // The URL of the page on screen (kept up to date on every page change), to tell at a
  // popstate, when window.location already names the new entry, whether the page changes.
  const shownUrl = useRef<URL | null>(null);
  // The location a navigation started from; it is over once the location differs.
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  // A new page is on screen: whatever navigation was under way is over. Forgetting it here,
  // not only ignoring it while the location differs, matters: Back to the page a navigation
  // started from would otherwise match its stale state and raise the spinner at once.
  const [lastKey, setLastKey] = useState(locationKey);
  if (locationKey !== lastKey) {
    setLastKey(locationKey);
    setPendingFrom(null);
    setShownFor(null);
  }
  const pending = pendingFrom !== null && pendingFrom === locationKey;

  useEffect(() => {
    currentKey.current = locationKey;
    shownUrl.current = new URL(window.location.href);
  }, [locationKey]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor) return;
      if (startsNavigation(event, anchor, new URL(window.location.href))) {
        setShownFor(null);
        setPendingFrom(currentKey.current);
      }
    };
    const onPopState = () => {
      const from = shownUrl.current;
      if (from && !changesPage(from, window.location)) return;
      setShownFor(null);
      setPendingFrom(currentKey.current);
    };
    // Capture phase: next/link calls preventDefault in its React onClick (React listens on the
    // document root, registered before this effect), so a bubble-phase listener would see every
    // client-side navigation as defaultPrevented and never show the spinner.
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const show = window.setTimeout(() => setShownFor(locationKey), SPINNER_DELAY_MS);
    const giveUp = window.setTimeout(() => setPendingFrom(null), SPINNER_GIVE_UP_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [pending, locationKey]);

  return pending && shownFor === locationKey ? <FullScreenSpinner label={label} /> : null;
}
