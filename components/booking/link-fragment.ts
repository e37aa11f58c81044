"use client";

import { useSyncExternalStore } from "react";

/**
 * The signed link's token after `#` in the address (a booking or a waitlist offer), following
 * every change: opening a second link in the same tab changes only the fragment, so the page
 * must take the new one as its subject. Null while rendering on the server (it never sees the
 * fragment), "" when the address has none.
 */
const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
  };
};

export const useLinkFragment = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => window.location.hash.replace(/^#/, ""),
    () => null,
  );
