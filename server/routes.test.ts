import fs from "node:fs";
import path from "node:path";
import { addressClass } from "@/lib/http/address-class";
import { ROUTE_METHODS_OF } from "@/lib/contracts/calls";
import { allowOf, loadRouteTable, markPerRequestPages, readPrerenderManifest, readServerActions, routeTable, routesOf, scanAppEntries, type PrerenderManifest, type Route } from "./routes";

// The server's route table: every page and route of the build (of app/'s files under `next dev`),
// each address finding the route Next would run, and each API route's methods from its declaration.

const APP = path.join(process.cwd(), "app");
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe("the route table of this app", () => {
  // No build (`next dev`): every public page is classed as a cached one.
  const table = loadRouteTable(process.cwd(), null, ROUTE_METHODS_OF);

  it("has every page.tsx and route.ts of app/ (and robots.txt, sitemap.xml) and every file of public/, each once", () => {
    const onDisk = files(APP)
      .filter((f) => /\/(page\.tsx|route\.ts)$/.test(f))
      .map((f) => `/${path.relative(APP, path.dirname(f)).split(path.sep).join("/")}`.replace(/\/\([^/]+\)/g, "").replace(/^$/, "/"));
    const publicFiles = files(path.join(process.cwd(), "public")).map((f) => `/${path.relative(path.join(process.cwd(), "public"), f).split(path.sep).join("/")}`);
    const patterns = table.routes.map((r) => r.pattern);
    expect(publicFiles.length).toBeGreaterThan(10);
    expect(patterns.filter((p) => !["/robots.txt", "/sitemap.xml", ...publicFiles].includes(p)).sort()).toEqual(onDisk.sort());
    expect(patterns).toEqual(expect.arrayContaining(publicFiles));
    expect(patterns).toEqual(expect.arrayContaining(["/robots.txt", "/sitemap.xml"]));
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each([
    ["/", "/", "page"],
    ["/doctordetail/dr-rajesh-iyer", "/doctordetail/[username]", "page"],
    ["/service/detail/knee-replacement", "/service/detail/[slug]", "page"],
    ["/service/orthopaedics/12", "/service/[categoryname]/[id]", "page"],
    ["/appointment/", "/appointment", "page"],
    ["/admin/content/doctors/new", "/admin/content/[collection]/[id]", "page"],
    ["/p/heart-camp", "/p/[shortId]", "handler"],
    ["/public/uploads/a/b.webp", "/public/[...path]", "handler"],
    ["/news/feed.xml", "/news/feed.xml", "handler"],
    ["/robots.txt", "/robots.txt", "handler"],
    ["/images/logo.svg", "/images/logo.svg", "handler"],
    ["/api/web/blog/news", "/api/web/blog/news", "api"],
    ["/api/web/blog/knee-pain", "/api/web/blog/[url]", "api"],
    ["/api/no/such/thing", "/api/[...path]", "api"],
    // The console changes settings; no bearer-token door to them remains.
    ["/api/staff/settings/put", "/api/[...path]", "api"],
  ])("answers %s with the route Next runs there: %s", (address, pattern, kind) => {
    expect(table.match(address)).toMatchObject({ pattern, kind });
  });

  it("finds no route for an address none answers (Next's not-found page)", () => {
    expect(table.match("/no-such-page")).toBeNull();
    expect(table.match("/doctordetail/a/b")).toBeNull();
  });

  it("classes each address as lib/http/address-class.ts declares", () => {
    const classOf = (p: string) => addressClass(p, table.match(p));
    expect(["/", "/doctorList", "/doctordetail/x"].map(classOf)).toEqual(["page", "page", "page"]);
    // No route: Next's not-found page, rendered per request.
    expect(classOf("/no-such-page")).toBe("live");
    expect(["/appointment", "/send-otp", "/payment", "/payment/sandbox", "/payment-success", "/payment-failed", "/my-booking", "/my-data", "/admin", "/admin/login", "/admin/privacy", "/admin/x"].map(classOf)).toEqual(Array(12).fill("private"));
    expect(["/p/x", "/public/images/logo.svg", "/bloglist/feed.xml", "/sitemap.xml"].map(classOf)).toEqual(Array(4).fill("file"));
    expect(["/api/health", "/api/nothing"].map(classOf)).toEqual(["api", "api"]);
    expect(classOf("/_next/static/chunks/a.js")).toBe("next");
  });
});

/** A prerender manifest as `next build` writes it (the parts the server reads, and some it does not). */
function manifestOf(paths: string[], dynamic: string[]): PrerenderManifest & { version: number } {
  const entry = (srcRoute: string) => ({ initialRevalidateSeconds: 300, srcRoute, dataRoute: `${srcRoute}.rsc`, allowHeader: ["host"] });
  return {
    version: 4,
    routes: Object.fromEntries(paths.map((p) => [p, entry(p.startsWith("/doctordetail/") ? "/doctordetail/[username]" : p)])),
    dynamicRoutes: Object.fromEntries(dynamic.map((p) => [p, { routeType: "page", fallback: null, routeRegex: "^…$" }])),
  };
}

/** What this app's build prerenders or caches (as .next/prerender-manifest.json of `next build` lists it). */
const THIS_BUILD = manifestOf(
  ["/", "/_global-error", "/about", "/contactUs", "/home", "/patients", "/Privacy", "/services", "/services-v2", "/specialityList", "/Terms", "/doctordetail/dr-rajesh-iyer"],
  ["/blogdetail/[blogurl]", "/careers/[careers]", "/doctordetail/[username]", "/doctorList/filtered/[speciality]/[gender]/[language]/[page]", "/newsdetail/[newsurl]", "/service-v2/detail/[slug]", "/service/[categoryname]/[id]", "/service/detail/[slug]", "/specialities/[name]"],
);

describe("the pages a build renders per request", () => {
  let dist: string;
  const withManifest = (manifest: object) => {
    fs.writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify(manifest));
    const table = loadRouteTable(process.cwd(), dist, ROUTE_METHODS_OF);
    return (p: string) => addressClass(p, table.match(p));
  };
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(fs.realpathSync("/tmp"), "dist-"));
    // The build's app routes, named as `next build` names them (app-path-routes-manifest.json).
    fs.writeFileSync(path.join(dist, "app-path-routes-manifest.json"), JSON.stringify(Object.fromEntries(scanAppEntries(APP))));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("classes a public page the build neither prerenders nor caches as live: the pages that read searchParams", () => {
    const classOf = withManifest(THIS_BUILD);
    expect(["/gallery", "/career", "/bloglist", "/news", "/doctorList"].map(classOf)).toEqual(Array(5).fill("live"));
    expect(["/", "/about", "/Terms", "/doctordetail/x", "/careers/nurse", "/specialities/cardiology", "/doctorList/filtered/-/-/-/-"].map(classOf)).toEqual(Array(7).fill("page"));
    expect(classOf("/no-such-page")).toBe("live");
    // Rendered per request too, and private as declared; files and the API as before.
    expect(["/appointment", "/payment", "/my-data", "/admin", "/admin/staff"].map(classOf)).toEqual(Array(5).fill("private"));
    expect(["/p/x", "/bloglist/feed.xml", "/api/health"].map(classOf)).toEqual(["file", "file", "api"]);
  });

  it("reads the build's Server Actions by id only (not its encryption key); without the manifest any action may exist", () => {
    const known = `7f${"0".repeat(38)}ab`;
    fs.writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify(THIS_BUILD));
    expect(loadRouteTable(process.cwd(), dist, ROUTE_METHODS_OF).serverActions).toBeNull();
    fs.mkdirSync(path.join(dist, "server"));
    fs.writeFileSync(path.join(dist, "server", "server-reference-manifest.json"), JSON.stringify({ node: { [known]: { workers: {} } }, edge: {}, encryptionKey: "secret" }));
    expect([...readServerActions(dist)!]).toEqual([known]);
    expect([...loadRouteTable(process.cwd(), dist, ROUTE_METHODS_OF).serverActions!]).toEqual([known]);
    expect(readServerActions(path.join(dist, "missing"))).toBeNull();
    expect(loadRouteTable(process.cwd(), null, ROUTE_METHODS_OF).serverActions).toBeNull();
  });

  it("follows the build, not a list: a page the build stops prerendering becomes live, and one it starts caching a page", () => {
    const classOf = withManifest(
      manifestOf(
        [...Object.keys(THIS_BUILD.routes).filter((p) => p !== "/about"), "/gallery"],
        Object.keys(THIS_BUILD.dynamicRoutes).filter((p) => p !== "/specialities/[name]"),
      ),
    );
    expect(["/about", "/specialities/cardiology", "/gallery"].map(classOf)).toEqual(["live", "live", "page"]);
  });

  it("marks only pages, by their route's pattern (a prerendered path of a dynamic route names it as srcRoute)", () => {
    const routes: Route[] = [
      { pattern: "/a", kind: "page", methods: [] },
      { pattern: "/b/[id]", kind: "page", methods: [] },
      { pattern: "/c/[id]", kind: "page", methods: [] },
      { pattern: "/feed.xml", kind: "handler", methods: [] },
      { pattern: "/api/x", kind: "api", methods: ["GET"] },
    ];
    const marked = markPerRequestPages(routes, { routes: { "/b/1": { srcRoute: "/b/[id]" } }, dynamicRoutes: {} });
    expect(marked.map((r) => [r.pattern, r.perRequest ?? false])).toEqual([["/a", true], ["/b/[id]", false], ["/c/[id]", true], ["/feed.xml", false], ["/api/x", false]]);
    expect(markPerRequestPages(routes, null).some((r) => r.perRequest)).toBe(false);
  });

  it("refuses to start on a build without a prerender manifest, or with one it cannot read", () => {
    expect(() => readPrerenderManifest(dist)).toThrow(/prerender-manifest\.json/);
    fs.writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ version: 4, routes: {} }));
    expect(() => readPrerenderManifest(dist)).toThrow(/no routes or dynamicRoutes/);
  });
});

describe("matching an address in Next's order of precedence", () => {
  const page = (pattern: string): Route => ({ pattern, kind: "page", methods: [] });
  const table = routeTable(["/[slug]", "/[...rest]", "/about", "/about/[part]", "/about/team", "/a/[x]/b", "/a/[x]/[y]", "/[slug]/edit"].map(page));

  it.each([
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/about/team", "/about/team"],
    ["/about/history", "/about/[part]"],
    ["/a/1/b", "/a/[x]/b"],
    ["/a/1/c", "/a/[x]/[y]"],
    ["/contact", "/[slug]"],
    ["/contact/edit", "/[slug]/edit"],
    ["/about/team/lead", "/[...rest]"],
    ["/a/1", "/[...rest]"],
  ])("%s: %s (a fixed segment before a dynamic one, level by level; a root catch-all last)", (address, pattern) => {
    expect(table.match(address)?.pattern).toBe(pattern);
  });

  it("finds nothing where no route's first segment fits and none starts with a dynamic one", () => {
    expect(routeTable(["/about", "/a/[x]"].map(page)).match("/b/1")).toBeNull();
  });
});

describe("the routes of a build", () => {
  let root: string;
  beforeEach(() => (root = fs.mkdtempSync(path.join(fs.realpathSync("/tmp"), "built-"))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** A build with these app routes and nothing prerendered, in a folder with no app/ (as a server started from the build alone sees it). */
  const built = (entries: Record<string, string>) => {
    const dist = path.join(root, ".next");
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, "app-path-routes-manifest.json"), JSON.stringify(entries));
    fs.writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify(manifestOf(["/about"], ["/doctordetail/[username]"])));
    return dist;
  };
  const BUILD = {
    "/about/page": "/about",
    "/(site)/doctordetail/[username]/page": "/doctordetail/[username]",
    "/_not-found/page": "/_not-found",
    "/_global-error/page": "/_global-error",
    "/robots.txt/route": "/robots.txt",
    "/p/[shortId]/route": "/p/[shortId]",
    "/api/[...path]/route": "/api/[...path]",
    "/api/web/doctor/search/route": "/api/web/doctor/search",
    "/api/health/route": "/api/health",
  };
  const METHODS = new Map([
    ["/api/web/doctor/search", ["POST"]],
    ["/api/health", ["GET", "HEAD"]],
  ]);

  it("reads every page, file route and API route off the build's manifest, with no app/ folder to read", () => {
    const table = loadRouteTable(root, built(BUILD), METHODS);
    expect(fs.existsSync(path.join(root, "app"))).toBe(false);
    expect(table.routes.map((r) => [r.pattern, r.kind, r.methods, r.perRequest ?? false])).toEqual([
      ["/about", "page", [], false],
      ["/doctordetail/[username]", "page", [], false],
      ["/robots.txt", "handler", [], false],
      ["/p/[shortId]", "handler", [], false],
      ["/api/[...path]", "api", [], false],
      ["/api/web/doctor/search", "api", ["POST"], false],
      ["/api/health", "api", ["GET"], false],
    ]);
    expect(allowOf(table.match("/api/health"), table)).toEqual(["GET", "HEAD", "OPTIONS"]);
  });

  it("keeps Next's own routes (/_not-found, /_global-error) out of the site's, for the not-found step", () => {
    const table = loadRouteTable(root, built(BUILD), METHODS);
    expect([...table.nextOwn].sort()).toEqual(["/_global-error", "/_not-found"]);
    expect(table.match("/_not-found")).toBeNull();
  });

  it("refuses to start when an API route of the build has no declared call: its methods would be a guess", () => {
    expect(() => loadRouteTable(root, built({ ...BUILD, "/api/web/undeclared/route": "/api/web/undeclared" }), METHODS)).toThrow(/\/api\/web\/undeclared has no call declared/);
  });

  it("names app/'s files under `next dev` as the build names them: route groups and private folders add nothing, metadata files their address", () => {
    const app = path.join(root, "app");
    for (const f of ["page.tsx", "(site)/about/page.tsx", "_parts/page.tsx", "api/x/route.ts", "robots.ts", "p/[id]/route.ts"]) {
      fs.mkdirSync(path.join(app, path.dirname(f)), { recursive: true });
      fs.writeFileSync(path.join(app, f), "");
    }
    expect(scanAppEntries(app).sort()).toEqual([["/about/page", "/about"], ["/api/x/route", "/api/x"], ["/p/[id]/route", "/p/[id]"], ["/page", "/"], ["/robots.txt/route", "/robots.txt"]]);
    expect(routesOf(scanAppEntries(app), new Map([["/api/x", ["PUT", "GET"]]])).find((r) => r.kind === "api")?.methods).toEqual(["GET", "PUT"]);
  });

  it("gives pages GET and HEAD, and POST only where the build has Server Actions (or may: next dev); route handlers GET and HEAD; API routes their own", () => {
    const api: Route = { pattern: "/api/x", kind: "api", methods: ["POST"] };
    const page: Route = { pattern: "/about", kind: "page", methods: [] };
    const handler: Route = { pattern: "/p/[id]", kind: "handler", methods: [] };
    const allows = (table: ReturnType<typeof routeTable>) => [allowOf(table.match("/about"), table), allowOf(null, table), allowOf(handler, table), allowOf(table.match("/api/x"), table)];
    const withPost = ["GET", "HEAD", "POST", "OPTIONS"];
    const readOnly = ["GET", "HEAD", "OPTIONS"];
    expect(allows(routeTable([api, page]))).toEqual([withPost, withPost, readOnly, ["POST", "OPTIONS"]]);
    expect(allows(routeTable([api, page], new Set(["7fab"])))).toEqual([withPost, withPost, readOnly, ["POST", "OPTIONS"]]);
    expect(allows(routeTable([api, page], new Set()))).toEqual([readOnly, readOnly, readOnly, ["POST", "OPTIONS"]]);
  });
});
