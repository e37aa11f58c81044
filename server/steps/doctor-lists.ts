import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import { DOCTOR_LIST_VIEWS, doctorListViewPath, ROUTES } from "@/lib/routes";
import type { Step } from "../request-path";
import { isClientNavigation, pathOf } from "../routes";
import { isAtOrUnder } from "@/lib/path-prefix";

/**
 * Next's name for the answer's header that tells the client router which route was rendered for
 * the address it asked for (next/dist/client/components/app-router-headers
 * NEXT_REWRITTEN_PATH_HEADER; doctor-lists.test.ts fails the day Next renames it).
 */
export const REWRITTEN_PATH_HEADER = "x-nextjs-rewritten-path";

/**
 * The doctor list's cached views (app/doctorList/filtered, one per combination of filters,
 * lib/routes.ts doctorListViewPath). /doctorList?speciality=… is served from its view at the
 * visitor's own address, as a Next rewrite would (and tells the client router so, as Next does);
 * a name search, or values of no filter's shape, go to the /doctorList page rendered per request.
 * A view is no address of its own: asked for directly, the answer is the not-found page.
 *
 * One mapping here instead of Next's rewrites: Next tried its sixteen rules (one per set of
 * filters) on every request of every page, and compiled each rule's path pattern again each
 * time (about 6 % of the CPU of serving a cached doctor page, a CPU profile).
 */
export function doctorListViews(notFound: (req: IncomingMessage, res: ServerResponse, missingPath: string) => Promise<void>): Step {
  return (req, res, next) => {
    const target = req.url ?? "/";
    if (isAtOrUnder(pathOf(target), DOCTOR_LIST_VIEWS)) return notFound(req, res, pathOf(target));
    const view = doctorListViewOf(req.method, target);
    if (!view) return next();
    req.url = `${view}${searchOf(target)}`;
    if (isClientNavigation(req)) res.setHeader(REWRITTEN_PATH_HEADER, view);
    // Values that are not the list's own (an unknown speciality, a page past the end) redirect to
    // its own address; Next gives that redirect the view's s-maxage, and a CDN would keep one per
    // made-up value: it is no-store, as the page cache never stores it either.
    onHeaders(res, () => {
      if (res.statusCode >= 300 && res.statusCode < 400) res.setHeader("Cache-Control", "private, no-store");
    });
    return next();
  };
}

const searchOf = (target: string) => target.slice(pathOf(target).length).split("#")[0];

/**
 * The cached view a request is served from (a GET or HEAD of /doctorList whose filters
 * normalise), or null: what Next will render for it, which the headers step classes too (a view
 * is a cached page; /doctorList itself is rendered per request).
 */
export function doctorListViewOf(method: string | undefined, target: string): string | null {
  if (pathOf(target) !== ROUTES.doctorList || (method !== "GET" && method !== "HEAD")) return null;
  return doctorListViewPath(new URLSearchParams(searchOf(target)));
}
