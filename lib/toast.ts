import type { ReactElement, ReactNode } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * The one toast module of the site (SPEC.md section 4). Components call `notify.*`,
 * never sonner directly, so durations and the limit hold everywhere.
 *
 * sonner is not part of any page's first-load JavaScript: the toast area
 * (components/shell/toast-area.tsx) loads it when the browser is idle or at the first
 * toast, whichever comes first, and attaches it here. Until then `notify.*` queues its
 * calls, in order, and still returns the toast's id at once (the module picks the ids).
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

type ToastKind = keyof typeof TOAST_DURATIONS;
export type ToastId = string | number;
type Options = Omit<ExternalToast, "duration"> & { duration?: number };
export type ToastApi = typeof sonnerToast;

// ---------------------------------------------------------------- the toast area's sonner

let api: ToastApi | null = null;
const queued: Array<(toast: ToastApi) => void> = [];
let requested = false;
const requestListeners = new Set<() => void>();

/** The toast area calls this once its Toaster listens: queued calls run now, in order. */
export function attachToaster(toast: ToastApi): void {
  api = toast;
  requested = false;
  for (const call of queued.splice(0)) call(toast);
}

/** The toast area unmounted: calls queue again until a Toaster attaches. */
export function detachToaster(toast: ToastApi): void {
  if (api === toast) api = null;
}

/** Whether a toast is waiting for the toast area (it then loads at once). */
export const isToasterRequested = (): boolean => requested;

export function subscribeToasterRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function withSonner(call: (toast: ToastApi) => void): void {
  if (api) {
    call(api);
    return;
  }
  queued.push(call);
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
}

// ---------------------------------------------------------------- the 20-toast limit

// Oldest first; once more than MAX_TOASTS are kept, the oldest is dismissed.
const kept: ToastId[] = [];
let lastId = 0;

function track(id: ToastId): ToastId {
  const existing = kept.indexOf(id);
  if (existing !== -1) kept.splice(existing, 1);
  kept.push(id);
  while (kept.length > MAX_TOASTS) {
    const oldest = kept.shift();
    if (oldest !== undefined) withSonner((toast) => toast.dismiss(oldest));
  }
  return id;
}

function forget(id: ToastId) {
  const index = kept.indexOf(id);
  if (index !== -1) kept.splice(index, 1);
}

/** The caller's id (which updates that toast in place) or a new one. */
function withDefaults(kind: ToastKind, options?: Options): ExternalToast & { id: ToastId } {
  return {
    ...options,
    id: options?.id ?? `toast-${++lastId}`,
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

function show(kind: Exclude<ToastKind, "custom">, message: ReactNode, options?: Options): ToastId {
  const data = withDefaults(kind, options);
  withSonner((toast) => {
    if (kind === "blank") toast(message, data);
    else toast[kind](message, data);
  });
  return track(data.id);
}

export const notify = {
  blank: (message: ReactNode, options?: Options) => show("blank", message, options),
  error: (message: ReactNode, options?: Options) => show("error", message, options),
  success: (message: ReactNode, options?: Options) => show("success", message, options),
  loading: (message: ReactNode, options?: Options) => show("loading", message, options),
  custom: (render: (id: ToastId) => ReactElement, options?: Options) => {
    const data = withDefaults("custom", options);
    withSonner((toast) => toast.custom(render, data));
    return track(data.id);
  },
  dismiss: (id?: ToastId) => {
    if (id === undefined) kept.splice(0, kept.length);
    else forget(id);
    // Nothing has been shown or queued yet: nothing to dismiss, and no reason to load sonner.
    if (!api && queued.length === 0) return;
    withSonner((toast) => toast.dismiss(id));
  },
  /** How many toasts the module keeps right now (for tests and diagnostics). */
  count: () => kept.length,
};
