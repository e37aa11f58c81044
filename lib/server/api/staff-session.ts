import "server-only";
import type { StaffRole } from "@/lib/contracts/staff";
import { getConfig } from "../config";
import { getDb } from "../db";
import { systemClock } from "../clock";
import { readSession, requireRecentFactor, requireRole, sessionLifetimes, type StaffSession } from "../auth/staff-sessions";
import { HttpError } from "./errors";
import { staffCookieName as cookieName } from "@/lib/http/staff-cookie";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";

// The console's session cookie and the checks of every console call (ASVS 3 and 7): the
// cookie is httpOnly and SameSite=Lax, and on an https site `__Host-` and Secure (a browser
// refuses a `__Host-` cookie without Secure, so a plain-http test site uses the plain name).
// Checked in the route wrapper and in the console's pages, never in the middleware alone.

const secureSite = () => getConfig().siteUrl.startsWith("https:");

const staffCookieName = (): string => cookieName(secureSite());

export function sessionCookie(token: string): string {
  return `${staffCookieName()}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${sessionLifetimes().maxMs / 1000}${secureSite() ? "; Secure" : ""}`;
}

export function clearedSessionCookie(): string {
  return `${staffCookieName()}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureSite() ? "; Secure" : ""}`;
}

/** The session token in a Cookie header, or null. */
function staffTokenOf(cookieHeader: string | null): string | null {
  const name = staffCookieName();
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request that a browser says came from another site (cross-site
 * request forgery): its `Origin` must be the site's own; without one, `Sec-Fetch-Site` must say
 * same-origin; with neither (an old browser, a script), it is refused too.
 */
export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  const site = new URL(getConfig().siteUrl).origin;
  if (origin !== null ? origin === site : request.headers.get("sec-fetch-site") === "same-origin") return;
  throw new HttpError("forbidden", "This request did not come from the console's own pages. Reload the console and try again.", { reason: "cross_site" });
}

/**
 * The live session of a cookie header, signed in or still signing in (its password given, its
 * second factor not yet), or null; `address`, the client's as the server stamped it, is kept as
 * the session's last network.
 */
export async function signingInSessionOf(cookieHeader: string | null, address: string | null = null): Promise<StaffSession | null> {
  const token = staffTokenOf(cookieHeader);
  return token ? readSession(await getDb(), token, systemClock(), address) : null;
}

/** The signed-in person of a cookie header (password and second factor given), or null. */
export async function staffSessionOf(cookieHeader: string | null, address: string | null = null): Promise<StaffSession | null> {
  const session = await signingInSessionOf(cookieHeader, address);
  return session?.factorAt ? session : null;
}

const SIGNED_OUT = "Your console session has ended. Sign in again.";

/**
 * A console call: same origin for changes, a live session (401; one that has not given its second
 * factor yet: 401 `second_factor`), one of `roles` (403; admin may do everything), and for a call
 * with `stepUp` the second factor given within STEP_UP_MINUTES (403 `step_up`).
 */
export async function requireStaffSession(request: Request, roles: readonly StaffRole[], stepUp = false): Promise<StaffSession> {
  const session = await requireSigningInSession(request);
  if (!session.factorAt) throw new HttpError("unauthorized", "Finish signing in: give your second factor.", { reason: "second_factor" });
  requireRole(session.role, roles);
  if (stepUp) requireRecentFactor(session, systemClock());
  return session;
}

/** A call that finishes a sign-in: same origin, and a live session that has at least given its password (401). */
export async function requireSigningInSession(request: Request): Promise<StaffSession> {
  requireSameOrigin(request);
  const session = await signingInSessionOf(request.headers.get("cookie"), request.headers.get(CLIENT_ADDRESS_HEADER));
  if (!session) throw new HttpError("unauthorized", SIGNED_OUT, { reason: "signed_out" });
  return session;
}
