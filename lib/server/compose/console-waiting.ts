import "server-only";
import type { Executor } from "../db";
import { waitingForConfirmation } from "../booking/glance";
import { newInboxCounts } from "../inbox";
import { failedMessageCount } from "../outbox";
import { openPrivacyRequestCount } from "../privacy/requests";
import type { ConsoleWaiting, StaffRole } from "@/lib/contracts/staff";
import { sectionsFor } from "@/lib/console-sections";
import { CONSOLE_ROUTES } from "@/lib/routes";

/**
 * The work waiting behind the console menu's sections that the role opens: bookings to confirm,
 * new contact messages and job applications, messages that failed to send, open privacy
 * requests. Counted for every console page, so the menu is never behind the lists.
 */
export async function consoleWaiting(db: Executor, role: StaffRole): Promise<ConsoleWaiting> {
  let inbox: ReturnType<typeof newInboxCounts> | null = null;
  const inboxCounts = () => (inbox ??= newInboxCounts(db));
  const counts: Record<string, () => Promise<number>> = {
    [CONSOLE_ROUTES.bookings]: async () => (await waitingForConfirmation(db)).count,
    [CONSOLE_ROUTES.messages]: async () => (await inboxCounts()).messages,
    [CONSOLE_ROUTES.applications]: async () => (await inboxCounts()).applications,
    [CONSOLE_ROUTES.outbox]: () => failedMessageCount(db),
    [CONSOLE_ROUTES.privacy]: () => openPrivacyRequestCount(db),
  };
  const hrefs = sectionsFor(role)
    .map((s) => s.href)
    .filter((href) => href in counts);
  const figures = await Promise.all(hrefs.map((href) => counts[href]()));
  return Object.fromEntries(hrefs.map((href, i) => [href, figures[i]]));
}
