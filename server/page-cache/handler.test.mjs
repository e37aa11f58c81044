import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { decodeEntry, encodeEntry } from "./codec.mjs";
import Handler, { isCacheable, REVALIDATE_NOW, resetStore, storeFor } from "./handler.mjs";
import { MemoryStore } from "./stores.mjs";
import { hasRedisServer, startRedisServer } from "../../scripts/lib/redis-server.mjs";

// The page cache's rules, on the memory store and on a real redis-server.

const page = (status = 200, tags = "_N_T_/layout,footer,doctors", html = "<h1>Dr. Rajesh Iyer</h1>") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("0:rsc payload"),
  headers: { "x-next-cache-tags": tags },
  postponed: undefined,
  status,
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
});
const fetchEntry = (data = "rows") => ({ kind: "FETCH", data: { headers: {}, body: Buffer.from(data).toString("base64"), url: "" }, revalidate: 300 });
const ctx = { serverDistDir: "/nonexistent/.next/server" };
const pageCtx = { kind: "APP_PAGE", cacheControl: { revalidate: 300, expire: 3600 } };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

afterEach(async () => {
  delete process.env.REDIS_URL;
  delete process.env.NEXT_PHASE;
  delete process.env.PAGE_CACHE_MEMORY_MB;
  await resetStore();
});

describe("codec", () => {
  it("round-trips a page entry's Buffers and Maps through the text Redis stores", () => {
    const entry = { value: page(), lastModified: 5, tags: ["footer"] };
    const back = decodeEntry(encodeEntry(entry));
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.rscData.toString()).toBe("0:rsc payload");
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get("/_tree").toString()).toBe("tree");
    expect(back.value.html).toBe(entry.value.html);
  });
});

describe("what is kept", () => {
  it("keeps a page or route that answered 200 and every data read", () => {
    expect(isCacheable(page(200))).toBe(true);
    expect(isCacheable({ kind: "APP_ROUTE", status: 200, body: Buffer.from(""), headers: {} })).toBe(true);
    expect(isCacheable(fetchEntry())).toBe(true);
  });

  it("never keeps a 404 or a redirect, so junk addresses and case variants cannot grow the cache", () => {
    expect(isCacheable(page(404))).toBe(false);
    expect(isCacheable(page(308))).toBe(false);
    expect(isCacheable(page(307))).toBe(false);
    expect(isCacheable(null)).toBe(false);
    expect(isCacheable({ kind: "REDIRECT", props: {} })).toBe(false);
  });

  it("never keeps the not-found page, whose heading is read from each missing address", () => {
    expect(isCacheable(page(200), "/route-cache/APP_PAGE/ab12/$/_not-found")).toBe(false);
    expect(isCacheable(page(200), "/route-cache/APP_PAGE/ab12/$/doctordetail/dr-rajesh-iyer")).toBe(true);
  });
});

describe("the handler on the memory store (one instance)", () => {
  it("serves a stored page with its lifetime, and nothing for an address never stored", async () => {
    const handler = new Handler(ctx);
    await handler.set("/doctordetail/dr-rajesh-iyer", page(), pageCtx);
    const hit = await handler.get("/doctordetail/dr-rajesh-iyer", { kind: "APP_PAGE" });
    expect(hit.value.html).toContain("Dr. Rajesh Iyer");
    expect(hit.cacheControl).toEqual(pageCtx.cacheControl);
    expect(await handler.get("/doctordetail/nobody", { kind: "APP_PAGE" })).toBeNull();
  });

  it("does not store a 404 render", async () => {
    const handler = new Handler(ctx);
    await handler.set("/doctordetail/nobody", page(404), pageCtx);
    expect(await handler.get("/doctordetail/nobody", { kind: "APP_PAGE" })).toBeNull();
  });

  it("misses a page once one of its tags is revalidated, and keeps pages with other tags", async () => {
    const handler = new Handler(ctx);
    await handler.set("/a", page(200, "footer,doctors"), pageCtx);
    await handler.set("/b", page(200, "services"), pageCtx);
    await sleep(2);
    await handler.revalidateTag(["doctors"]);
    expect(await handler.get("/a", { kind: "APP_PAGE" })).toBeNull();
    expect(await handler.get("/b", { kind: "APP_PAGE" })).not.toBeNull();
  });

  it("misses a page whose render began before a revalidation though it was stored after it: the render read the old data", async () => {
    const handler = new Handler(ctx);
    expect(await handler.get("/a", { kind: "APP_PAGE" })).toBeNull(); // the render begins
    await sleep(2);
    await handler.revalidateTag("footer"); // a write commits meanwhile
    await sleep(2);
    await handler.set("/a", page(200, "footer"), pageCtx); // the render, with the old footer, ends
    expect(await handler.get("/a", { kind: "APP_PAGE" })).toBeNull();
    // The render that follows that miss read the new data: it is kept, with Next's own time.
    await sleep(2);
    const before = Date.now();
    await handler.set("/a", page(200, "footer"), pageCtx);
    const hit = await handler.get("/a", { kind: "APP_PAGE" });
    expect(hit).not.toBeNull();
    expect(hit.lastModified).toBeGreaterThanOrEqual(before);
  });

  it("keeps the renders of one key that began after a write, however many were in flight (two misses, two stores)", async () => {
    const handler = new Handler(ctx);
    await handler.revalidateTag("footer");
    await sleep(2);
    expect(await handler.get("k", { kind: "FETCH", tags: ["footer"] })).toBeNull();
    expect(await handler.get("k", { kind: "FETCH", tags: ["footer"] })).toBeNull();
    await handler.set("k", fetchEntry("new"), { fetchCache: true, tags: ["footer"], revalidate: 300 });
    await handler.set("k", fetchEntry("new"), { fetchCache: true, tags: ["footer"], revalidate: 300 });
    expect(await handler.get("k", { kind: "FETCH", tags: ["footer"] })).not.toBeNull();
  });

  it("never keeps old data from a render begun on a stale hit, though a later render's miss came before it was stored", async () => {
    const handler = new Handler(ctx);
    await handler.set("k", fetchEntry("old"), { fetchCache: true, tags: ["footer"], revalidate: 300 });
    const realNow = Date.now;
    try {
      // Six minutes on: Next takes the entry as stale, serves it and renders it again (render 1).
      Date.now = () => realNow() + 6 * 60_000;
      expect(await handler.get("k", { kind: "FETCH", tags: ["footer"], revalidate: 300 })).not.toBeNull();
      await sleep(2);
      await handler.revalidateTag("footer"); // a write, while render 1 reads the old data
      await sleep(2);
      expect(await handler.get("k", { kind: "FETCH", tags: ["footer"], revalidate: 300 })).toBeNull(); // render 2 begins
      await handler.set("k", fetchEntry("old"), { fetchCache: true, tags: ["footer"], revalidate: 300 }); // render 1 ends first
      expect(await handler.get("k", { kind: "FETCH", tags: ["footer"], revalidate: 300 })).toBeNull();
    } finally {
      Date.now = realNow;
    }
  });

  it("moves a tag's time only forward: a revalidation stamped earlier does not undo a later one", async () => {
    const store = new MemoryStore({ maxBytes: 1000 });
    await store.revalidate(["footer"], 2000);
    await store.revalidate(["footer"], 1000);
    expect(await store.tagTimes(["footer"])).toEqual([2000]);
  });

  it("stores a page whose render's start is unknown only when none of its tags changed within the longest a render takes", async () => {
    const handler = new Handler(ctx);
    await handler.revalidateTag("footer");
    await sleep(2);
    await handler.set("/a", page(200, "footer"), pageCtx); // no miss before it: it may have read the old footer
    expect(await handler.get("/a", { kind: "APP_PAGE" })).toBeNull();
    await handler.set("/b", page(200, "services"), pageCtx);
    expect(await handler.get("/b", { kind: "APP_PAGE" })).not.toBeNull();
  });

  it("serves a page whose render began after a write, and keeps it when a render of unknown start stores after it", async () => {
    const handler = new Handler(ctx);
    await handler.revalidateTag("footer");
    await sleep(2);
    expect(await handler.get("/a", { kind: "APP_PAGE" })).toBeNull();
    await handler.set("/a", page(200, "footer", "<h1>new</h1>"), pageCtx);
    expect(await new Handler(ctx).get("/a", { kind: "APP_PAGE" })).not.toBeNull(); // another request
    await handler.set("/a", page(200, "footer", "<h1>maybe old</h1>"), pageCtx);
    expect((await handler.get("/a", { kind: "APP_PAGE" })).value.html).toBe("<h1>new</h1>");
  });

  it("stays cached under concurrent requests after a write: many misses, one shared render or several, the page is kept", async () => {
    const handler = new Handler(ctx);
    await handler.set("/a", page(200, "footer"), pageCtx);
    await sleep(2);
    await handler.revalidateTag("footer");
    await sleep(2);
    // Next shares one render among a page's concurrent requests: ten misses, one store.
    for (let i = 0; i < 10; i++) expect(await handler.get("/a", { kind: "APP_PAGE" })).toBeNull();
    await handler.set("/a", page(200, "footer"), pageCtx);
    for (let i = 0; i < 3; i++) expect(await handler.get("/a", { kind: "APP_PAGE" })).not.toBeNull();
  });

  it("stays cached after a write that follows a burst of stale hits served by one shared render", async () => {
    const handler = new Handler(ctx);
    expect(await handler.get("/a", { kind: "APP_PAGE" })).toBeNull();
    await handler.set("/a", page(200, "footer"), pageCtx);
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 6 * 60_000; // past its 300 s: stale for Next
      for (let i = 0; i < 10; i++) expect(await handler.get("/a", { kind: "APP_PAGE" })).not.toBeNull();
      await handler.set("/a", page(200, "footer"), pageCtx); // the one render Next shares among them
      await sleep(2);
      await handler.revalidateTag("footer");
      await sleep(2);
      expect(await handler.get("/a", { kind: "APP_PAGE" })).toBeNull();
      await handler.set("/a", page(200, "footer"), pageCtx);
      expect(await handler.get("/a", { kind: "APP_PAGE" })).not.toBeNull();
    } finally {
      Date.now = realNow;
    }
  });

  it("never keeps a cached read that one request read before a write, though another request asked for it after the write", async () => {
    // Three requests, each with its own handler as Next makes them; reads are not shared among them.
    const [a, b, c] = [new Handler(ctx), new Handler(ctx), new Handler(ctx)];
    const read = { kind: "FETCH", tags: ["footer"], revalidate: 300 };
    const store = (handler, data) => handler.set("footer-read", fetchEntry(data), { fetchCache: true, tags: ["footer"], revalidate: 300 });
    expect(await a.get("footer-read", read)).toBeNull(); // A reads the old footer
    expect(await b.get("footer-read", read)).toBeNull(); // so does B
    await store(a, "old");
    await sleep(2);
    await c.revalidateTag("footer"); // a write
    await sleep(2);
    expect(await c.get("footer-read", read)).toBeNull(); // C reads the new footer
    await store(b, "old"); // B, slow, stores what it read before the write
    await store(c, "new");
    const hit = await c.get("footer-read", read);
    expect(Buffer.from(hit.value.data.body, "base64").toString()).toBe("new");
  });

  it("offers the app a revalidation it can await, which has reached the store when it resolves", async () => {
    new Handler(ctx);
    const store = await storeFor(ctx);
    const write = store.revalidate.bind(store);
    // A store slower than the request around it.
    store.revalidate = async (tags, at) => {
      await sleep(50);
      await write(tags, at);
    };
    await globalThis[REVALIDATE_NOW](["footer"]);
    const [at] = await store.tagTimes(["footer"]);
    expect(at).toBeGreaterThan(0);
  });

  it("misses a data read when its own tags or the page's soft tags were revalidated", async () => {
    const handler = new Handler(ctx);
    await handler.set("k1", fetchEntry(), { fetchCache: true, tags: ["specialities"], revalidate: 300 });
    await handler.set("k2", fetchEntry(), { fetchCache: true, tags: ["footer"], revalidate: 300 });
    await sleep(2);
    await handler.revalidateTag("specialities");
    await handler.revalidateTag("_N_T_/contactUs");
    expect(await handler.get("k1", { kind: "FETCH", tags: ["specialities"], softTags: [] })).toBeNull();
    expect(await handler.get("k2", { kind: "FETCH", tags: ["footer"], softTags: ["_N_T_/contactUs"] })).toBeNull();
    expect(await handler.get("k2", { kind: "FETCH", tags: ["footer"], softTags: ["_N_T_/about"] })).not.toBeNull();
  });

  it("stores and reads nothing while next build runs (its pages are placeholders)", async () => {
    process.env.NEXT_PHASE = "phase-production-build";
    const handler = new Handler(ctx);
    await handler.set("/", page(), pageCtx);
    delete process.env.NEXT_PHASE;
    expect(await handler.get("/", { kind: "APP_PAGE" })).toBeNull();
  });
});

describe("the memory store's bound", () => {
  it("holds at most its byte budget however many distinct pages arrive, dropping the least recently used", async () => {
    const store = new MemoryStore({ maxBytes: 200_000 });
    const html = "x".repeat(10_000); // about 20 kB an entry in memory
    for (let i = 0; i < 1000; i++) await store.set(`/p/${i}`, { value: page(200, "t", html), lastModified: 1, tags: [] }, 60);
    expect(store.entries.calculatedSize).toBeLessThanOrEqual(200_000);
    expect(store.entries.size).toBeLessThan(15);
    expect(await store.get("/p/999")).not.toBeNull();
    expect(await store.get("/p/0")).toBeNull();
  });
});

const withRedis = hasRedisServer() ? describe : describe.skip;
if (!hasRedisServer()) console.warn("redis-server is not installed: skipping the Redis page-cache tests (CI installs it).");

withRedis("the handler on Redis (several instances)", () => {
  let redis;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("serves a page stored by one instance to another, and misses it everywhere once a tag is revalidated anywhere", async () => {
    process.env.REDIS_URL = redis.url;
    // Two instances: two module copies of the handler, each with its own connection.
    const { default: OtherHandler, resetStore: resetOther } = await import("./handler.mjs?instance=other");
    try {
      const one = new Handler(ctx);
      const two = new OtherHandler(ctx);
      await one.set("/doctordetail/dr-rajesh-iyer", page(), pageCtx);
      const seen = await two.get("/doctordetail/dr-rajesh-iyer", { kind: "APP_PAGE" });
      expect(seen.value.html).toContain("Dr. Rajesh Iyer");
      expect(Buffer.isBuffer(seen.value.rscData)).toBe(true);
      await sleep(2);
      await two.revalidateTag(["footer"]);
      expect(await one.get("/doctordetail/dr-rajesh-iyer", { kind: "APP_PAGE" })).toBeNull();
      // One instance began rendering before the write; it stores its page after: the other misses it.
      await sleep(2);
      await two.revalidateTag(["footer"]);
      await one.set("/doctordetail/dr-rajesh-iyer", page(), pageCtx);
      expect(await two.get("/doctordetail/dr-rajesh-iyer", { kind: "APP_PAGE" })).toBeNull();
      // A tag's time only moves forward, whichever instance stamps it late.
      const { RedisStore } = await import("./stores.mjs");
      const store = new RedisStore({ url: redis.url, prefix: "review:", log: () => {} });
      await store.ready;
      try {
        await store.revalidate(["footer", "doctors"], 2000);
        await store.revalidate(["footer"], 1000);
        expect(await store.tagTimes(["footer", "doctors", "never"])).toEqual([2000, 2000, 0]);
      } finally {
        await store.close();
      }
    } finally {
      await resetOther();
    }
  });

  it("gives every key a lifetime, so Redis never holds an entry forever", async () => {
    process.env.REDIS_URL = redis.url;
    const handler = new Handler(ctx);
    expect(await handler.get("/about", { kind: "APP_PAGE" })).toBeNull();
    await handler.set("/about", page(), pageCtx);
    const { createClient } = await import("@redis/client");
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const [key] = await client.keys("hospital:*:/about");
      const ttl = await client.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(3600);
    } finally {
      await client.close();
    }
  });
});

describe("a Redis that cannot be reached", () => {
  it("costs a render, never a hung request or an error: reads miss and writes are dropped, with one log line each", async () => {
    process.env.REDIS_URL = "redis://127.0.0.1:1/0";
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const handler = new Handler(ctx);
      const started = Date.now();
      await handler.set("/", page(), pageCtx);
      expect(await handler.get("/", { kind: "APP_PAGE" })).toBeNull();
      await handler.revalidateTag("footer");
      expect(Date.now() - started).toBeLessThan(5000);
      const lines = warn.mock.calls.map((c) => String(c[0]));
      expect(lines.some((l) => l.includes("rendering instead"))).toBe(true);
      expect(lines.some((l) => l.includes("may show old pages"))).toBe(true);
      // The URL (which may hold a password) is never logged.
      expect(lines.join("\n")).not.toContain("127.0.0.1:1");
    } finally {
      warn.mockRestore();
    }
  });
});

describe("a Redis that accepts connections but never answers", () => {
  it("holds a request up for at most half a second per call: the page is rendered instead", async () => {
    const sockets = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise((resolve) => silent.listen(0, "127.0.0.1", resolve));
    process.env.REDIS_URL = `redis://127.0.0.1:${silent.address().port}/0`;
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const handler = new Handler(ctx);
      const started = Date.now();
      expect(await handler.get("/", { kind: "APP_PAGE" })).toBeNull();
      // The first call may also wait for the connection (at most a second); later ones do not.
      const second = Date.now();
      expect(await handler.get("/about", { kind: "APP_PAGE" })).toBeNull();
      expect(Date.now() - second).toBeLessThan(1000);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      warn.mockRestore();
      await resetStore();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
