import "server-only";
import { ROUTES } from "@/lib/routes";
import { getConfig } from "../config";

/**
 * The 404 a route handler answers for an unknown address. A route handler cannot render the
 * not-found page; the server (server/steps/not-found.ts) answers any HTML 404 of a route
 * with the site's whole not-found page, with the heading for that kind of address. Under
 * plain `next start` this plain page is what a visitor sees: it still says what happened and
 * links on.
 */
export function notFoundPage(method: string): Response {
  const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" };
  return new Response(method === "HEAD" ? null : plainNotFound(getConfig().hospitalName), { status: 404, headers });
}

function plainNotFound(hospitalName: string): string {
  const name = hospitalName.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found | ${name}</title></head>` +
    `<body><main><h1>Link not found</h1><p>This short link does not exist or has expired.</p>` +
    `<ul><li><a href="${ROUTES.home}">Home</a></li><li><a href="${ROUTES.doctorList}">Find a Doctor</a></li></ul></main></body></html>`
  );
}
