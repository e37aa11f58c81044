"use client";

import { useEffect, useState, type RefObject } from "react";

/** What a visitor can press or focus on the page, the controls the launcher must never cover. */
const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** Room kept around the launcher, so a control just beside it is not counted as clear. */
const MARGIN_PX = 4;

type Box = { left: number; top: number; right: number; bottom: number };

function intersects(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether a control of the page lies under the floating launcher: its box (each line of a
 * wrapped link) meets the launcher's, and it is shown.
 */
function controlUnder(launcher: HTMLElement): boolean {
  const rect = launcher.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return false;
  const area = { left: rect.left - MARGIN_PX, top: rect.top - MARGIN_PX, right: rect.right + MARGIN_PX, bottom: rect.bottom + MARGIN_PX };
  for (const el of document.querySelectorAll(INTERACTIVE)) {
    if (launcher.contains(el)) continue;
    const hit = [...el.getClientRects()].some((r) => r.width > 0 && r.height > 0 && intersects(area, r));
    if (!hit) continue;
    // Only now the costlier question: a control in a closed menu or a hidden panel covers nothing.
    if (typeof el.checkVisibility !== "function" || el.checkVisibility({ visibilityProperty: true })) return true;
  }
  return false;
}

/**
 * True while a control of the page lies under the launcher: the launcher then steps aside (see
 * chat-widget.module.scss), so it never covers a button, link or field of the page, at any width
 * or scroll (WCAG 2.2 SC 2.5.8: no target is obscured by it). Checked once per frame after a
 * scroll, a resize, a change of the page's size (an image or a list loaded) or of its content.
 * Off (false) while `active` is false: the open chat's launcher is its close button.
 */
export function useStepAside(launcher: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    if (!active) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the open chat's launcher never steps aside
      setCovering(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      if (launcher.current) setCovering(controlUnder(launcher.current));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    resized?.observe(document.body);
    // A list or a section shown or hidden in place (no scroll, the page's size unchanged).
    const changed = new MutationObserver(schedule);
    changed.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden", "open", "class", "style"] });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resized?.disconnect();
      changed.disconnect();
    };
  }, [launcher, active]);

  return covering;
}
