import type { IncomingMessage, ServerResponse } from "node:http";
import { MISSING_PATH_HEADER } from "@/lib/http/internal-headers";
import { routeTable } from "../routes";
import { serveSteps, TEST_ROUTES } from "../test-server";
import { dropInternalHeaders } from "./internal-headers";
import { compress } from "./compress";
import { isDocumentRequest, wholeNotFoundPage } from "./not-found";

// The not-found step on a real node:http server (after the steps main.ts puts before it that it
// relies on), around a stand-in for Next: it answers as Next does (status and headers set, then
// the body in chunks).
type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

async function serve(nextLike: Handler, nextOwn: ReadonlySet<string> = new Set()) {
  const calls: string[] = [];
  const render404 = async (req: IncomingMessage, res: ServerResponse, missingPath: string) => {
    calls.push(`render404:${missingPath}`);
    res.statusCode = 404;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end("<html lang=en><h1>Whole not-found page</h1></html>");
  };
  const routes = routeTable(TEST_ROUTES.routes, null, nextOwn);
  const s = await serveSteps([dropInternalHeaders, compress(), wholeNotFoundPage(routes, render404)], async (req, res) => {
    calls.push(`next:${req.headers[MISSING_PATH_HEADER] ?? "-"}`);
    await nextLike(req, res);
  });
  return { ...s, calls };
}

const chunked = async (res: ServerResponse, status: number, type: string, parts: string[]) => {
  res.statusCode = status;
  res.setHeader("content-type", type);
  res.setHeader("x-from-next", "yes");
  for (const part of parts) {
    res.write(part);
    await new Promise((r) => setTimeout(r, 5));
  }
  res.end();
};

describe("Next's own routes", () => {
  it("answer the whole not-found page, whatever asks (a document, a client navigation), and never reach Next", async () => {
    const s = await serve((_req, res) => void res.end("Next's blank error document"), new Set(["/_global-error", "/_not-found"]));
    try {
      for (const [target, headers] of [["/_global-error", {}], ["/_not-found/", {}], ["/_not-found", { rsc: "1" }]] as const) {
        const response = await fetch(`${s.url}${target}`, { headers });
        expect([target, response.status, await response.text()]).toEqual([target, 404, "<html lang=en><h1>Whole not-found page</h1></html>"]);
      }
      expect(s.calls).toEqual(["render404:/_global-error", "render404:/_not-found/", "render404:/_not-found"]);
    } finally {
      await s.close();
    }
  });
});

describe("the whole not-found page step", () => {
  it("replaces an HTML 404 from a page with the whole not-found page, leaving none of Next's headers", async () => {
    const s = await serve((_req, res) => chunked(res, 404, "text/html; charset=utf-8", ['<html id="__next_error__">', "<body></body></html>"]));
    try {
      for (const encoding of ["identity", "gzip", "br"]) {
        const response = await fetch(`${s.url}/doctordetail/nobody?x=1`, { headers: { "accept-encoding": encoding } });
        expect(response.status).toBe(404);
        expect(await response.text()).toBe("<html lang=en><h1>Whole not-found page</h1></html>");
        expect(response.headers.get("x-from-next")).toBeNull();
      }
      expect(s.calls).toEqual(Array(3).fill(["next:-", "render404:/doctordetail/nobody"]).flat());
    } finally {
      await s.close();
    }
  });

  it("passes a 200 page through whole and in order, compressed or not", async () => {
    const parts = Array.from({ length: 50 }, (_, i) => `<p>part ${i}</p>`.repeat(200));
    const s = await serve((_req, res) => chunked(res, 200, "text/html; charset=utf-8", parts));
    try {
      for (const encoding of ["identity", "gzip", "br"]) {
        const response = await fetch(`${s.url}/doctordetail/dr-rajesh-iyer`, { headers: { "accept-encoding": encoding } });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
        expect(await response.text()).toBe(parts.join(""));
        expect(response.headers.get("x-from-next")).toBe("yes");
      }
      expect(s.calls).toEqual(["next:-", "next:-", "next:-"]);
    } finally {
      await s.close();
    }
  });

  it("never lets a request name the missing address itself", async () => {
    const s = await serve((_req, res) => chunked(res, 200, "text/html", ["ok"]));
    try {
      await (await fetch(`${s.url}/doctordetail/x`, { headers: { [MISSING_PATH_HEADER]: "/doctordetail/forged" } })).text();
      expect(s.calls).toEqual(["next:-"]);
    } finally {
      await s.close();
    }
  });

  it("passes a 404 that is not HTML (a JSON error) through untouched", async () => {
    const s = await serve((_req, res) => chunked(res, 404, "application/json", ['{"success":0}']));
    try {
      const response = await fetch(`${s.url}/doctordetail/x`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: 0 });
    } finally {
      await s.close();
    }
  });

  it("passes a redirect set through writeHead untouched", async () => {
    const s = await serve((_req, res) => {
      res.writeHead(308, { location: "/doctordetail/dr-rajesh-iyer" });
      res.end();
    });
    try {
      const response = await fetch(`${s.url}/doctordetail/DR-RAJESH-IYER`, { redirect: "manual" });
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe("/doctordetail/dr-rajesh-iyer");
    } finally {
      await s.close();
    }
  });

  it("replaces a route handler's HTML 404 even though Next waits for the response to finish before its handling settles", async () => {
    const s = await serve(async (_req, res) => {
      res.statusCode = 404;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end("<!DOCTYPE html><h1>Link not found</h1>");
      // What Next's route handlers do: settle only once the response has finished.
      await new Promise((resolve) => res.once("finish", resolve));
    });
    try {
      const response = await fetch(`${s.url}/p/gone`, { signal: AbortSignal.timeout(5000) });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("<html lang=en><h1>Whole not-found page</h1></html>");
    } finally {
      await s.close();
    }
  });
});

describe("which requests the not-found step holds", () => {
  const req = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as unknown as IncomingMessage;

  it("holds GET and HEAD of a page's or a short link's document", () => {
    expect(isDocumentRequest(req("GET", "/doctordetail/x?a=1"), TEST_ROUTES)).toBe(true);
    expect(isDocumentRequest(req("HEAD", "/doctordetail/x"), TEST_ROUTES)).toBe(true);
    expect(isDocumentRequest(req("GET", "/p/abc"), TEST_ROUTES)).toBe(true);
  });

  it("never holds the API, Next's files, RSC fetches, other methods, unmatched paths or odd targets", () => {
    expect(isDocumentRequest(req("GET", "/api/web/footer/get"), TEST_ROUTES)).toBe(false);
    expect(isDocumentRequest(req("GET", "/_next/static/chunks/a.js"), TEST_ROUTES)).toBe(false);
    expect(isDocumentRequest(req("GET", "/doctordetail/x", { rsc: "1" }), TEST_ROUTES)).toBe(false);
    expect(isDocumentRequest(req("POST", "/doctordetail/x"), TEST_ROUTES)).toBe(false);
    expect(isDocumentRequest(req("GET", "/no/such/route"), TEST_ROUTES)).toBe(false);
    expect(isDocumentRequest(req("OPTIONS", "*"), TEST_ROUTES)).toBe(false);
    expect(isDocumentRequest(req("GET", "http://evil.example/doctordetail/x"), TEST_ROUTES)).toBe(false);
  });
});
