import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { getConfig } from "../config";
import { HttpError } from "./errors";

// The staff write door until the staff console brings sign-in: one bearer secret from the
// settings (STAFF_API_TOKEN). Checked here, in the route wrapper, never in the middleware (a
// forged x-middleware-subrequest header must get nobody anywhere).

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Throws unless the request carries the staff secret; with no secret set the door does not exist. */
export function requireStaff(request: Request, secret: string | null = getConfig().staffApiToken): void {
  if (!secret) throw new HttpError("not_found", "There is no such API call.");
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // Compared as fixed-length digests: the time taken says nothing about the secret.
  if (!match || !timingSafeEqual(digest(match[1]), digest(secret))) {
    throw new HttpError("unauthorized", "Staff sign-in is required: send the staff token as a Bearer Authorization header.", {
      headers: { "WWW-Authenticate": 'Bearer realm="staff"' },
    });
  }
}
