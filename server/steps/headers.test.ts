import { API_POLICY, FILE_POLICY } from "@/lib/http/address-class";
import { serveSteps, TEST_ROUTES, type TestServer } from "../test-server";
import { loadPrivatePagesWhole, setClassHeaders } from "./headers";

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

  it("gives a public page the content pages' policy and no nonce, and a page no route matches the same", async () => {
    for (const path of ["/doctorList", "/doctordetail/dr-rajesh-iyer", "/no-such-page"]) {
      const response = await fetch(`${s.url}${path}`);
      expect([path, scriptSrc(response.headers.get("content-security-policy"))]).toEqual([path, "'self' 'unsafe-inline'"]);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBeNull();
    }
  });

  it("gives each private page and console answer a fresh nonce, on the request for Next and on the answer, and never lets it be stored", async () => {
    const nonces = new Set<string>();
    for (const path of ["/appointment", "/admin/staff", "/admin/no-such-page", "/appointment?weaken=1"]) {
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${s.url}${path}`);
        const policy = response.headers.get("content-security-policy");
        const nonce = nonceOf(policy)!;
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
        expect(Buffer.from(nonce, "base64")).toHaveLength(18);
        expect(scriptSrc(policy)).toBe(`'nonce-${nonce}' 'strict-dynamic'`);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(seenByNext.at(-1)).toEqual({ url: path, csp: policy });
        nonces.add(nonce);
      }
    }
    expect(nonces.size).toBe(20);
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

  it("sends HSTS on every class when the site is served over https", async () => {
    const https = await serveSteps([setClassHeaders(TEST_ROUTES, { https: true })], (_req, res) => void res.end("ok"));
    try {
      for (const path of ["/", "/appointment", "/api/health", "/p/x", "/_next/static/a.js"]) {
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
