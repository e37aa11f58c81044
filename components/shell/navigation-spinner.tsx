"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { FullScreenSpinner } from "@/components/ui/spinner";

/** Wait before showing the spinner, so fast (cached) navigations do not flash it. */
export const SPINNER_DELAY_MS = 150;
/** Never leave a visitor behind a spinner: a navigation that takes longer gives the page back. */
export const SPINNER_GIVE_UP_MS = 15_000;

/** Whether a click on this anchor starts an in-app navigation to another page. */
export function startsNavigation(event: MouseEvent, anchor: HTMLAnchorElement, current: URL): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download")) return false;
  const href = anchor.getAttribute("href");
  if (!href || href.startsWith("#") || /^(mailto|tel|sms|javascript):/i.test(href)) return false;
  const next = new URL(anchor.href, current);
  if (next.origin !== current.origin) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}

/**
 * SPEC.md section 2: "Pages load lazily, with a full-screen spinner shown while a page loads."
 * Shown during client-side navigations until the new page has rendered. The first load of
 * any page is server-rendered HTML and needs no spinner; a route-level loading.tsx is not
 * used because a Suspense boundary above pages would turn 404s and redirects into 200s.
 */
export function NavigationSpinner() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const locationKey = `${pathname}?${searchParams?.toString() ?? ""}`;
  const currentKey = useRef(locationKey);
  // The location a navigation started from; it is over once the location differs.
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const pending = pendingFrom !== null && pendingFrom === locationKey;

  useEffect(() => {
    currentKey.current = locationKey;
  }, [locationKey]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (anchor && startsNavigation(event, anchor, new URL(window.location.href))) {
        setShownFor(null);
        setPendingFrom(currentKey.current);
      }
    };
    const onPopState = () => setPendingFrom(currentKey.current);
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

  return pending && shownFor === locationKey ? <FullScreenSpinner /> : null;
}
