import { Link } from "@/components/ui/link";
import type { DayAtAGlance } from "@/lib/contracts/staff";
import { countOf } from "@/lib/copy/plural";
import { consoleListHref, CONSOLE_ROUTES } from "@/lib/routes";
import styles from "./console.module.scss";
import form from "@/components/ui/form.module.scss";

const list = (path: string, filters: Record<string, string | undefined>) => consoleListHref(path, filters)(1);
const waitedFor = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`);

/**
 * The overview's "Waiting for you": each figure with its noun in agreement, a link to the list
 * filtered to it when there is something there; a zero is plain text (the desk's "Payments to
 * settle" is not on the page at all when nothing is left to settle).
 */
export function GlanceWaiting({ glance }: { glance: DayAtAGlance }) {
  const items = [
    {
      key: "waiting",
      figure: glance.waiting.count,
      words: ["booking waiting for confirmation", "bookings waiting for confirmation"],
      detail: glance.waiting.oldestMinutes !== null ? `the oldest has waited ${waitedFor(glance.waiting.oldestMinutes)}` : null,
      href: list(CONSOLE_ROUTES.bookings, { status: "requested" }),
    },
    { key: "messages", figure: glance.newMessages, words: ["new contact message", "new contact messages"], href: list(CONSOLE_ROUTES.messages, { status: "new" }) },
    { key: "applications", figure: glance.newApplications, words: ["new job application", "new job applications"], href: list(CONSOLE_ROUTES.applications, { status: "new" }) },
    { key: "payments", figure: glance.unsettledPayments, words: ["payment to settle", "payments to settle"], href: `${CONSOLE_ROUTES.bookings}#unsettled-payments` },
    { key: "failed", figure: glance.failedMessages, words: ["message that failed to send", "messages that failed to send"], href: list(CONSOLE_ROUTES.outbox, { status: "failed" }) },
  ] as const;
  return (
    <ul className={styles.glance}>
      {items.map((item) => {
        const text = countOf(item.figure, item.words[0], item.words[1]);
        const [figure, ...rest] = text.split(" ");
        const body = (
          <>
            <span className={styles.glanceFigure}>{figure}</span> {rest.join(" ")}
          </>
        );
        return (
          <li key={item.key}>
            {item.figure > 0 ? <Link href={item.href}>{body}</Link> : <span>{body}</span>}
            {"detail" in item && item.detail ? <p className={form.muted}>{item.detail}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
