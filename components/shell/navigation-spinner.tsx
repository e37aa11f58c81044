"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
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
  const [pending, setPending] = useState(false);
  const [visible, setVisible] = useState(false);

  // A new location has rendered: the navigation is over.
  useEffect(() => {
    setPending(false);
    setVisible(false);
  }, [pathname, searchParams]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (anchor && startsNavigation(event, anchor, new URL(window.location.href))) setPending(true);
    };
    const onPopState = () => setPending(true);
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPopState);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const show = window.setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    const giveUp = window.setTimeout(() => {
      setPending(false);
      setVisible(false);
    }, SPINNER_GIVE_UP_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [pending]);

  return visible ? <FullScreenSpinner /> : null;
}
