"use client";

import { useState } from "react";
import { signOut } from "@/lib/api/console-calls";
import { CONSOLE_ROUTES } from "@/lib/routes";
import form from "@/components/ui/form.module.scss";

/** Ends the session on the server, then goes to the sign-in page (a full load: nothing of the console stays in memory). */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={form.secondary}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await signOut();
        } finally {
          window.location.assign(CONSOLE_ROUTES.login);
        }
      }}
    >
      {busy ? "Signing out…" : "Sign out"}
    </button>
  );
}
