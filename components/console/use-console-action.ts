"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/lib/api/client";
import { notify } from "@/lib/toast";

/**
 * One console change from a button: the call (a typed call of lib/api/console-calls), a toast
 * with its outcome (the server's own message on failure), and the page read again on success.
 */
export function useConsoleAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      notify.success(done);
      router.refresh();
      return true;
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message : "That did not work. Please try again.");
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
