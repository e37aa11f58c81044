import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { raw, serveSteps, type TestServer } from "../test-server";
import { loadPrecompressed, servePrecompressed, writePrecompressed } from "./precompressed";

// A build's static folder in small: a script and a style sheet worth compressing, a script too
// small to gain, and a file of another kind.
const script = `(globalThis.chunks ||= []).push(${JSON.stringify(Array.from({ length: 400 }, (_, i) => `module ${i} of the booking form`))});\n`;
const sheet = Array.from({ length: 120 }, (_, i) => `.card-${i}{padding:${i % 7}px;color:#0b6378}`).join("\n");

let dir: string;
let s: TestServer;
let written: Awaited<ReturnType<typeof writePrecompressed>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  fs.mkdirSync(path.join(dir, "chunks"), { recursive: true });
  fs.writeFileSync(path.join(dir, "chunks", "app.js"), script);
  fs.writeFileSync(path.join(dir, "chunks", "site.css"), sheet);
  fs.writeFileSync(path.join(dir, "chunks", "tiny.js"), "self.x=1;");
  fs.writeFileSync(path.join(dir, "chunks", "notes.txt"), sheet);
  written = await writePrecompressed(dir);
  s = await serveSteps([servePrecompressed(loadPrecompressed(dir))], (_req, res) => {
    res.setHeader("X-Reached", "next");
    res.end("from next");
  });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A request whose answer is read as sent (fetch would decompress it). */
function get(address: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: { get(name: string): string | null }; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${s.url}${address}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: { get: (name) => (response.headers[name.toLowerCase()] as string | undefined) ?? null },
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("writePrecompressed", () => {
  it("writes brotli and gzip copies beside the scripts and style sheets that compression makes smaller, and nothing else", () => {
    expect(written.files).toBe(2);
    const names = fs.readdirSync(path.join(dir, "chunks")).sort();
    expect(names).toEqual(["app.js", "app.js.br", "app.js.gz", "notes.txt", "site.css", "site.css.br", "site.css.gz", "tiny.js"]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "chunks", "app.js.br"))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "chunks", "site.css.gz"))).toString()).toBe(sheet);
  });
});

describe("servePrecompressed", () => {
  it("sends brotli to a browser that lists it after gzip (Chrome's Accept-Encoding), with the type, length, Vary and a year's immutable caching", async () => {
    const response = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const { body } = response;
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it("sends gzip to a client that takes only gzip, and a style sheet as text/css", async () => {
    const response = await get("/_next/static/chunks/site.css?dpl=abc", { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(zlib.gunzipSync(response.body).toString()).toBe(sheet);
  });

  it("leaves to Next (and the compression step) a client that takes no encoding, refuses both, or asks with another method", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "br;q=0, gzip;q=0" }] as Record<string, string>[]) {
      const response = await get("/_next/static/chunks/app.js", headers);
      expect(response.headers.get("x-reached")).toBe("next");
    }
    const posted = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "POST");
    expect(posted.headers.get("x-reached")).toBe("next");
  });

  it("leaves to Next an address it holds no copy of: a small file, another kind of file, an unknown or a climbing path", async () => {
    for (const address of ["/_next/static/chunks/tiny.js", "/_next/static/chunks/notes.txt", "/_next/static/chunks/none.js", "/_next/static/chunks/app.js.br", "/chunks/app.js"]) {
      const response = await get(address, { "accept-encoding": "br, gzip" });
      expect({ address, reached: response.headers.get("x-reached") }).toEqual({ address, reached: "next" });
    }
    // Sent as typed (a URL library would resolve the dots first): only the exact address is served.
    for (const target of ["/_next/static/chunks/../chunks/app.js", "/_next/static/chunks/%2e%2e/chunks/app.js", "/_next/static//chunks/app.js"]) {
      const answer = await raw(s.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`);
      expect({ target, reached: /^X-Reached: next$/m.test(answer.replace(/\r/g, "")) }).toEqual({ target, reached: true });
    }
  });

  it("answers HEAD with the copy's headers and no body, and 304 to a client holding that copy", async () => {
    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(Number(head.headers.get("content-length"))).toBe(fs.statSync(path.join(dir, "chunks", "app.js.br")).size);
    expect((head.body).length).toBe(0);
    const etag = head.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    // The gzip copy is another representation: the brotli copy's tag does not validate it.
    const gzipped = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(gzipped.status).toBe(200);
  });
});
