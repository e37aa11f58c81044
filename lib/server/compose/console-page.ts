import "server-only";
import type { z } from "zod";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { roleMayUse, type ConsoleWaiting, type StaffRole } from "@/lib/contracts/staff";
import { consoleLoginHref, consoleReturnPath } from "@/lib/routes";
import { firstParam } from "@/lib/search-params";
import { getDb, type Executor } from "../db";
import type { StaffSession } from "../auth/staff-sessions";
import { signingInSessionOf, staffSessionOf } from "../api/staff-session";
import { signInStepOf } from "../staff/factors";
import type { SignInStep } from "@/lib/contracts/staff-factors";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";
import { renderPerRequest } from "../private-page";
import { consoleWaiting } from "./console-waiting";

/**
 * A console page: rendered per request (nonce CSP, private no-store, set by the server, server/steps/headers.ts, for
 * /admin), and only for a live staff session: without one, to the sign-in page and back here;
 * with a role that may not see it, `allowed` is false and the page shows a refusal instead.
 * The calls behind the page check again (the route wrapper's `roles`). `waiting` is the work
 * behind each section of the menu (ConsoleFrame shows it).
 */
export async function consolePage(path: string, roles: readonly StaffRole[]): Promise<{ staff: StaffSession; allowed: boolean; waiting: ConsoleWaiting }> {
  await renderPerRequest();
  const staff = await staffSessionOfPage();
  if (!staff) redirect(consoleLoginHref(path));
  return { staff, allowed: roleMayUse(staff.role, roles), waiting: await consoleWaiting(await getDb(), staff.role) };
}

/** The signed-in person, if any (the sign-in page sends them on). */
export async function currentStaff(): Promise<StaffSession | null> {
  await renderPerRequest();
  return staffSessionOfPage();
}

/** The second step of this page's sign-in, when its session has given its password but not yet its second factor; else null. */
export async function signingInStep(): Promise<SignInStep | null> {
  await renderPerRequest();
  const sent = await headers();
  const session = await signingInSessionOf(sent.get("cookie"), sent.get(CLIENT_ADDRESS_HEADER));
  return session && !session.factorAt ? signInStepOf(await getDb(), session) : null;
}

/** The session of this page's request (the server stamps console pages with the client's address). */
async function staffSessionOfPage(): Promise<StaffSession | null> {
  const sent = await headers();
  return staffSessionOf(sent.get("cookie"), sent.get(CLIENT_ADDRESS_HEADER));
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A console list page's request, the same for every list (bookings, messages, applications,
 * outbox, audit, short links): who may see it (consolePage, coming back to the same filters
 * after signing in), its filters read from the address by the list's own schema (the first value
 * of each; filters that cannot be read show everything, and `unreadable` says so), and the page
 * of rows, loaded only for staff allowed to see it (`empty` otherwise).
 */
export async function consoleListRequest<Q extends z.ZodObject, R>(options: {
  path: string;
  roles: readonly StaffRole[];
  searchParams: Promise<SearchParams>;
  query: Q;
  load: (db: Executor, query: Partial<z.output<Q>> & { page: number }, staff: StaffSession) => Promise<R>;
  empty: R;
}): Promise<{ staff: StaffSession; allowed: boolean; waiting: ConsoleWaiting; query: Partial<z.output<Q>> & { page: number }; unreadable: boolean; result: R }> {
  const params = await options.searchParams;
  const { staff, allowed, waiting } = await consolePage(consoleReturnPath(options.path, params), options.roles);
  const parsed = options.query.safeParse(Object.fromEntries(Object.keys(options.query.shape).map((key) => [key, firstParam(params[key])])));
  const query = (parsed.success ? parsed.data : { page: 1 }) as Partial<z.output<Q>> & { page: number };
  const result = allowed ? await options.load(await getDb(), query, staff) : options.empty;
  return { staff, allowed, waiting, query, unreadable: !parsed.success, result };
}
