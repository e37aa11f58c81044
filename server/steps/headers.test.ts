import { API_POLICY, FILE_POLICY } from "@/lib/http/address-class";
import { markPerRequestPages, routeTable, type Route } from "../routes";
import { serveSteps, TEST_ROUTES, type TestServer } from "../test-server";
import { doctorListViews } from "./doctor-lists";
import { MISSING_PATH_HEADER } from "@/lib/http/internal-headers";
import { classOfTarget, loadPrivatePagesWhole, putNonce, setClassHeaders } from "./headers";

// The headers step between a real server and a stand-in for Next that answers as the routes do:
// a page sets nothing, a résumé download sets its own sandbox policy, the API sets JSON.
const scriptSrc = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "";
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

describe("the headers of each address's class", () => {
  let s: TestServer;
  const seenByNext: { url: string; csp: string | undefined }[] = [];
  beforeAll(async () => {
    s = await serveSteps([setClassHeaders(TEST_ROUTES)], (req, res) => {
      seenByNext.push({ url: req.url!, csp: req.headers["content-security-policy"] as string | undefined });
      if (req.url!.endsWith("/resume")) res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      // A route that tries to weaken a page's policy or caching does not get its way.
      if (req.url === "/appointment?weaken=1") {
        res.setHeader("Content-Security-Policy", "script-src *");
        res.setHeader("Cache-Control", "public, max-age=600");
      }
      res.end("ok");
    });
  });
  afterAll(() => s.close());

  it("gives a public page the content pages' policy and no nonce", async () => {
    for (const path of ["/doctorList", "/doctordetail/dr-rajesh-iyer"]) {
      const response = await fetch(`${s.url}${path}`);
      expect([path, scriptSrc(response.headers.get("content-security-policy"))]).toEqual([path, "'self' 'unsafe-inline'"]);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBeNull();
    }
  });

  it("gives the not-found page (an address without a route, or an unknown record of a cached page or a short link) a fresh nonce, on the request before Next renders it", async () => {
    const n = await serveSteps([setClassHeaders(TEST_ROUTES)], (req, res) => {
      // As server/main.ts does when a route answers 404: the whole not-found page is rendered per request.
      if (req.url !== "/no-such-page") {
        req.headers[MISSING_PATH_HEADER] = req.url!;
        putNonce(req);
      }
      res.statusCode = 404;
      res.end(String(req.headers["content-security-policy"]));
    });
    try {
      for (const path of ["/no-such-page", "/doctordetail/nobody", "/p/no-such-link"]) {
        const response = await fetch(`${n.url}${path}`);
        const policy = response.headers.get("content-security-policy");
        expect([path, scriptSrc(policy)]).toEqual([path, `'nonce-${nonceOf(policy)}' 'strict-dynamic'`]);
        expect(await response.text()).toBe(policy);
      }
      // A private page's not-found page stays private (its no-store too).
      const console404 = await fetch(`${n.url}/admin/staff`);
      expect(console404.headers.get("cache-control")).toBe("private, no-store");
      expect(await console404.text()).toBe(console404.headers.get("content-security-policy"));
    } finally {
      await n.close();
    }
  });

  it("leaves a private page's and a console page's headers to middleware.ts where it set them, and puts no nonce on the request", async () => {
    for (const path of ["/appointment?weaken=1"]) {
      const response = await fetch(`${s.url}${path}`);
      expect([path, seenByNext.at(-1)]).toEqual([path, { url: path, csp: undefined }]);
      // What the middleware (here the stand-in) set stays.
      expect([response.headers.get("content-security-policy"), response.headers.get("cache-control")]).toEqual(["script-src *", "public, max-age=600"]);
    }
  });

  it("gives a private address's answer that the middleware never saw (Next's own redirect of /my-data/) the private class's headers, with a nonce of its own", async () => {
    const nonces = new Set<string>();
    for (const path of ["/appointment", "/admin/staff", "/admin/no-such-page"]) {
      const response = await fetch(`${s.url}${path}`);
      const policy = response.headers.get("content-security-policy");
      nonces.add(nonceOf(policy)!);
      expect([path, scriptSrc(policy), response.headers.get("cache-control"), response.headers.get("x-content-type-options")]).toEqual([path, `'nonce-${nonceOf(policy)}' 'strict-dynamic'`, "private, no-store", "nosniff"]);
      expect(seenByNext.at(-1)).toEqual({ url: path, csp: undefined });
    }
    expect(nonces.size).toBe(3);
  });

  it("gives a page rendered per request a fresh nonce on the request for Next and on the answer", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${s.url}/no-such-page`);
      const policy = response.headers.get("content-security-policy");
      const nonce = nonceOf(policy)!;
      expect(Buffer.from(nonce, "base64")).toHaveLength(18);
      expect(seenByNext.at(-1)).toEqual({ url: "/no-such-page", csp: policy });
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it("keeps a route's own policy on a file or API answer and fills in the class's where it set none", async () => {
    const resume = await fetch(`${s.url}/api/admin/inbox/applications/3f2a/resume`);
    expect(resume.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(resume.headers.get("x-robots-tag")).toBe("noindex");
    expect((await fetch(`${s.url}/api/health`)).headers.get("content-security-policy")).toBe(API_POLICY);
    expect((await fetch(`${s.url}/public/images/logo.svg`)).headers.get("content-security-policy")).toBe(FILE_POLICY);
    expect((await fetch(`${s.url}/p/abc`)).headers.get("content-security-policy")).toBe(FILE_POLICY);
  });

  it("never lets a client hand Next a nonce of its own on a public page", async () => {
    await fetch(`${s.url}/doctorList`, { headers: { "content-security-policy": "script-src 'nonce-forged'" } });
    // (dropInternalHeaders removes it before this step in main.ts; this step adds none.)
    expect(seenByNext.at(-1)?.url).toBe("/doctorList");
  });

  it("sends HSTS on every class it answers for when the site is served over https", async () => {
    const https = await serveSteps([setClassHeaders(TEST_ROUTES, { https: true })], (_req, res) => void res.end("ok"));
    try {
      for (const path of ["/", "/gallery", "/appointment", "/api/health", "/p/x", "/_next/static/a.js"]) {
        expect([path, (await fetch(`${https.url}${path}`)).headers.get("strict-transport-security")]).toEqual([path, "max-age=63072000; includeSubDomains"]);
      }
    } finally {
      await https.close();
    }
  });
});

describe("a client-side navigation into a private page", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await serveSteps([loadPrivatePagesWhole(TEST_ROUTES)], (_req, res) => {
      res.setHeader("content-type", "text/x-component");
      res.end("payload");
    });
  });
  afterAll(() => s.close());
  const rsc = (path: string, referer?: string) => fetch(`${s.url}${path}`, { headers: { rsc: "1", ...(referer ? { referer: `${s.url}${referer}` } : {}) } });

  it("from a public page, or without a Referer, gets no payload, so the router loads a new document", async () => {
    for (const [path, from] of [["/appointment", "/about"], ["/admin/staff", "/doctordetail/x"], ["/appointment", undefined]] as const) {
      const response = await rsc(path, from);
      expect([path, from, response.status, response.headers.get("content-type")]).toEqual([path, from, 204, null]);
    }
  });

  it("from another private page keeps its payload; a public target and a document request are untouched", async () => {
    expect((await rsc("/admin/staff", "/admin/bookings")).status).toBe(200);
    expect((await rsc("/appointment", "/appointment?doctor=x")).status).toBe(200);
    expect((await rsc("/doctorList", "/about")).status).toBe(200);
    expect((await fetch(`${s.url}/appointment`, { headers: { referer: `${s.url}/about` } })).status).toBe(200);
  });
});

/**
 * The small site with its build's word on each page (server/routes.ts markPerRequestPages): "/",
 * /about and the doctor pages, specialities and doctor-list views cached; the gallery, careers,
 * articles, news and /doctorList itself rendered per request (they read searchParams).
 */
const BUILT_ROUTES = routeTable(
  markPerRequestPages(
    [
      ...TEST_ROUTES.routes,
      ...["/about", "/gallery", "/career", "/bloglist", "/news", "/doctorList/filtered/[speciality]/[gender]/[language]/[page]"].map((pattern): Route => ({ pattern, kind: "page", methods: [] })),
    ],
    {
      routes: { "/": { srcRoute: "/" }, "/about": { srcRoute: "/about" } },
      dynamicRoutes: { "/doctordetail/[username]": {}, "/specialities/[name]": {}, "/doctorList/filtered/[speciality]/[gender]/[language]/[page]": {} },
    },
  ),
);

describe("a public page rendered per request (live)", () => {
  let s: TestServer;
  const seenByNext: { url: string; csp: string | undefined }[] = [];
  beforeAll(async () => {
    // The headers step, then the doctor list's views as in server/main.ts, before a stand-in for
    // Next that sets a page rendered per request's caching as Next does.
    s = await serveSteps([setClassHeaders(BUILT_ROUTES), doctorListViews(async (_req, res) => void res.end("not found"))], (req, res) => {
      seenByNext.push({ url: req.url!, csp: req.headers["content-security-policy"] as string | undefined });
      const cached = /^\/(about|doctordetail\/[^/?]+|specialities\/[^/?]+|doctorList\/filtered\/[^?]+)?(\?|$)/.test(req.url!);
      res.setHeader("Cache-Control", cached ? "s-maxage=300, stale-while-revalidate=3300" : "private, no-cache, no-store, max-age=0, must-revalidate");
      res.end("ok");
    });
  });
  afterAll(() => s.close());

  const LIVE = ["/gallery", "/gallery?category=x", "/career", "/career?department=cardiology&location=pune", "/bloglist", "/news?page=2", "/doctorList?name=x", "/doctorList?speciality=%3Cscript%3E"];
  const CACHED = ["/doctorList?speciality=cardiology", "/doctorList", "/about", "/", "/doctordetail/dr-rajesh-iyer", "/specialities/cardiology"];

  it("classes each address by what will be rendered: the pages the build renders per request live, a filtered list's cached view a page", () => {
    expect(LIVE.map((target) => classOfTarget(BUILT_ROUTES, target))).toEqual(Array(LIVE.length).fill("live"));
    expect(CACHED.map((target) => classOfTarget(BUILT_ROUTES, target))).toEqual(Array(CACHED.length).fill("page"));
    // A Server Action's POST is never served from a view: /doctorList renders it.
    expect(classOfTarget(BUILT_ROUTES, "/doctorList?speciality=cardiology", "POST")).toBe("live");
    expect(["/appointment", "/admin/staff"].map((target) => classOfTarget(BUILT_ROUTES, target))).toEqual(["private", "private"]);
  });

  it("gives a live page a fresh nonce, on the request for Next and on the answer, and leaves its caching to Next", async () => {
    const nonces = new Set<string>();
    for (const target of LIVE) {
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${s.url}${target}`);
        const policy = response.headers.get("content-security-policy");
        const nonce = nonceOf(policy)!;
        expect([target, Buffer.from(nonce ?? "", "base64").length]).toEqual([target, 18]);
        expect(scriptSrc(policy)).toBe(`'nonce-${nonce}' 'strict-dynamic'`);
        expect(response.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(seenByNext.at(-1)).toEqual({ url: target, csp: policy });
        nonces.add(nonce);
      }
    }
    expect(nonces.size).toBe(LIVE.length * 3);
  });

  it("gives a cached page, a filtered doctor list's view included, the content pages' policy and no nonce for Next", async () => {
    for (const target of CACHED) {
      const response = await fetch(`${s.url}${target}`);
      expect([target, scriptSrc(response.headers.get("content-security-policy"))]).toEqual([target, "'self' 'unsafe-inline'"]);
      expect([target, response.headers.get("cache-control")]).toEqual([target, "s-maxage=300, stale-while-revalidate=3300"]);
      expect([target, seenByNext.at(-1)?.csp]).toEqual([target, undefined]);
    }
    // (What Next rendered for the two doctor lists: their views.)
    expect(seenByNext.slice(-CACHED.length, 2 - CACHED.length).map((seen) => seen.url)).toEqual(["/doctorList/filtered/cardiology/-/-/-?speciality=cardiology", "/doctorList/filtered/-/-/-/-"]);
  });

  it("lets a client-side navigation into a live page stay in the document, and loads a private page whole", async () => {
    const whole = await serveSteps([loadPrivatePagesWhole(BUILT_ROUTES)], (_req, res) => void res.end("payload"));
    try {
      const rsc = (target: string, from: string) => fetch(`${whole.url}${target}`, { headers: { rsc: "1", referer: `${whole.url}${from}` } });
      expect([(await rsc("/gallery", "/about")).status, (await rsc("/about", "/gallery")).status, (await rsc("/doctorList?name=x", "/news")).status]).toEqual([200, 200, 200]);
      // From a live page into a private one: a new document, as from any public page.
      expect((await rsc("/appointment", "/gallery?category=x")).status).toBe(204);
    } finally {
      await whole.close();
    }
  });
});
