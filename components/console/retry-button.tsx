"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { consolePost } from "@/lib/api/console-client";
import { notify } from "@/lib/toast";
import form from "@/components/ui/form.module.scss";

/** Sends a failed message again. */
export function RetryButton({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={form.secondary}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await consolePost("outbox/retry", { id });
          notify.success("It will be sent again in a moment.");
          router.refresh();
        } catch (e) {
          notify.error(e instanceof ApiError ? e.message : "That did not work. Please try again.");
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </button>
  );
}
