"use client";

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToasterRequest } from "@/lib/toast";

const SiteToaster = lazy(() => import("./toaster"));

/** How long a busy page may keep the toast area waiting for an idle moment. */
export const TOASTER_IDLE_TIMEOUT_MS = 3000;

/**
 * The toast area. sonner stays out of the first-load JavaScript: its chunk loads once the
 * browser is idle after the page's load event (so the live region is in place before a
 * visitor's action raises a toast), or at once when a toast is raised before that.
 */
export function ToastArea() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  // Once wanted, the toaster stays (the request ends when it attaches).
  const [wanted, setWanted] = useState(false);
  if (requested && !wanted) setWanted(true);

  useEffect(() => {
    let cancelIdle = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") {
        const handle = window.requestIdleCallback(() => setWanted(true), { timeout: TOASTER_IDLE_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(() => setWanted(true), TOASTER_IDLE_TIMEOUT_MS);
        cancelIdle = () => window.clearTimeout(timer);
      }
    };
    // After the load event, so the chunk never competes with the page's own resources.
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      cancelIdle();
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
