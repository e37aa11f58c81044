import http, { type IncomingMessage, type ServerResponse } from "node:http";
import zlib from "node:zlib";
import { getRaw, serveSteps } from "../test-server";
import { compress } from "./compress";
import { encodedPageCount, etagOf, heldPageCount, strongEtags } from "./etag";

const PAGE = "<!DOCTYPE html><html><body><h1>Cardiology</h1><p>Consultation fee ₹1,200 — book online.</p></body></html>";

/**
 * A GET with exactly these headers (fetch adds Cache-Control: no-cache to a request that carries
 * its own If-None-Match, as the Fetch standard says; a browser revalidating its cached copy does not).
 */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject);
  });
}

/** Waits until the kept pages' compressed copies number `count` (they are made in the thread pool). */
async function copiesMade(count: number): Promise<void> {
  for (let i = 0; i < 200 && encodedPageCount() < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(encodedPageCount()).toBeGreaterThanOrEqual(count);
}

/** Next's way of sending a cached page: headers, then the whole body in one end(). */
const sendWhole = (page: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(page));
  res.end(page);
};
const cachedPage = sendWhole(PAGE);

async function withServer(last: (req: IncomingMessage, res: ServerResponse) => void, run: (url: string) => Promise<void>, steps = [strongEtags]) {
  const s = await serveSteps(steps, last);
  try {
    await run(s.url);
  } finally {
    await s.close();
  }
}

describe("strongEtags", () => {
  it("gives a page sent whole a strong ETag of its bytes, the same on every request", async () => {
    await withServer(cachedPage, async (url) => {
      const first = await fetch(`${url}/doctorList`);
      expect(first.status).toBe(200);
      expect(await first.text()).toBe(PAGE);
      expect(first.headers.get("etag")).toBe(etagOf(PAGE));
      expect(first.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect((await fetch(`${url}/doctorList`)).headers.get("etag")).toBe(etagOf(PAGE));
      expect(etagOf(Buffer.from(PAGE))).toBe(etagOf(PAGE));
      expect(etagOf(`${PAGE} `)).not.toBe(etagOf(PAGE));
    });
  });

  it("answers 304 with no body when If-None-Match holds the current ETag, and the whole page when it holds an old one", async () => {
    await withServer(cachedPage, async (url) => {
      const current = etagOf(PAGE);
      const unchanged = await get(`${url}/`, { "if-none-match": `"old", ${current}` });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.etag).toBe(current);
      expect(unchanged.headers["content-type"]).toBeUndefined();
      expect(unchanged.body).toBe("");
      const changed = await get(`${url}/`, { "if-none-match": '"old"' });
      expect(changed.status).toBe(200);
      expect(changed.body).toBe(PAGE);
      // A client that asks for a fresh copy (a reload: no-cache) gets one.
      const reload = await get(`${url}/`, { "if-none-match": current, "cache-control": "no-cache" });
      expect(reload.status).toBe(200);
      expect(reload.body).toBe(PAGE);
    });
  });

  it("leaves streamed answers, other statuses, other methods and an ETag set by the route alone", async () => {
    const streamed = (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader("Content-Type", "text/html");
      res.write("<p>rendered");
      res.end(" per request</p>");
    };
    await withServer(streamed, async (url) => {
      const answer = await fetch(url);
      expect(await answer.text()).toBe("<p>rendered per request</p>");
      expect(answer.headers.get("etag")).toBeNull();
    });
    await withServer((_req, res) => res.writeHead(404, { "Content-Type": "text/html" }).end("<h1>Not found</h1>"), async (url) => {
      expect((await fetch(url)).headers.get("etag")).toBeNull();
    });
    await withServer((_req, res) => res.end(JSON.stringify({ success: 1 })), async (url) => {
      const answer = await fetch(url, { method: "POST", body: "{}" });
      expect(answer.headers.get("etag")).toBeNull();
    });
    await withServer((_req, res) => (res.setHeader("ETag", '"resume-v2"'), res.end("%PDF-1.7")), async (url) => {
      expect((await fetch(url)).headers.get("etag")).toBe('"resume-v2"');
    });
  });

  it("tags the page as Next sent it, before compression, and answers a 304 with nothing to compress", async () => {
    const large = PAGE.repeat(40);
    await withServer(
      sendWhole(large),
      async (url) => {
        const gzipped = await fetch(url, { headers: { "accept-encoding": "gzip" } });
        expect(gzipped.headers.get("content-encoding")).toBe("gzip");
        expect(await gzipped.text()).toBe(large);
        expect(gzipped.headers.get("etag")).toBe(etagOf(large));
        const unchanged = await get(url, { "accept-encoding": "gzip", "if-none-match": etagOf(large) });
        expect(unchanged.status).toBe(304);
        expect(unchanged.headers["content-encoding"]).toBeUndefined();
        expect(unchanged.body).toBe("");
      },
      [compress(), strongEtags],
    );
  });

  it("keeps a public page's ETag and bytes once and nothing of a private answer, while every answer stays the bytes sent and their ETag", async () => {
    let page = `${PAGE}<!-- v1 -->`;
    const publicPage = (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=3300");
      res.end(page);
    };
    await withServer(publicPage, async (url) => {
      const held = heldPageCount();
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(url);
        expect(answer.headers.get("etag")).toBe(etagOf(page));
        expect(answer.headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
        expect(await answer.text()).toBe(page);
      }
      expect(heldPageCount()).toBe(held + 1);
      // The page changes (revalidated): its new text gets its own ETag, never the old one.
      page = `${PAGE}<!-- v2 -->`;
      const changed = await fetch(url);
      expect(changed.headers.get("etag")).toBe(etagOf(page));
      expect(await changed.text()).toBe(page);
      expect(heldPageCount()).toBe(held + 2);
    });
    const patientData = JSON.stringify({ success: 1, data: { name: "Kavita Menon", phone: "+919822011004" } });
    for (const cacheControl of ["private, no-store", "no-store", undefined]) {
      await withServer(
        (_req, res) => {
          if (cacheControl) res.setHeader("Cache-Control", cacheControl);
          res.end(patientData);
        },
        async (url) => {
          const held = heldPageCount();
          expect((await fetch(url)).headers.get("etag")).toBe(etagOf(patientData));
          expect(heldPageCount()).toBe(held);
        },
      );
    }
  });

  it("sends a public page over 1 kB as its brotli or gzip copy, made once after it is first sent, under the page's ETag; 304 and identity as before", async () => {
    const page = `${PAGE.repeat(30)}<!-- copies -->`;
    const publicPage = (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=3300");
      res.setHeader("Vary", "rsc");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(page);
    };
    await withServer(publicPage, async (url) => {
      const made = encodedPageCount();
      const first = await getRaw(url, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(first.headers["content-encoding"]).toBeUndefined();
      expect(first.body.toString()).toBe(page);
      await copiesMade(made + 1);

      const br = await getRaw(url, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(br.headers).toMatchObject({ "content-encoding": "br", etag: etagOf(page), vary: "rsc, Accept-Encoding", "content-length": String(br.body.length) });
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
      expect(br.body.length).toBeLessThan(zlib.brotliCompressSync(Buffer.from(page), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length);

      const gz = await getRaw(url, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gz.body).toString()).toBe(page);

      for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "br;q=0, gzip;q=0" }] as Record<string, string>[]) {
        const plain = await getRaw(url, headers);
        expect(plain.headers["content-encoding"]).toBeUndefined();
        expect(plain.body.toString()).toBe(page);
      }

      const unchanged = await getRaw(url, { "accept-encoding": "br", "if-none-match": etagOf(page) });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers["content-encoding"]).toBeUndefined();
      expect(unchanged.body.length).toBe(0);
    });
  });

  it("hands the compression step a page's copy already encoded, which it sends as it is; a page under 1 kB gets no copy", async () => {
    const page = `${PAGE.repeat(30)}<!-- behind compression -->`;
    const small = `${PAGE}<!-- small -->`;
    const pages = (req: IncomingMessage, res: ServerResponse) => {
      res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=3300");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(req.url === "/small" ? small : page);
    };
    await withServer(
      pages,
      async (url) => {
        const made = encodedPageCount();
        await getRaw(url, { "accept-encoding": "br" });
        await getRaw(`${url}/small`, { "accept-encoding": "br" });
        await copiesMade(made + 1);
        const answer = await getRaw(url, { "accept-encoding": "br" });
        expect(answer.headers["content-encoding"]).toBe("br");
        expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(page);
        expect(answer.headers.vary).toBe("Accept-Encoding");
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(encodedPageCount()).toBe(made + 1);
      },
      [compress(), strongEtags],
    );
  });
});
