import type { ReactNode } from "react";
import { toast as sonner, type ExternalToast } from "sonner";

/**
 * The one toast module of the site (SPEC.md section 4). Components call `notify.*`,
 * never sonner directly, so durations and the limit hold everywhere.
 */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
} as const;

export const MAX_TOASTS = 20;
export const TOAST_MAX_WIDTH_PX = 350;
export const TOAST_POSITION = "top-right" as const;

export type ToastKind = keyof typeof TOAST_DURATIONS;
export type ToastId = string | number;
type Options = Omit<ExternalToast, "duration"> & { duration?: number };

// Oldest first; once more than MAX_TOASTS are kept, the oldest is dismissed.
const kept: ToastId[] = [];

function track(id: ToastId): ToastId {
  const existing = kept.indexOf(id);
  if (existing !== -1) kept.splice(existing, 1);
  kept.push(id);
  while (kept.length > MAX_TOASTS) {
    const oldest = kept.shift();
    if (oldest !== undefined) sonner.dismiss(oldest);
  }
  return id;
}

function withDefaults(kind: ToastKind, options?: Options): ExternalToast {
  return {
    ...options,
    duration: options?.duration ?? TOAST_DURATIONS[kind],
    onDismiss: (t) => {
      forget(t.id);
      options?.onDismiss?.(t);
    },
    onAutoClose: (t) => {
      forget(t.id);
      options?.onAutoClose?.(t);
    },
  };
}

function forget(id: ToastId) {
  const index = kept.indexOf(id);
  if (index !== -1) kept.splice(index, 1);
}

export const notify = {
  blank: (message: ReactNode, options?: Options) => track(sonner(message, withDefaults("blank", options))),
  error: (message: ReactNode, options?: Options) => track(sonner.error(message, withDefaults("error", options))),
  success: (message: ReactNode, options?: Options) => track(sonner.success(message, withDefaults("success", options))),
  loading: (message: ReactNode, options?: Options) => track(sonner.loading(message, withDefaults("loading", options))),
  custom: (render: (id: ToastId) => React.ReactElement, options?: Options) =>
    track(sonner.custom(render, withDefaults("custom", options))),
  dismiss: (id?: ToastId) => {
    if (id === undefined) kept.splice(0, kept.length);
    else forget(id);
    sonner.dismiss(id);
  },
  /** How many toasts the module keeps right now (for tests and diagnostics). */
  count: () => kept.length,
};
