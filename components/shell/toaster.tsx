"use client";

import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { attachToaster, detachToaster, MAX_TOASTS, TOAST_MAX_WIDTH_PX, TOAST_POSITION } from "@/lib/toast";

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
      style={{ ["--width" as string]: `${TOAST_MAX_WIDTH_PX}px` }}
      toastOptions={{ style: { maxWidth: TOAST_MAX_WIDTH_PX } }}
      containerAriaLabel="Notifications"
    />
  );
}
