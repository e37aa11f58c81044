import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { getRaw, serveSteps } from "../test-server";
import { compress, COMPRESS_MIN_BYTES, compressSmallest, ENCODINGS, preferredEncoding } from "./compress";

// A doctor list as Next renders it: text that compresses well, over 1 kB.
const PAGE = `<!DOCTYPE html><html><body><h1>Our doctors</h1><ul>${Array.from(
  { length: 60 },
  (_, i) => `<li><a href="/doctordetail/dr-${i}">Dr. ${["Asha Rao", "Rajesh Iyer", "Kavita Menon", "Farhan Sheikh"][i % 4]} (${i})</a> — ${["Cardiology", "Neurology", "Orthopaedics"][i % 3]}, fee ₹${1000 + i * 50}</li>`,
).join("")}</ul></body></html>`;

/** A request as the step and preferredEncoding read it: its headers. */
const withAcceptEncoding = (value?: string) => ({ headers: value === undefined ? {} : { "accept-encoding": value } }) as IncomingMessage;

/** The compress step on a real server in front of `last`, a stand-in for Next. */
async function withCompress(last: (req: IncomingMessage, res: ServerResponse) => void, run: (url: string) => Promise<void>) {
  const s = await serveSteps([compress()], last);
  try {
    await run(s.url);
  } finally {
    await s.close();
  }
}

/** Next's way of sending a rendered page whole: its type and length, then the body in one end(). */
const sendWhole =
  (body: string | Buffer, type = "text/html; charset=utf-8") =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(body);
  };

describe("compressSmallest", () => {
  it("gives brotli and gzip copies that decompress to the input, each smaller than a faster setting makes", async () => {
    const input = Buffer.from(PAGE);
    const copies = await compressSmallest(input);
    expect(Object.keys(copies).sort()).toEqual([...ENCODINGS].sort());
    expect(zlib.brotliDecompressSync(copies.br).equals(input)).toBe(true);
    expect(zlib.gunzipSync(copies.gzip).equals(input)).toBe(true);
    expect(copies.br.length).toBeLessThan(zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length);
    expect(copies.gzip.length).toBeLessThan(zlib.gzipSync(input, { level: 1 }).length);
  });

  it("round-trips binary bytes and an empty body", async () => {
    const bytes = crypto.randomBytes(5000);
    const copies = await compressSmallest(bytes);
    expect(zlib.brotliDecompressSync(copies.br).equals(bytes)).toBe(true);
    expect(zlib.gunzipSync(copies.gzip).equals(bytes)).toBe(true);
    const empty = await compressSmallest(Buffer.alloc(0));
    expect(zlib.brotliDecompressSync(empty.br).length).toBe(0);
    expect(zlib.gunzipSync(empty.gzip).length).toBe(0);
  });
});

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["*", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.9, br;q=0.2", "gzip"],
    ["*;q=0.5, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.9", "br"],
  ])("answers Accept-Encoding %p with %p: the highest q-value, brotli on a tie", (header, expected) => {
    expect(preferredEncoding(withAcceptEncoding(header), ENCODINGS)).toBe(expected);
  });

  it.each([["identity"], ["deflate"], ["zstd"], ["x-gzip"], ["br;q=0, gzip;q=0"], ["*;q=0"], [""]])("is undefined when the client takes neither brotli nor gzip: %p", (header) => {
    expect(preferredEncoding(withAcceptEncoding(header), ENCODINGS)).toBeUndefined();
  });

  it("is undefined without an Accept-Encoding header, and picks only from what is offered", () => {
    expect(preferredEncoding(withAcceptEncoding(), ENCODINGS)).toBeUndefined();
    expect(preferredEncoding(withAcceptEncoding("gzip, deflate, br"), ["gzip"])).toBe("gzip");
    expect(preferredEncoding(withAcceptEncoding("br"), ["gzip"])).toBeUndefined();
    expect(preferredEncoding(withAcceptEncoding("gzip, br"), [])).toBeUndefined();
  });
});

describe("the compress step", () => {
  it("gzips a text answer over COMPRESS_MIN_BYTES for a client that takes gzip, with Vary: Accept-Encoding", async () => {
    expect(Buffer.byteLength(PAGE)).toBeGreaterThan(COMPRESS_MIN_BYTES);
    await withCompress(sendWhole(PAGE), async (url) => {
      const answer = await getRaw(`${url}/doctorList`, { "accept-encoding": "gzip" });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      // The length Next set was the uncompressed one: it goes.
      expect(answer.headers["content-length"]).not.toBe(String(Buffer.byteLength(PAGE)));
      expect(answer.body.length).toBeLessThan(Buffer.byteLength(PAGE));
      expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
    });
  });

  it("sends brotli to a browser that takes it along with gzip, and to one that ranks it higher", async () => {
    await withCompress(sendWhole(PAGE), async (url) => {
      for (const accept of ["gzip, deflate, br, zstd", "gzip;q=0.5, br"]) {
        const answer = await getRaw(url, { "accept-encoding": accept });
        expect([accept, answer.headers["content-encoding"], answer.headers.vary]).toEqual([accept, "br", "Accept-Encoding"]);
        expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
      }
      const gzipFirst = await getRaw(url, { "accept-encoding": "br;q=0.1, gzip" });
      expect(gzipFirst.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzipFirst.body).toString()).toBe(PAGE);
    });
  });

  it("compresses an answer streamed in chunks without a length, as Next streams a dynamic page", async () => {
    const streamed = (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.write(PAGE.slice(0, 700));
      setTimeout(() => res.end(PAGE.slice(700)), 10);
    };
    await withCompress(streamed, async (url) => {
      const answer = await getRaw(url, { "accept-encoding": "gzip" });
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
    });
  });

  it("leaves an answer under 1 kB as it is, with or without a Content-Length; one of exactly COMPRESS_MIN_BYTES is compressed", async () => {
    const small = "x".repeat(COMPRESS_MIN_BYTES - 1);
    const atThreshold = "x".repeat(COMPRESS_MIN_BYTES);
    const pages = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === "/small") return sendWhole(small)(req, res);
      // Without a Content-Length the size of the body handed to end() decides.
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(req.url === "/small-unsized" ? small : atThreshold);
    };
    await withCompress(pages, async (url) => {
      for (const path of ["/small", "/small-unsized"]) {
        const answer = await getRaw(`${url}${path}`, { "accept-encoding": "gzip, br" });
        expect([path, answer.headers["content-encoding"]]).toEqual([path, undefined]);
        expect(answer.body.toString()).toBe(small);
      }
      expect((await getRaw(`${url}/small`, { "accept-encoding": "gzip" })).headers["content-length"]).toBe(String(small.length));
      const compressed = await getRaw(`${url}/at-threshold`, { "accept-encoding": "gzip" });
      expect(compressed.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(compressed.body).toString()).toBe(atThreshold);
    });
    await withCompress(
      (_req, res) => (res.setHeader("Content-Type", "application/json"), res.end(JSON.stringify({ success: 1, data: "ok" }))),
      async (url) => {
        const answer = await getRaw(url, { "accept-encoding": "gzip" });
        expect(answer.headers["content-encoding"]).toBeUndefined();
        expect(answer.body.toString()).toBe('{"success":1,"data":"ok"}');
      },
    );
  });

  it("leaves everything alone for a request without Accept-Encoding: no encoding, no Vary, the length Next set", async () => {
    await withCompress(sendWhole(PAGE), async (url) => {
      const answer = await getRaw(url, {});
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
      expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
      expect(answer.body.toString()).toBe(PAGE);
    });
  });

  it("sends an answer that already has a Content-Encoding as it is, never compressed twice", async () => {
    // Base64 of random bytes: its gzip is still over 1 kB, so only its encoding stops the step.
    const text = crypto.randomBytes(3000).toString("base64");
    const gzipped = zlib.gzipSync(text);
    const brotlied = zlib.brotliCompressSync(text);
    expect(gzipped.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const encoded = (req: IncomingMessage, res: ServerResponse) => {
      const br = req.url === "/br";
      res.setHeader("Content-Encoding", br ? "br" : "gzip");
      sendWhole(br ? brotlied : gzipped, "text/plain; charset=utf-8")(req, res);
    };
    await withCompress(encoded, async (url) => {
      for (const accept of ["gzip", "br", "gzip, deflate, br, zstd"]) {
        const gz = await getRaw(url, { "accept-encoding": accept });
        expect([accept, gz.headers["content-encoding"]]).toEqual([accept, "gzip"]);
        expect(gz.body.equals(gzipped)).toBe(true);
        expect(zlib.gunzipSync(gz.body).toString()).toBe(text);
      }
      const br = await getRaw(`${url}/br`, { "accept-encoding": "gzip, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.body.equals(brotlied)).toBe(true);
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text);
    });
  });

  it("leaves an answer of a type not worth compressing (an image) as it is", async () => {
    const image = crypto.randomBytes(4000);
    await withCompress(sendWhole(image, "image/png"), async (url) => {
      const answer = await getRaw(url, { "accept-encoding": "gzip, br" });
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.equals(image)).toBe(true);
    });
  });
});
