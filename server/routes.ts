import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { RouteFacts, RouteKind } from "@/lib/http/address-class";
import { allowList, ROUTE_METHODS, type RouteMethod } from "@/lib/http/methods";
import { isAtOrUnder, withoutTrailingSlash } from "@/lib/path-prefix";

// What the server knows of the site's routes, read at start from the build (never from the app/
// source nor from a hand-kept list): each page, route handler and metadata route from Next's
// app-path-routes-manifest.json, which pages it renders per request (readPrerenderManifest) and
// which Server Actions it has (readServerActions); the methods of each API route from their one
// declaration (lib/contracts/calls); and the files of public/, which Next serves as they are.
// `next dev` has no build: there the same entries come from the names of app/'s files.

/** The API's catch-all (app/api/[...path]): any /api path without a route of its own is its 404. */
export const API_CATCH_ALL = "/api/[...path]";

export interface Route extends RouteFacts {
  /** The address pattern, dynamic segments in brackets ("/doctordetail/[username]"). */
  pattern: string;
  kind: RouteKind;
  /** An API route's methods (the catch-all's are empty: it answers every path 404). */
  methods: readonly RouteMethod[];
  // perRequest (RouteFacts): set by markPerRequestPages from the build's prerender manifest.
}

export interface RouteTable {
  /** The route that answers `pathname`, or null (Next's whole not-found page). */
  match(pathname: string): Route | null;
  readonly routes: readonly Route[];
  /**
   * The build's Server Actions, by id; null when they are not known (`next dev` compiles them as
   * it goes): any action may then exist, and a page takes POST.
   */
  readonly serverActions: ReadonlySet<string> | null;
  /**
   * Next's own app routes, which are no address of the site (/_global-error, /_not-found): asked
   * for directly, Next answers them 200 with its blank error document; the server answers them
   * with the whole not-found page (server/steps/not-found.ts).
   */
  readonly nextOwn: ReadonlySet<string>;
}

/** The methods of each API route (but HEAD and OPTIONS), by its pattern under /api: lib/contracts/calls ROUTE_METHODS_OF. */
export type ApiMethods = ReadonlyMap<string, readonly string[]>;

/** An app route as the build names it: its file ("/about/page", "/api/health/route") and its address pattern. */
export type AppEntry = readonly [file: string, pattern: string];

/** The app routes of the build in `distDir`: Next's app-path-routes-manifest.json. */
function readBuiltEntries(distDir: string): AppEntry[] {
  const file = path.join(distDir, "app-path-routes-manifest.json");
  return Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>);
}

/** Metadata files whose route Next names by what they answer. */
const METADATA_ROUTES: Record<string, string> = { "robots.ts": "robots.txt", "sitemap.ts": "sitemap.xml" };

/** The app routes of an app/ folder, named as the build names them: `next dev` has no build to read. */
export function scanAppEntries(appDir: string): AppEntry[] {
  const entries: AppEntry[] = [];
  const walk = (dir: string, segments: string[]) => {
    const at = (...more: string[]) => `/${[...segments, ...more].join("/")}`.replace(/^\/$/, "/");
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Route groups "(name)" and private folders "_name" add no segment / no route.
        if (entry.name.startsWith("_")) continue;
        walk(path.join(dir, entry.name), entry.name.startsWith("(") && entry.name.endsWith(")") ? segments : [...segments, entry.name]);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        entries.push([`${at()}/page`.replace(/^\/\//, "/"), at()]);
      } else if (/^route\.(ts|js)$/.test(entry.name)) {
        entries.push([`${at()}/route`.replace(/^\/\//, "/"), at()]);
      } else if (segments.length === 0 && METADATA_ROUTES[entry.name]) {
        entries.push([`${at(METADATA_ROUTES[entry.name])}/route`, at(METADATA_ROUTES[entry.name])]);
      }
    }
  };
  walk(appDir, []);
  return entries;
}

/** Next's own app routes: a segment starting with "_" is a private folder, which Next never routes, so it is Next's. */
const isNextOwn = (pattern: string) => pattern.split("/").some((segment) => segment.startsWith("_"));

/**
 * The site's routes among app routes: a page, a route handler outside /api (a file), or an API
 * route with its declared methods. An API route without a declaration is refused at start: its
 * methods would be unknown, and its Allow header a guess.
 */
export function routesOf(entries: readonly AppEntry[], apiMethods: ApiMethods): Route[] {
  return entries
    .filter(([, pattern]) => !isNextOwn(pattern))
    .map(([file, pattern]): Route => {
      if (file.endsWith("/page")) return { pattern, kind: "page", methods: [] };
      if (!isAtOrUnder(pattern, "/api")) return { pattern, kind: "handler", methods: [] };
      if (pattern === API_CATCH_ALL) return { pattern, kind: "api", methods: [] };
      const declared = apiMethods.get(pattern);
      if (!declared) throw new Error(`The API route ${pattern} has no call declared for it in lib/contracts/calls: declare it there.`);
      return { pattern, kind: "api", methods: ROUTE_METHODS.filter((method) => declared.includes(method)) };
    });
}

/** A segment's rank: a fixed name before a [param], a [param] before a [...catchAll], as Next matches them. */
const rank = (segment: string) => (segment.startsWith("[[...") ? 3 : segment.startsWith("[...") ? 2 : segment.startsWith("[") ? 1 : 0);

function compareRoutes(a: Route, b: Route): number {
  const as = a.pattern.split("/");
  const bs = b.pattern.split("/");
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    if (as[i] === undefined || bs[i] === undefined) return as.length - bs.length;
    const difference = rank(as[i]) - rank(bs[i]);
    if (difference) return difference;
  }
  return 0;
}

function regexOf(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .slice(1)
    .map((segment) => {
      if (segment.startsWith("[[...")) return "(?:/.+?)?";
      if (segment.startsWith("[...")) return "/.+?";
      if (segment.startsWith("[")) return "/[^/]+?";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${body || "/"}(?:/)?$`);
}

/** A path's first segment ("" for "/"): the key that narrows a match to a few routes. */
function firstSegment(pathname: string): string {
  const end = pathname.indexOf("/", 1);
  return pathname.slice(1, end === -1 ? undefined : end);
}

/**
 * A table over routes in Next's order of precedence: fixed segments before dynamic ones, level by
 * level. A path is tried only against the routes whose first segment it has, then those that start
 * with a dynamic segment (every request is matched: a scan of every route's pattern was a few
 * per cent of a cached page's time).
 */
export function routeTable(routes: readonly Route[], serverActions: ReadonlySet<string> | null = null, nextOwn: ReadonlySet<string> = new Set()): RouteTable {
  const sorted = [...routes].sort(compareRoutes).map((route) => ({ route, regex: regexOf(route.pattern) }));
  const exact = new Map(routes.filter((r) => !r.pattern.includes("[")).map((r) => [r.pattern, r]));
  const startsDynamic = sorted.filter((r) => firstSegment(r.route.pattern).startsWith("["));
  const byFirst = new Map<string, typeof sorted>();
  for (const entry of sorted) {
    const first = firstSegment(entry.route.pattern);
    if (!first.startsWith("[")) byFirst.set(first, [...(byFirst.get(first) ?? []), entry]);
  }
  return {
    routes,
    serverActions,
    nextOwn,
    match(pathname) {
      const trimmed = withoutTrailingSlash(pathname);
      const found = exact.get(trimmed);
      if (found) return found;
      const candidates = byFirst.get(firstSegment(pathname)) ?? [];
      return (candidates.find((r) => r.regex.test(pathname)) ?? startsDynamic.find((r) => r.regex.test(pathname)))?.route ?? null;
    },
  };
}

/** The files of public/, which Next serves at their own path before any route: files, as a route handler's are. */
function scanPublicFiles(publicDir: string): Route[] {
  if (!fs.existsSync(publicDir)) return [];
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({ pattern: `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`, kind: "handler" as const, methods: [] }));
}

/** What the build says of its pages: Next's .next/prerender-manifest.json, the parts read here. */
export interface PrerenderManifest {
  /** Each prerendered path (a static page, an ISR page built or cached): its route's pattern as srcRoute. */
  routes: Record<string, { srcRoute?: string | null }>;
  /** The patterns of dynamic routes rendered once per path and cached (ISR): "/doctordetail/[username]". */
  dynamicRoutes: Record<string, unknown>;
}

/** The prerender manifest of the build in `distDir` (config.distDir); a production server without one cannot start. */
export function readPrerenderManifest(distDir: string): PrerenderManifest {
  const file = path.join(distDir, "prerender-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<PrerenderManifest>;
  if (!manifest.routes || !manifest.dynamicRoutes) throw new Error(`${file} has no routes or dynamicRoutes: not a prerender manifest this server can read.`);
  return { routes: manifest.routes, dynamicRoutes: manifest.dynamicRoutes };
}

/**
 * Marks each page the build renders per request: one whose pattern is neither a prerendered
 * path's route nor a dynamic route Next caches (a page that reads searchParams, cookies or
 * headers). Without a manifest (`next dev`, which prerenders nothing and writes none) every page
 * stays as cached pages are: the content pages' policy, as in production before this split.
 */
export function markPerRequestPages(routes: readonly Route[], manifest: PrerenderManifest | null): Route[] {
  if (!manifest) return [...routes];
  const cached = new Set([...Object.entries(manifest.routes).map(([at, entry]) => entry.srcRoute ?? at), ...Object.keys(manifest.dynamicRoutes)]);
  return routes.map((route) => (route.kind === "page" && !cached.has(route.pattern) ? { ...route, perRequest: true } : route));
}

/**
 * The Server Actions of the build in `distDir`, by id: the keys of Next's
 * server/server-reference-manifest.json (the file also holds the actions' encryption key, which
 * is not read into anything kept). Null without the file: every action may then exist.
 */
export function readServerActions(distDir: string): ReadonlySet<string> | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8")) as Record<string, unknown>;
    return new Set(["node", "edge"].flatMap((runtime) => Object.keys((manifest[runtime] as Record<string, unknown> | undefined) ?? {})));
  } catch {
    return null;
  }
}

/**
 * The route table of the site: the app routes of its build in `distDir` (with which pages it
 * renders per request and which Server Actions it has), each API route's declared methods, and
 * the files of `root`/public. Without a build (`next dev`) the app routes come from the names of
 * `root`/app's files, every page is taken as cached and any Server Action as possible.
 */
export function loadRouteTable(root: string, distDir: string | null, apiMethods: ApiMethods): RouteTable {
  const entries = distDir ? readBuiltEntries(distDir) : scanAppEntries(path.join(root, "app"));
  const routes = [...routesOf(entries, apiMethods), ...scanPublicFiles(path.join(root, "public"))];
  return routeTable(
    markPerRequestPages(routes, distDir ? readPrerenderManifest(distDir) : null),
    distDir ? readServerActions(distDir) : null,
    new Set(entries.map(([, pattern]) => pattern).filter(isNextOwn)),
  );
}

/**
 * The methods a page answers: reading it, and POST where the build has a Server Action (or may:
 * `next dev`) for a form or a call to post. A build without one has no page that can use a POST.
 */
export const pageMethods = (table: RouteTable): readonly RouteMethod[] => (table.serverActions?.size === 0 ? ["GET"] : ["GET", "POST"]);

/** The Allow list of a route in `table` (a page's for a page or an address without a route). */
export function allowOf(route: Route | null, table: RouteTable): string[] {
  if (!route || route.kind === "page") return allowList(pageMethods(table));
  if (route.kind === "handler") return allowList(["GET"]);
  return allowList(route.methods);
}

/**
 * Next's request header of a client-side navigation, its router's fetch of a page's payload
 * (next/dist/client/components/app-router-headers RSC_HEADER; steps/doctor-lists.test.ts fails
 * the day Next renames it).
 */
export const RSC_REQUEST_HEADER = "rsc";

/** Whether a request is the client router's fetch of a page's payload (a client-side navigation). */
export const isClientNavigation = (req: IncomingMessage): boolean => req.headers[RSC_REQUEST_HEADER] === "1";

/** The path of a request target ("/a/b?c" → "/a/b"); "/" for one that is not a path. */
export const pathOf = (target: string) => (target.startsWith("/") ? target.split(/[?#]/)[0] : "/");
