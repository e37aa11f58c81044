// The site's HTTP server: `npm start` (built by `npm run build` into dist/server.mjs) and
// `npm run dev` (`--dev`: Next's development server behind the same steps).
//
// A request meets, in this order (each step is a plain function in server/steps/, tested alone):
//   1. dropInternalHeaders        the headers only this server may set are removed from the request
//   2. refuseWhatNextCannotTake   a target, method or encoding Next cannot handle is answered here
//                                 (400, 405 with a true Allow, 204 for OPTIONS, 308 to a plain spelling
//                                 or to the path a dot segment resolves to, an unknown Server Action)
//   3. markApiRequest             an API request gets its request id and the visitor's address
//   4. setClassHeaders            the headers of the address's class (lib/http/address-class.ts):
//                                 CSP, a nonce for a public page rendered per request (live), HSTS
//                                 on https; a filtered doctor list is classed as the cached view
//                                 step 9 will serve. A private page's (a patient's data, the
//                                 console) are middleware.ts's, Next's own step
//   5. loadPrivatePagesWhole      a client-side navigation into a private page loads a new document
//   6. keepSingleLocation         a redirect carries one Location header
//   7. servePrecompressed         a static script or style sheet goes out as its copy compressed
//                                 at build time (brotli 11 or gzip 9), kept in memory
//   8. compress                   gzip or brotli for clients that take it (everything else)
//   9. doctorListViews            /doctorList?speciality=… is served from the cached view of its
//                                 filters (a view has no address of its own); a name search goes
//                                 on to /doctorList, rendered per request
//  10. wholeNotFoundPage          a route's blank 404 document becomes the whole not-found page
//                                 (and Next's own routes, /_global-error, /_not-found, are answered as it)
//  11. strongEtags                a page sent whole (a cached page) gets an ETag from a native hash
//                                 (a public page's ETag, bytes and brotli/gzip copies kept once),
//                                 and 304 when the client holds it (next.config.ts generateEtags: off)
//   then Next.js renders the page or runs the route.
// The server's own 'connect' and 'clientError' listeners answer CONNECT and what Node's parser
// refuses (step 2's rules, on the raw socket: a made-up method, headers over 16 kB, bad bytes).
// What the steps know of routes comes from the build's manifests and the API's call declarations
// (server/routes.ts), never from app/'s source: `npm start` runs without it. Plain `next start`
// has none of these steps, only middleware.ts: see docs/request-path.md.
import http from "node:http";
import path from "node:path";
import nextEnv from "@next/env";
import next from "next";
import { servedOverHttps } from "@/lib/http/security-headers";
import { ConfigError, getConfig } from "@/lib/server/config";
import { requestPath, type Step } from "./request-path";
import { loadRouteTable, type RouteTable } from "./routes";
import { dropInternalHeaders } from "./steps/internal-headers";
import { refuseWhatNextCannotTake, socketRefusals } from "./steps/refuse";
import { markApiRequest } from "./steps/api-request";
import { loadPrivatePagesWhole, putNonce, setClassHeaders } from "./steps/headers";
import { MISSING_PATH_HEADER } from "@/lib/http/internal-headers";
import { keepSingleLocation } from "./steps/single-location";
import { compress } from "./steps/compress";
import { loadPrecompressed, servePrecompressed } from "./steps/precompressed";
import { wholeNotFoundPage } from "./steps/not-found";
import { ROUTE_METHODS_OF } from "@/lib/contracts/calls";
import { doctorListViews } from "./steps/doctor-lists";
import { strongEtags } from "./steps/etag";

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  const dir = process.cwd();
  // The settings of .env files, as `next start` reads them, before anything reads a setting.
  nextEnv.loadEnvConfig(dir, dev);

  let settings: { trustProxyHops: number; https: boolean; distDir: string };
  try {
    const config = getConfig();
    settings = { trustProxyHops: config.trustProxyHops, https: !dev && servedOverHttps(config.siteUrl), distDir: config.distDir };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }

  // What the server knows of routes, before it listens: a build it cannot read (none, or an API
  // route with no declared call) ends the process with the reason, and no request waits on it.
  // `next dev` writes no prerender manifest (a build's would be stale): its pages are classed as cached.
  let routes: RouteTable;
  try {
    routes = loadRouteTable(dir, dev ? null : settings.distDir, ROUTE_METHODS_OF);
  } catch (error) {
    console.error(`\nThe site's routes could not be read from its build (${settings.distDir}): ${error instanceof Error ? error.message : String(error)}\nBuild it first: npm run build.\n`);
    process.exit(1);
  }

  const port = Number(process.env.PORT || 3000);
  // The port first, before Next and the database start: a port in use ends the process at once,
  // with nothing opened (the data folder's lock included). Requests that arrive while Next
  // prepares wait for it.
  let ready: (listener: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) => void = () => undefined;
  const listening = new Promise<(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>>((resolve) => (ready = resolve));
  const server = http.createServer((req, res) => {
    listening
      .then((listener) => listener(req, res))
      .catch((error: unknown) => {
        // Next answers its own errors; this is a step's, and a request never hangs on it.
        console.error(JSON.stringify({ level: "error", event: "request_path_failed", errorClass: error instanceof Error ? error.name : typeof error }));
        if (!res.headersSent) {
          res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
          res.end("Something went wrong on our side. Please try again in a moment.\n");
        } else res.destroy();
      });
  });
  await listen(server, port);

  const app = next({ dev, dir, port });
  await app.prepare();
  const handle = app.getRequestHandler();

  // The whole not-found page, rendered per request: it names the missing address, and its scripts
  // carry a fresh nonce, which setClassHeaders puts on the answer (a live page's headers).
  const notFoundPage = (req: http.IncomingMessage, res: http.ServerResponse, missingPath: string) => {
    req.headers[MISSING_PATH_HEADER] = missingPath;
    putNonce(req, { dev });
    return app.render404(req, res);
  };
  const steps: Step[] = [
    dropInternalHeaders,
    // The build's Server Actions come with its routes: `next dev` compiles them as it goes, so there every one reaches Next.
    refuseWhatNextCannotTake(routes, { https: settings.https }),
    markApiRequest(settings),
    setClassHeaders(routes, { https: settings.https, dev }),
    loadPrivatePagesWhole(routes),
    keepSingleLocation,
    servePrecompressed(dev ? new Map() : loadPrecompressed(path.join(settings.distDir, "static"))),
    compress(),
    doctorListViews(notFoundPage),
    wholeNotFoundPage(routes, notFoundPage),
    strongEtags,
  ];
  ready(requestPath(steps, (req, res) => handle(req, res)));
  const { onConnect, onClientError } = socketRefusals(routes, settings);
  server.on("connect", onConnect);
  server.on("clientError", onClientError);
  console.log(`▲ Ready on http://localhost:${port}${dev ? " (development)" : ""}`);
}

/** Listens on `port`, or ends the process with a message naming it (a port in use, a port not allowed). */
function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const why =
        error.code === "EADDRINUSE"
          ? `Port ${port} is already in use (another server, or this site started twice). Stop it, or start this one with PORT set to a free port.`
          : error.code === "EACCES"
            ? `Port ${port} may not be used by this user (ports below 1024 need extra rights). Set PORT to a port above 1024.`
            : `The server could not listen on port ${port} (${error.code ?? error.name}).`;
      console.error(`\n${why}\n`);
      process.exit(1);
    });
    server.listen(port, () => resolve());
  });
}

// SIGTERM/SIGINT: the database layer closes the database cleanly and exits (lib/server/db).
void main();
