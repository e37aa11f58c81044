import { failure } from "@/lib/server/http/errors";

// Any /api path without a route of its own: a JSON 404, whatever the method.
async function unknownPath(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  return failure(404, `There is no API endpoint at ${pathname}. Check the path against the API reference.`);
}

export const GET = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
