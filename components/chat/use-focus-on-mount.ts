"use client";

import { useEffect, type RefObject } from "react";

/**
 * Moves focus to `ref` when the component mounts, if `enabled`. The chat swaps whole views
 * under the control the user just pressed; without this, keyboard focus falls to <body>.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: later renders of the same view must not steal focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
