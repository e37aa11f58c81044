import { requestIdFrom } from "@/lib/http/request-id";
import { failure, withRequestId } from "@/lib/server/api/errors";

// Any /api path without a route of its own: a JSON 404, whatever the method (HEAD without the body).
async function unknownPath(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const response = failure(404, `There is no API endpoint at ${pathname}. Check the path against the API reference.`);
  return withRequestId(request.method === "HEAD" ? new Response(null, response) : response, requestIdFrom(request.headers));
}

export const GET = unknownPath;
export const HEAD = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
export const OPTIONS = unknownPath;
