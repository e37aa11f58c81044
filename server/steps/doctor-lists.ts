import type { IncomingMessage, ServerResponse } from "node:http";
import { DOCTOR_LIST_VIEWS } from "@/lib/routes";
import type { Step } from "../request-path";
import { pathOf } from "../routes";

/**
 * The cached views of filtered doctor lists (app/doctorList/filtered) are what Next rewrites
 * /doctorList?speciality=… to; they are no address of their own. Asked for directly, the
 * answer is the not-found page.
 */
export function hideDoctorListViews(notFound: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Step {
  return (req, res, next) => {
    const pathname = pathOf(req.url ?? "/");
    if (pathname !== DOCTOR_LIST_VIEWS && !pathname.startsWith(`${DOCTOR_LIST_VIEWS}/`)) return next();
    return notFound(req, res);
  };
}
