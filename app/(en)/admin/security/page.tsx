import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { FactorList } from "@/components/console/factor-list";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { getSiteInfo } from "@/lib/server/site";
import { listFactors } from "@/lib/server/staff/factors";

export const metadata: Metadata = { title: "Security", robots: { index: false, follow: false } };

/** /admin/security – everyone's own second factors (passkeys, authenticator app) and recovery codes. */
export default async function ConsoleSecurityPage() {
  const { staff, waiting } = await consolePage(CONSOLE_ROUTES.security, ["admin", "editor", "front_desk"]);
  return (
    <ConsoleFrame title="Security" path={CONSOLE_ROUTES.security} staff={staff} waiting={waiting}>
      <FactorList factors={await listFactors(await getDb(), staff.id)} timeZone={getSiteInfo().timeZone} />
    </ConsoleFrame>
  );
}
