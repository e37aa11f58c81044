import "server-only";
import { getConfig } from "../config";
import { DEVICE_DAYS } from "../staff/devices";

// The known-device cookie (lib/server/staff/devices.ts): httpOnly, SameSite=Strict (only the
// console's own sign-in form needs it), `__Host-` and Secure on an https site as the session's.

const secureSite = () => getConfig().siteUrl.startsWith("https:");
const cookieName = () => (secureSite() ? "__Host-staff_device" : "staff_device");

export function deviceCookie(token: string): string {
  return `${cookieName()}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_DAYS * 86_400}${secureSite() ? "; Secure" : ""}`;
}

/** The known-device token in a Cookie header, or null. */
export function deviceTokenOf(cookieHeader: string | null): string | null {
  const name = cookieName();
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}
