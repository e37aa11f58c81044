// The production server (`npm start`): Next.js behind a small node:http front.
//
// Why not plain `next start`: when a page calls notFound() for a record that does not exist
// (an unknown doctor, speciality, service, short link ...), Next.js 16 answers 404 with an
// empty `<html id="__next_error__">` document whose content exists only in the script
// payload, so clients without JavaScript, and crawlers, see a blank page
// (vercel/next.js#62228, #98954). An address that matches no route does get the whole
// not-found page. This front passes every request to Next unchanged, except that a route's
// HTML 404 (a page's notFound(), or a route handler's own 404 document) is answered with that same whole not-found page (shell, heading, links,
// title), at the same address and with the same 404 status (scripts/server/not-found-front.mjs).
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { createFront, loadRouteMatcher } from "./server/not-found-front.mjs";
import { keepSingleLocation } from "./server/single-location.mjs";
import { securityHeaders, servedOverHttps } from "../lib/http/security-headers.mjs";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT || 3000);

// Every answer starts with the security headers, so Next's own 404s and errors carry them too;
// Next replaces them where it sets its own (a private page's nonce policy).
const baseHeaders = Object.entries(securityHeaders({ https: servedOverHttps(process.env.SITE_URL) }));
const setBaseHeaders = (res) => {
  for (const [name, value] of baseHeaders) res.setHeader(name, value);
};

const app = next({ dev: false, dir, port });
await app.prepare();

const front = createFront({
  handle: app.getRequestHandler(),
  // The render Next gives an address no route matches (deprecated for custom servers in
  // favour of a re-dispatch to an unmatched path, which would change the page's own URL).
  render404: (req, res) => {
    setBaseHeaders(res); // the held 404 was dropped with its headers
    return app.render404(req, res);
  },
  isRoute: loadRouteMatcher(path.join(dir, process.env.NEXT_DIST_DIR || ".next")),
});
const server = http.createServer((req, res) => {
  setBaseHeaders(res);
  front(req, keepSingleLocation(res));
});
server.listen(port, () => console.log(`▲ Ready on http://localhost:${port}`));
// SIGTERM/SIGINT: the database layer closes the database cleanly and exits (lib/server/db).
