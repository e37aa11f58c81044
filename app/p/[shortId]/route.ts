import { pageRead } from "@/lib/server/cache";
import { withDb } from "@/lib/server/db";
import { isVisit, lookUpShortLink, visitShortLink } from "@/lib/server/shorturls";
import { notFoundPage } from "@/lib/server/shorturls/not-found-page";

// /p/:shortId – a server redirect to the stored target: 301 for a link the console marked
// permanent, else 302 (still no-store, so a later change of target or expiry and the hit count
// keep working for every browser that honours it). A route handler, not a page: a
// page cannot see the request method, and only a visit (GET, not a prefetch) counts, never a
// HEAD request. Unknown, malformed or expired ids answer 404 (the server gives it the whole
// not-found page, "Link not found").
// Never cached.
export const dynamic = "force-dynamic";

// As every route handler outside the API answers (server/routes.ts): the server gives other methods the same Allow.
// A database failure logs its safe fields only, never the query and its parameters.
const follow = pageRead(withDb(visitShortLink), "short-link-visit");
const peek = pageRead(withDb(lookUpShortLink), "short-link-peek");

const ALLOW = "GET, HEAD, OPTIONS";

interface Context {
  params: Promise<{ shortId: string }>;
}

async function answer(request: Request, { params }: Context): Promise<Response> {
  const { shortId } = await params;
  const redirect = await (isVisit(request.method, request.headers) ? follow : peek)(shortId);
  if (!redirect) return notFoundPage(request.method);
  return new Response(null, {
    status: redirect.status,
    // A hop, not a page: search engines index the target.
    headers: { location: locationOf(redirect.target), "cache-control": "private, no-store", "x-robots-tag": "noindex" },
  });
}

/**
 * The target as a Location header can carry it: percent-encoded (a header holds bytes, and
 * a non-Latin path would otherwise make the Response throw), a site path kept relative.
 */
function locationOf(target: string): string {
  if (!target.startsWith("/")) return new URL(target).href;
  const url = new URL(target, "http://site.invalid");
  return `${url.pathname}${url.search}${url.hash}`;
}

function methodNotAllowed(): Response {
  return new Response("Method not allowed: a short link answers GET and HEAD only.\n", {
    status: 405,
    headers: { allow: ALLOW, "content-type": "text/plain; charset=utf-8" },
  });
}

export const GET = answer;
// Exported on its own: Next.js would otherwise answer HEAD by running GET, which counts.
export const HEAD = answer;
export const POST = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
// Next.js would answer OPTIONS itself with an Allow listing every export above.
export const OPTIONS = async () => new Response(null, { status: 204, headers: { allow: ALLOW } });
