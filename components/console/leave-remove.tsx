"use client";

import { useState } from "react";
import { removeLeave } from "@/lib/api/console-calls";
import { useConsoleAction } from "./use-console-action";
import { ConfirmGroup } from "./confirm-group";
import form from "@/components/ui/form.module.scss";

/** Removes one leave entry, asked twice: its days open for booking again, and the waitlist is offered their free slots. */
export function LeaveRemove({ id, what }: { id: string; what: string }) {
  const [asking, setAsking] = useState(false);
  const { busy, run } = useConsoleAction();
  return asking ? (
    <ConfirmGroup
      label={`Remove ${what}?`}
      question="Remove it? Its days open for booking again, and patients on the waitlist may be offered them."
      confirm={`Yes, remove ${what}`}
      busy={busy}
      onConfirm={async () => setAsking(!(await run(() => removeLeave({ id }), `Removed ${what}: its days are open for booking again.`)))}
      onKeep={() => setAsking(false)}
    />
  ) : (
    <button type="button" className={form.secondary} disabled={busy} onClick={() => setAsking(true)}>
      Remove {what}
    </button>
  );
}
