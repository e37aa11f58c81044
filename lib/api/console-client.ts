import ky, { type KyInstance } from "ky";
import { consoleLoginHref } from "@/lib/routes";
import { browser, envelopeError, toApiError } from "./client";


/**
 * The console's ky instance: /api/admin, the session cookie (same origin; no bearer token), and
 * on a 401 from any call but the sign-in itself, back to the sign-in page with the way back.
 */
/** A request header that asks for the 401 to be answered in the page, not by leaving it. */
const KEEP_PAGE = "x-console-keep-page";

export const consoleApi: KyInstance = ky.create({
  prefix: "/api/admin",
  timeout: 15_000,
  retry: 0,
  credentials: "same-origin",
  headers: { Accept: "application/json" },
  hooks: {
    afterResponse: [
      ({ request, response }) => {
        // A form with typed work in it handles the 401 itself (KEEP_PAGE), so nothing typed is lost.
        if (response.status === 401 && !new URL(request.url).pathname.endsWith("/auth/login") && !request.headers.has(KEEP_PAGE)) {
          // The console's own sign-in (the public site's /login stays SPEC section 8's not-found page).
          browser.redirect(consoleLoginHref(window.location.pathname + window.location.search));
        }
      },
    ],
    beforeError: [envelopeError],
  },
});

export async function consolePost<T>(path: string, body: unknown = {}, options: { keepPage?: boolean } = {}): Promise<T> {
  try {
    return await consoleApi.post(path, { json: body, headers: options.keepPage ? { [KEEP_PAGE]: "1" } : undefined }).json<T>();
  } catch (error) {
    throw toApiError(error);
  }
}
