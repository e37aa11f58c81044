import http from "node:http";
import zlib from "node:zlib";
import { holdNotFoundDocument, isDocumentRequest, requestPath } from "./not-found-front.mjs";

// A real node:http server whose handler stands in for Next: it answers as Next does (status
// and headers set, then the body streamed in chunks, possibly through a compression layer
// that wraps res.write/res.end after the front has wrapped them).
async function serve(nextLike, { compress = false } = {}) {
  const calls = [];
  const server = http.createServer(async (req, res) => {
    const held = holdNotFoundDocument(res);
    if (compress) wrapWithGzip(res);
    await nextLike(req, res);
    if (await held.wasNotFound()) {
      calls.push("not-found");
      held.release();
      res.statusCode = 404;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end("<html lang=en><h1>Whole not-found page</h1></html>");
    } else calls.push("passed");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise((r) => server.close(r)) };
}

// What the compression middleware does: wraps write/end, gzips, sets Content-Encoding.
function wrapWithGzip(res) {
  const gzip = zlib.createGzip();
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let started = false;
  gzip.on("data", (chunk) => write(chunk));
  gzip.on("end", () => end());
  res.write = (chunk) => {
    if (!started) {
      started = true;
      res.setHeader("content-encoding", "gzip");
    }
    return gzip.write(chunk);
  };
  res.end = (chunk) => {
    if (chunk) res.write(chunk);
    gzip.end();
    return res;
  };
}

const chunked = async (res, status, type, parts) => {
  res.statusCode = status;
  res.setHeader("content-type", type);
  res.setHeader("x-from-next", "yes");
  for (const part of parts) {
    res.write(part);
    await new Promise((r) => setTimeout(r, 5));
  }
  res.end();
};

describe("the production front's not-found hold", () => {
  it("replaces an HTML 404 from a page with the whole not-found page, leaving none of Next's headers", async () => {
    const s = await serve((req, res) => chunked(res, 404, "text/html; charset=utf-8", ['<html id="__next_error__">', "<body></body></html>"]));
    try {
      const response = await fetch(`${s.url}/doctordetail/nobody`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("<html lang=en><h1>Whole not-found page</h1></html>");
      expect(response.headers.get("x-from-next")).toBeNull();
      expect(s.calls).toEqual(["not-found"]);
    } finally {
      await s.close();
    }
  });

  it("passes a 200 page through whole, in order, also through a compression layer", async () => {
    const parts = Array.from({ length: 50 }, (_, i) => `<p>part ${i}</p>`.repeat(200));
    for (const compress of [false, true]) {
      const s = await serve((req, res) => chunked(res, 200, "text/html; charset=utf-8", parts), { compress });
      try {
        const response = await fetch(`${s.url}/doctordetail/dr-rajesh-iyer`);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(parts.join(""));
        expect(response.headers.get("x-from-next")).toBe("yes");
        expect(s.calls).toEqual(["passed"]);
      } finally {
        await s.close();
      }
    }
  });

  it("passes a 404 that is not HTML (a JSON error) through untouched", async () => {
    const s = await serve((req, res) => chunked(res, 404, "application/json", ['{"success":0}']));
    try {
      const response = await fetch(`${s.url}/x`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: 0 });
    } finally {
      await s.close();
    }
  });

  it("passes a redirect set through writeHead untouched", async () => {
    const s = await serve((req, res) => {
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
});

describe("which requests the front holds", () => {
  const isPage = (p) => /^\/doctordetail\/[^/]+$/.test(p) || p === "/";
  const req = (method, url, headers = {}) => ({ method, url, headers });

  it("holds GET and HEAD of a page route's document", () => {
    expect(isDocumentRequest(req("GET", "/doctordetail/x?a=1"), isPage)).toBe(true);
    expect(isDocumentRequest(req("HEAD", "/doctordetail/x"), isPage)).toBe(true);
  });

  it("never holds the API, assets, RSC fetches, other methods, unmatched paths or odd targets", () => {
    expect(isDocumentRequest(req("GET", "/api/web/footer/get"), isPage)).toBe(false);
    expect(isDocumentRequest(req("GET", "/_next/static/chunks/a.js"), isPage)).toBe(false);
    expect(isDocumentRequest(req("GET", "/doctordetail/x", { rsc: "1" }), isPage)).toBe(false);
    expect(isDocumentRequest(req("POST", "/doctordetail/x"), isPage)).toBe(false);
    expect(isDocumentRequest(req("GET", "/no/such/route"), isPage)).toBe(false);
    expect(isDocumentRequest(req("OPTIONS", "*"), isPage)).toBe(false);
    expect(isDocumentRequest(req("GET", "http://evil.example/doctordetail/x"), isPage)).toBe(false);
  });

  it("reads the path of a request target", () => {
    expect(requestPath("/a/b?c=d#e")).toBe("/a/b");
    expect(requestPath("*")).toBeNull();
    expect(requestPath("")).toBeNull();
  });
});
