import type { IncomingMessage, ServerResponse } from "node:http";
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
 * time (about 6 % of the CPU of serving a cached doctor page, the issue 20 profile).
 */
export function doctorListViews(notFound: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Step {
  return (req, res, next) => {
    const target = req.url ?? "/";
    const pathname = pathOf(target);
    if (isAtOrUnder(pathname, DOCTOR_LIST_VIEWS)) return notFound(req, res);
    if (pathname !== ROUTES.doctorList || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const search = target.slice(pathname.length).split("#")[0];
    const view = doctorListViewPath(new URLSearchParams(search));
    if (!view) return next();
    req.url = `${view}${search}`;
    if (isClientNavigation(req)) res.setHeader(REWRITTEN_PATH_HEADER, view);
    return next();
  };
}
