import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { StaffRole } from "@/lib/contracts/staff";
import { consoleLoginHref } from "@/lib/routes";
import type { StaffSession } from "./auth/staff-sessions";
import { staffSessionOf } from "./api/staff-session";
import { renderPerRequest } from "./private-page";

/**
 * A console page: rendered per request (nonce CSP, private no-store, set by the server, server/steps/headers.ts, for
 * /admin), and only for a live staff session: without one, to the sign-in page and back here;
 * with a role that may not see it, `allowed` is false and the page shows a refusal instead.
 * The calls behind the page check again (the route wrapper's `roles`).
 */
export async function consolePage(path: string, roles: readonly StaffRole[]): Promise<{ staff: StaffSession; allowed: boolean }> {
  await renderPerRequest();
  const staff = await staffSessionOf((await headers()).get("cookie"));
  if (!staff) redirect(consoleLoginHref(path));
  return { staff, allowed: staff.role === "admin" || roles.includes(staff.role) };
}

/** The signed-in person, if any (the sign-in page sends them on). */
export async function currentStaff(): Promise<StaffSession | null> {
  await renderPerRequest();
  return staffSessionOf((await headers()).get("cookie"));
}
