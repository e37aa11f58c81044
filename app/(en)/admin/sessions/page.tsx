import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { SessionList } from "@/components/console/session-list";
import { Link } from "@/components/ui/link";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { getSiteInfo } from "@/lib/server/site";
import { listOwnSessions } from "@/lib/server/staff/sessions";
import { sessionLifetimesText } from "@/lib/server/auth/staff-sessions";

export const metadata: Metadata = { title: "Your sessions", robots: { index: false, follow: false } };

export default async function ConsoleSessionsPage() {
  const { staff, waiting } = await consolePage(CONSOLE_ROUTES.sessions, ["admin", "editor", "front_desk"]);
  return (
    <ConsoleFrame title="Your sessions" path={CONSOLE_ROUTES.sessions} staff={staff} waiting={waiting}>
      <SessionList sessions={await listOwnSessions(await getDb(), staff, new Date())} timeZone={getSiteInfo().timeZone} lifetimes={sessionLifetimesText()} />
      <p>
        Your passkeys, authenticator app and recovery codes: <Link href={CONSOLE_ROUTES.security}>Security</Link>.
      </p>
    </ConsoleFrame>
  );
}
