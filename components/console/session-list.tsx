"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { endOwnSession } from "@/lib/api/console-calls";
import { ApiError } from "@/lib/api/client";
import type { StaffSessionView } from "@/lib/contracts/staff";
import { formatShortDay, formatTime } from "@/lib/format/appointment-time";
import { CONSOLE_ROUTES } from "@/lib/routes";
import form from "@/components/ui/form.module.scss";
import { ACTION_COLUMN, ConsoleTable } from "./console-list";
import styles from "./console.module.scss";

const when = (at: string, timeZone: string) => `${formatShortDay(at, timeZone)}, ${formatTime(at, timeZone)}`;

/** What a session's button says to assistive technology: the session it ends, as the row shows it. */
const sessionName = (s: StaffSessionView, timeZone: string): string =>
  s.current ? `${s.device}, the one you are using now (you will be signed out)` : `${s.device}, last used ${when(s.lastUsedAt, timeZone)}${s.network ? ` from ${s.network}` : ""}`;

/**
 * The signed-in person's console sessions, this one first and marked, each with a button that
 * ends it. The outcome stays in a status message under the heading (focus goes there: the
 * button is gone with its row). Ending this session signs out, to the sign-in page.
 */
export function SessionList({ sessions, timeZone, lifetimes }: { sessions: StaffSessionView[]; timeZone: string; lifetimes: string }) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  const end = async (session: StaffSessionView) => {
    setBusy(true);
    try {
      const ended = await endOwnSession({ id: session.id });
      if (ended.current) {
        window.location.assign(CONSOLE_ROUTES.login);
        return;
      }
      setStatus(`Ended the session of ${sessionName(session, timeZone)}. Its next request will be refused.`);
      heading.current?.focus();
      router.refresh();
    } catch (e) {
      setStatus(e instanceof ApiError ? e.message : "That session could not be ended. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="sessions-title">
      <h2 id="sessions-title" ref={heading} tabIndex={-1}>
        Signed in now
      </h2>
      <p className={form.muted}>
        Each browser signed in to the console with your account. The place is the network the session was last used from (the last part of its address
        hidden): this site has no map of addresses to towns. If you do not recognise one, end it and change your password. {lifetimes}
      </p>
      <p role="status">{status}</p>
      <ConsoleTable
        caption="Your console sessions, the one you are using first."
        columns={["Device", "Last used from", "Signed in", "Last used", ACTION_COLUMN]}
        items={sessions}
        row={(s) => (
          <>
            <th scope="row">
              {s.device}
              {s.current ? <span className={form.muted}> (this browser)</span> : null}
            </th>
            <td>{s.network ?? "Not recorded"}</td>
            <td>{when(s.signedInAt, timeZone)}</td>
            <td>{s.current ? "Now" : when(s.lastUsedAt, timeZone)}</td>
            <td>
              <button type="button" className={s.current ? form.secondary : form.danger} disabled={busy} onClick={() => end(s)} aria-label={`End this session: ${sessionName(s, timeZone)}`}>
                End this session
              </button>
            </td>
          </>
        )}
      />
    </section>
  );
}
