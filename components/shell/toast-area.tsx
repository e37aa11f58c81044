"use client";

import { Toaster } from "sonner";
import { MAX_TOASTS, TOAST_MAX_WIDTH_PX, TOAST_POSITION } from "@/lib/toast";

/** The toast area (SPEC.md section 4): top right, at most 350 px wide, paused while hovered. */
export function ToastArea() {
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
