"use client";

import form from "@/components/ui/form.module.scss";
import { retryMessage } from "@/lib/api/console-calls";
import { useConsoleAction } from "./use-console-action";

/** Sends a failed message again. */
export function RetryButton({ id, label }: { id: string; label: string }) {
  const { busy, run } = useConsoleAction();
  return (
    <button type="button" className={form.secondary} disabled={busy} onClick={() => run(() => retryMessage({ id }), "It will be sent again in a moment.")}>
      {label}
    </button>
  );
}
