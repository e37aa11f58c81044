import { getDb } from "@/lib/server/db";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { getShortLink } from "@/test/short-links";
import { shortLinks } from "@/lib/server/db/schema";
import { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT } from "./route";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const context = (shortId: string) => ({ params: Promise.resolve({ shortId }) });
const request = (method: string, headers: Record<string, string> = {}) => new Request("http://127.0.0.1/p/x", { method, headers });
const hits = async (id: string) => (await getShortLink(await getDb(), id))!.hitCount;

describe(`/p/:shortId on ${testEngine()}`, () => {
  it("redirects a visit (GET) of a link not marked permanent with 302 to the target and counts it once", async () => {
    const before = await hits("cardio");
    const response = await GET(request("GET"), context("cardio"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/specialities/cardiology");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await hits("cardio")).toBe(before + 1);
  });

  it("redirects a HEAD request the same way without counting", async () => {
    const before = await hits("cardio");
    const response = await HEAD(request("HEAD"), context("cardio"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/specialities/cardiology");
    expect(await hits("cardio")).toBe(before);
  });

  it("answers 301 for a link marked permanent, to a visit and a HEAD request alike", async () => {
    await testDb.handle.db.insert(shortLinks).values({ id: "moved-for-good", target: "/gallery?from=poster", permanent: true });
    const visit = await GET(request("GET"), context("moved-for-good"));
    expect(visit.status).toBe(301);
    expect(visit.headers.get("location")).toBe("/gallery?from=poster");
    expect(visit.headers.get("cache-control")).toContain("no-store");
    const head = await HEAD(request("HEAD"), context("moved-for-good"));
    expect(head.status).toBe(301);
    expect(await hits("moved-for-good")).toBe(1);
  });

  it.each<Record<string, string>>([
    { "next-router-prefetch": "1", rsc: "1" },
    { "sec-purpose": "prefetch" },
    { "sec-purpose": "prefetch;prerender" },
    { purpose: "prefetch" },
    { "x-middleware-prefetch": "1" },
  ])("redirects a prefetch (%o) without counting", async (headers) => {
    const before = await hits("doctors");
    const response = await GET(request("GET", headers), context("doctors"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/doctorList");
    expect(await hits("doctors")).toBe(before);
  });

  it("counts each of several concurrent visits", async () => {
    const before = await hits("book");
    await Promise.all(Array.from({ length: 8 }, () => GET(request("GET"), context("book"))));
    expect(await hits("book")).toBe(before + 8);
  });

  it.each([
    ["POST", POST],
    ["PUT", PUT],
    ["PATCH", PATCH],
    ["DELETE", DELETE],
  ])("answers %s with 405 and a true Allow, counting nothing", async (_method, handler) => {
    const before = await hits("cardio");
    const response = await handler();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await hits("cardio")).toBe(before);
  });

  it("answers OPTIONS with 204 and the same Allow, counting nothing", async () => {
    const before = await hits("cardio");
    const response = await OPTIONS();
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await hits("cardio")).toBe(before);
  });

  it.each(["no-such-link", "flu2025", "../etc/passwd", "a b"])("answers %j with an HTML 404 (the server makes it the whole page), counting nothing", async (id) => {
    const response = await GET(request("GET"), context(id));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN">/);
    expect(html).toMatch(/<title>Page not found \| [^<]+<\/title>/);
    expect(html).toContain("<h1>Link not found</h1>");
    expect(await hits("flu2025")).toBe(0);
    const head = await HEAD(request("HEAD"), context(id));
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
  });
});
