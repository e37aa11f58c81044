import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { allowList, NEXT_METHODS, ROUTE_METHODS, type RouteMethod } from "@/lib/http/methods";
import { API_CATCH_ALL, loadRouteTable } from "@/server/routes";
import { CALLS, ROUTE_METHODS_OF } from "@/lib/contracts/calls";
import type { RouteFn } from "@/lib/server/api/route";
import type { DeclaredRouteFn } from "@/lib/server/api/handle";

// Every route file under app/api, found on disk, so a door added later is covered without
// editing this test: its declared methods (lib/contracts/calls) against its own OPTIONS answer,
// and its refusal of control characters.

const API_DIR = path.join(process.cwd(), "app/api");

function routeFiles(dir = API_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const patternOf = (file: string) => "/api" + path.dirname(path.relative(API_DIR, file)).split(path.sep).map((s) => `/${s}`).join("");
const routes = routeFiles()
  .map((file) => ({ file, pattern: patternOf(file) }))
  .filter((r) => r.pattern !== API_CATCH_ALL);
/** The methods of each API route, as the server reads them (server/routes.ts): its calls' declarations. */
const SERVER_METHODS: Record<string, readonly RouteMethod[]> = Object.fromEntries(
  loadRouteTable(process.cwd(), null, ROUTE_METHODS_OF)
    .routes.filter((r) => r.kind === "api")
    .map((r) => [r.pattern, r.methods]),
);
const METHODS = (pattern: string): readonly RouteMethod[] => SERVER_METHODS[pattern] ?? [];
/** An address of a pattern, with a value for each dynamic segment. */
const addressOf = (pattern: string, value = "x") => pattern.replace(/\[[^\]]+\]/g, value);
// A segment the route knows ("x" stands for "any value"): an unknown collection is a 404 before the query and body are read.
const KNOWN_SEGMENTS: Record<string, string> = { collection: "doctors" };
const paramsOf = (pattern: string, value: string) =>
  Object.fromEntries([...pattern.matchAll(/\[([^\]]+)\]/g)].map(([, name]) => [name, value === "x" ? (KNOWN_SEGMENTS[name] ?? value) : value]));

// Booking doors check the visitor's booking token first too: a verified visitor's token is sent to every other route.
let bookingToken = "";
// Console doors check the session (and, for changes, the origin) first: an admin's browser headers.
let adminHeaders: Record<string, string> = {};
const authOf = (pattern: string) =>
  pattern.startsWith("/api/admin/") ? { headers: adminHeaders } : { headers: { authorization: `Bearer ${bookingToken}` } };

import { verifiedVisitor } from "@/test/booking-fixtures";
import { signedInHeaders, signingInHeaders, staffMember } from "@/test/staff";

type RouteModule = Partial<Record<(typeof NEXT_METHODS)[number], RouteFn>>;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  bookingToken = (await verifiedVisitor(testDb.handle.db, "+919876500001", new Date())).token;
  const admin = await staffMember(testDb.handle.db, "admin");
  adminHeaders = admin.headers;
  passwordOnlyHeaders = await signingInHeaders(testDb.handle.db, admin.account.id);
  staleFactorHeaders = await signedInHeaders(testDb.handle.db, admin.account.id, new Date(Date.now() - 11 * 60_000));
});
// The same admin's browsers: one that has given only the password, one whose second factor was given 11 minutes ago.
let passwordOnlyHeaders: Record<string, string> = {};
let staleFactorHeaders: Record<string, string> = {};
afterAll(async () => {
  await testDb.cleanup();
});

/** Routes that take multipart form data (bodyMode "multipart"). */
const MULTIPART = new Set(["/api/web/career/add-job-user", "/api/admin/uploads/image"]);
const formWith = (name: string, value: string) => {
  const form = new FormData();
  form.set(name, value);
  return form;
};

describe(`every API route file on ${testEngine()}`, () => {
  it("is declared, each declared call has its route, and each declaration names a route once per method", () => {
    expect(routes.map((r) => r.pattern).sort()).toEqual([...ROUTE_METHODS_OF.keys()].sort());
    const calls = CALLS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it("is known to the server with its declared methods", () => {
    expect(Object.keys(SERVER_METHODS).sort()).toEqual([...routes.map((r) => r.pattern), API_CATCH_ALL].sort());
    for (const r of routes) expect([r.pattern, [...SERVER_METHODS[r.pattern]]]).toEqual([r.pattern, ROUTE_METHODS.filter((m) => ROUTE_METHODS_OF.get(r.pattern)!.includes(m))]);
  });

  it.each(routes.map((r) => [r.pattern, r.file]))("%s exports all seven methods and answers OPTIONS with the Allow of its declared methods", async (pattern, file) => {
    const mod = (await import(file)) as RouteModule;
    for (const method of NEXT_METHODS) expect(typeof mod[method]).toBe("function");
    expect(METHODS(pattern).length).toBeGreaterThan(0);
    // Each method's handler is built from its own declaration (handle()), not another call's.
    for (const method of METHODS(pattern)) {
      const declared = (mod[method] as Partial<DeclaredRouteFn>).declaration;
      expect([method, declared?.method, declared && `/api/${declared.path}`]).toEqual([method, method, pattern]);
    }
    const allow = allowList(METHODS(pattern)).join(", ");
    const options = await mod.OPTIONS!(new Request(`http://localhost${addressOf(pattern)}`, { method: "OPTIONS" }), {
      params: Promise.resolve(paramsOf(pattern, "x")),
    });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe(allow);
    // Every method that is not in Allow answers a JSON 405 with the same Allow.
    for (const method of NEXT_METHODS.filter((m) => !allow.split(", ").includes(m))) {
      const response = await mod[method]!(new Request(`http://localhost${addressOf(pattern)}`, { method }), {
        params: Promise.resolve(paramsOf(pattern, "x")),
      });
      expect([method, response.status, response.headers.get("allow")]).toEqual([method, 405, allow]);
    }
  });

  it.each(routes.map((r) => [r.pattern, r.file]))("%s refuses a NUL byte in body, query and path with a 400 envelope", async (pattern, file) => {
    const mod = (await import(file)) as RouteModule;
    for (const method of METHODS(pattern)) {
      const handler = mod[method]!;
      const hasBody = method !== "GET";
      const cases = [
        call(handler, `${addressOf(pattern)}?name=a%00b`, { method, params: paramsOf(pattern, "x"), ...(hasBody && !MULTIPART.has(pattern) ? { json: {} } : {}), ...authOf(pattern) }),
        ...(hasBody && !MULTIPART.has(pattern) ? [call(handler, addressOf(pattern), { method, json: { name: "a\u0000b", url: "a\u0000b" }, params: paramsOf(pattern, "x"), ...authOf(pattern) })] : []),
        // A form upload carries its text in form fields.
        ...(MULTIPART.has(pattern) ? [call(handler, addressOf(pattern), { method, body: formWith("name", "a\u0000b"), params: paramsOf(pattern, "x"), ...authOf(pattern) })] : []),
        ...(pattern.includes("[") ? [call(handler, addressOf(pattern, "a%00b"), { method, params: paramsOf(pattern, "a\u0000b"), ...(hasBody && !MULTIPART.has(pattern) ? { json: {} } : {}), ...authOf(pattern) })] : []),
      ];
      for (const { status, body, response } of await Promise.all(cases)) {
        expect(status).toBe(400);
        expect(body.success).toBe(0);
        expect(body.message).toMatch(/U\+0000/);
        expect(response.headers.get("x-request-id")).toBeTruthy();
      }
    }
  });

  it.each(routes.map((r) => [r.pattern, r.file]))("%s, a staff call, refuses a session that has given only its password (401 second_factor), and one declared stepUp refuses a factor given over 10 minutes ago (403 step_up)", async (pattern, file) => {
    const mod = (await import(file)) as RouteModule;
    for (const method of METHODS(pattern)) {
      const { declaration } = mod[method] as DeclaredRouteFn;
      if (declaration.access !== "staff") continue;
      const send = (headers: Record<string, string>) =>
        call(mod[method]!, addressOf(pattern), { method, params: paramsOf(pattern, "x"), headers, ...(method !== "GET" && !MULTIPART.has(pattern) ? { json: {} } : {}), ...(MULTIPART.has(pattern) ? { body: formWith("name", "x") } : {}) });
      const early = await send(passwordOnlyHeaders);
      expect([early.status, early.body.code]).toEqual([401, "second_factor"]);
      // A file answered is no step-up refusal (and no JSON to read).
      if (declaration.answers === "file" && !declaration.stepUp) continue;
      const stale = await send(staleFactorHeaders);
      if (declaration.stepUp) expect([stale.status, stale.body.code]).toEqual([403, "step_up"]);
      else expect(stale.body.code).not.toBe("step_up");
    }
  });
});
