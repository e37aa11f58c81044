import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { StaffAdmin } from "@/components/console/staff-admin";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import { getDb } from "@/lib/server/db";
import { getSiteInfo } from "@/lib/server/site";
import { listStaff } from "@/lib/server/staff";

export const metadata: Metadata = { title: "Staff accounts", robots: { index: false, follow: false } };

export default async function ConsoleStaffPage() {
  const { staff, allowed, waiting } = await consolePage(CONSOLE_ROUTES.staff, ["admin"]);
  return (
    <ConsoleFrame title="Staff accounts" path={CONSOLE_ROUTES.staff} staff={staff} waiting={waiting} allowed={allowed}>
      {allowed ? <StaffAdmin accounts={await listStaff(await getDb())} meId={staff.id} timeZone={getSiteInfo().timeZone} /> : null}
    </ConsoleFrame>
  );
}
