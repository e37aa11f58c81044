"use client";

import { useEffect, useRef, type ReactNode, type RefObject } from "react";

/** The custom property globals.scss builds `scroll-padding-top` from. */
export const STICKY_HEADER_HEIGHT_VAR = "--sticky-header-height";

/**
 * Keeps --sticky-header-height on <html> equal to this header's rendered height, so anchor
 * targets and elements that focus scrolls into view stop below it (WCAG 2.2 SC 2.4.11). The
 * height depends on the width, the font, the text size a visitor chose and whether the nav
 * wraps, so it is measured (ResizeObserver), never assumed; the stylesheet's per-breakpoint
 * values only cover the moment before this runs.
 *
 * Measured only in the observer's callback, which runs after layout (its first call comes with
 * the first frame after observe()): a measure in the effect itself would force a layout inside
 * hydration's task. The property is written only when the height changes.
 */
function useStickyHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const update = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      if (root.style.getPropertyValue(STICKY_HEADER_HEIGHT_VAR) !== height) root.style.setProperty(STICKY_HEADER_HEIGHT_VAR, height);
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT_VAR);
    };
  }, [header]);
}

/** The site's sticky `<header>` (banner); its contents stay server-rendered. */
export function StickyHeader({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useStickyHeaderHeight(ref);
  return (
    <header ref={ref} className={className}>
      {children}
    </header>
  );
}
