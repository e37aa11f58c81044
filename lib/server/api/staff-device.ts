import "server-only";
import { getConfig } from "../config";
import type { StaffMe } from "@/lib/contracts/staff";
import { getDb } from "../db";
import { DEVICE_DAYS, keptDeviceTokens } from "../staff/devices";
import { finishSignIn } from "../staff";
import { sessionCookie } from "./staff-session";

// The known-device cookie (lib/server/staff/devices.ts): httpOnly, SameSite=Strict (only the
// console's own sign-in form needs it), `__Host-` and Secure on an https site as the session's.

const secureSite = () => getConfig().siteUrl.startsWith("https:");
const cookieName = () => (secureSite() ? "__Host-staff_device" : "staff_device");

/** Tokens in the cookie are joined by "~", which a token (base64url and dots) never holds. */
const SEPARATOR = "~";

/** The cookie of a browser's known-device tokens (lib/server/staff/devices.ts keptDeviceTokens). */
export function deviceCookie(tokens: readonly string[]): string {
  return `${cookieName()}=${tokens.join(SEPARATOR)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_DAYS * 86_400}${secureSite() ? "; Secure" : ""}`;
}

/** The known-device tokens in a Cookie header (none: an empty list); a handful at most. */
export function deviceTokensOf(cookieHeader: string | null): string[] {
  const name = cookieName();
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=").split(SEPARATOR).filter(Boolean).slice(0, 8);
  }
  return [];
}

/**
 * Finishes a sign-in whose second factor was just given: `response` carries the session's new
 * cookie (`token`, the one that only gave the password no longer works) and the browser's
 * known-device cookie with this account's new token first.
 */
export async function withFinishedSignIn<R extends Response>(response: R, request: Request, me: StaffMe, token: string): Promise<R> {
  const { deviceToken } = await finishSignIn(await getDb(), me, new Date());
  response.headers.append("Set-Cookie", sessionCookie(token));
  response.headers.append("Set-Cookie", deviceCookie(keptDeviceTokens(deviceTokensOf(request.headers.get("cookie")), deviceToken, me.id)));
  return response;
}
