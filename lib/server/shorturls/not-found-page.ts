import "server-only";
import { getConfig } from "../config";

/** Next.js's own route for app/not-found.tsx: what it renders for any address no route matches. */
const NOT_FOUND_ROUTE = "/_not-found";
const TIMEOUT_MS = 5_000;

/**
 * The site's not-found page (the whole shell, heading, links and title, as for /no-such-page),
 * answered with 404 by a route handler. A route handler cannot render a page, and notFound()
 * in one answers an empty 404; so this asks the server itself for the not-found route over its
 * own origin (as Next.js's image optimiser fetches local images), which keeps one source for
 * the page. Should that fail, a plain page that still says "Page not found" and links home.
 */
export async function notFoundPage(method: string): Promise<Response> {
  const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" };
  let html: string;
  try {
    const response = await fetch(new URL(NOT_FOUND_ROUTE, getConfig().internalOrigin), {
      headers: { accept: "text/html" },
      cache: "no-store",
      redirect: "error",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status !== 404 || !response.headers.get("content-type")?.startsWith("text/html")) {
      throw new Error(`${NOT_FOUND_ROUTE} answered ${response.status} ${response.headers.get("content-type")}`);
    }
    html = await response.text();
  } catch (error) {
    console.warn(`[not-found] the not-found page could not be rendered (${String(error)}); answering a plain one`);
    html = plainNotFound(getConfig().hospitalName);
  }
  return new Response(method === "HEAD" ? null : html, { status: 404, headers });
}

function plainNotFound(hospitalName: string): string {
  const name = hospitalName.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found | ${name}</title></head>` +
    `<body><main><h1>Page not found</h1><p>The link may be out of date.</p>` +
    `<ul><li><a href="/">Home</a></li><li><a href="/doctorList">Find a Doctor</a></li></ul></main></body></html>`
  );
}
