"use client";

import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { attachToaster, detachToaster, MAX_TOASTS, TOAST_MAX_WIDTH_PX, TOAST_POSITION } from "@/lib/toast";

/**
 * sonner's rich colours put text at about 4.3:1 on its tinted backgrounds: darker text of the
 * same hues, at least 6:1 (WCAG 1.4.3 asks 4.5:1). Inline, so they override sonner's theme.
 */
const RICH_TEXT_COLOURS = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(358, 85%, 36%)",
  "--info-text": "hsl(212, 90%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
} as Record<string, string>;

/**
 * sonner's Toaster with the site's settings (SPEC.md section 4): top right, at most 350 px
 * wide, paused while hovered. Its own chunk, loaded by ToastArea.
 */
export default function SiteToaster() {
  // Runs after the Toaster's own effects (children first), so it already listens when the
  // queued toasts arrive.
  useEffect(() => {
    attachToaster(toast);
    return () => detachToaster(toast);
  }, []);

  return (
    <Toaster
      position={TOAST_POSITION}
      visibleToasts={MAX_TOASTS}
      closeButton
      richColors
      style={{ ["--width" as string]: `${TOAST_MAX_WIDTH_PX}px`, ...RICH_TEXT_COLOURS }}
      toastOptions={{ style: { maxWidth: TOAST_MAX_WIDTH_PX } }}
      containerAriaLabel="Notifications"
    />
  );
}
