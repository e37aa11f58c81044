"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * Moves keyboard focus to the element given the returned ref (a heading or a status message with
 * tabIndex={-1}) on mount and whenever `state` changes: each state of a booking page (the order
 * loaded, an error, paid, the hold over) replaces what had focus, and without this focus falls to
 * <body> and a screen reader hears nothing of the new state. `null` (loading) moves nothing.
 */
export function useFocusTarget(state: string | null) {
  const target = useRef<HTMLElement | null>(null);
  const ref = useCallback((el: HTMLElement | null) => {
    target.current = el;
  }, []);
  useEffect(() => {
    if (state !== null) target.current?.focus();
  }, [state]);
  return ref;
}
