import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { enrolledFactor, STAFF_PASSWORD, staffMember } from "@/test/staff";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";
import { auditLog } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import type { StaffSessionView } from "@/lib/contracts/staff";
import * as login from "./admin/auth/login/route";
import * as me from "./admin/auth/me/route";
import * as verify from "./admin/auth/factor/verify/route";
import * as sessionList from "./admin/auth/sessions/list/route";
import * as sessionEnd from "./admin/auth/sessions/end/route";
import * as staffSessionsEnd from "./admin/staff/sessions/end/route";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// The console's session calls as a browser makes them: sign in from two browsers, list, end one
// by its id (its next request is 401), another account's id is 404, an admin ends all of an
// account's, and none of it ever carries a token.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

const ORIGIN = { origin: "http://localhost:3000" };
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let n = 0;
/** The recovery codes of each account enrolled here: each browser's sign-in gives the next one. */
const codesOf = new Map<string, string[]>();

/** Signs in through the routes (the password, then a recovery code) from a browser at an address; the headers of that browser afterwards. */
async function browser(email: string, userAgent: string, address = `203.0.113.${(n++ % 250) + 1}`) {
  const res = await call(login.POST, "/api/admin/auth/login", { headers: { ...ORIGIN, "user-agent": userAgent, [CLIENT_ADDRESS_HEADER]: address }, json: { email, password: STAFF_PASSWORD } });
  expect(res.status).toBe(200);
  const password = /staff_session=([\w-]+)/.exec(res.response.headers.get("set-cookie")!)![1];
  const given = await call(verify.POST, "/api/admin/auth/factor/verify", { headers: { ...ORIGIN, cookie: `staff_session=${password}`, "user-agent": userAgent, [CLIENT_ADDRESS_HEADER]: address }, json: { method: "recovery", code: codesOf.get(email)!.shift() } });
  expect(given.status).toBe(200);
  // Signed in under a new token: the one that gave only the password stops working.
  const token = /staff_session=([\w-]+)/.exec(given.response.headers.getSetCookie()[0])![1];
  return { token, headers: { ...ORIGIN, cookie: `staff_session=${token}`, "user-agent": userAgent, [CLIENT_ADDRESS_HEADER]: address } };
}

/** A staff member whose second factor is enrolled, ready to sign in with browser(). */
async function member(role: "admin" | "editor" | "front_desk") {
  const made = await staffMember(t.handle.db, role);
  codesOf.set(made.account.email, (await enrolledFactor(t.handle.db, made.account.id)).recoveryCodes);
  return made;
}

const list = async (headers: Record<string, string>) => {
  const res = await call(sessionList.GET, "/api/admin/auth/sessions/list", { method: "GET", headers });
  expect(res.status).toBe(200);
  return { sessions: res.body.data as StaffSessionView[], text: JSON.stringify(res.body) };
};

describe(`a staff member's sessions on ${testEngine()}`, () => {
  it("lists both browsers by device and masked network, this one marked, with no token; ends the other by id, whose next request is 401", async () => {
    const { account } = await member("front_desk");
    const desk = await browser(account.email, CHROME_WINDOWS, "203.0.113.77");
    const laptop = await browser(account.email, FIREFOX_LINUX, "198.51.100.23");
    const { sessions, text } = await list(desk.headers);
    expect(sessions[0]).toMatchObject({ device: "Chrome on Windows", network: "203.0.113.x", current: true });
    expect(sessions.find((s) => s.device === "Firefox on Linux")).toMatchObject({ network: "198.51.100.x", current: false });
    for (const token of [desk.token, laptop.token]) expect(text).not.toContain(token);

    const other = sessions.find((s) => s.device === "Firefox on Linux")!;
    const ended = await call(sessionEnd.POST, "/api/admin/auth/sessions/end", { headers: desk.headers, json: { id: other.id } });
    expect([ended.status, ended.body.data]).toEqual([200, { id: other.id, current: false }]);
    expect(ended.response.headers.get("set-cookie")).toBeNull();
    const refused = await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: laptop.headers });
    expect([refused.status, refused.body.code]).toEqual([401, "signed_out"]);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: desk.headers })).status).toBe(200);
    const [entry] = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, "session_ended"));
    expect(entry).toMatchObject({ actorId: account.id, after: { device: "Firefox on Linux", network: "198.51.100.x", current: false } });
  });

  it("answers 404 for another account's session and 400 for a malformed id; ending this one clears the cookie", async () => {
    const a = await member("editor");
    const b = await member("editor");
    const mine = await browser(a.account.email, CHROME_WINDOWS);
    const theirs = await browser(b.account.email, FIREFOX_LINUX);
    const [theirSession] = (await list(theirs.headers)).sessions;
    const foreign = await call(sessionEnd.POST, "/api/admin/auth/sessions/end", { headers: mine.headers, json: { id: theirSession.id } });
    expect(foreign.status).toBe(404);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: theirs.headers })).status).toBe(200);
    expect((await call(sessionEnd.POST, "/api/admin/auth/sessions/end", { headers: mine.headers, json: { id: "not-an-id" } })).status).toBe(400);
    // From another site, even with the cookie: refused.
    expect((await call(sessionEnd.POST, "/api/admin/auth/sessions/end", { headers: { ...mine.headers, origin: "https://evil.example" }, json: { id: theirSession.id } })).status).toBe(403);

    const [current] = (await list(mine.headers)).sessions;
    const self = await call(sessionEnd.POST, "/api/admin/auth/sessions/end", { headers: mine.headers, json: { id: current.id } });
    expect([self.status, self.body.data]).toEqual([200, { id: current.id, current: true }]);
    expect(self.response.headers.get("set-cookie")).toMatch(/^staff_session=; .*Max-Age=0/);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: mine.headers })).status).toBe(401);
    expect((await call(sessionList.GET, "/api/admin/auth/sessions/list", { method: "GET" })).status).toBe(401);
  });
});

describe(`an administrator ending all of an account's sessions on ${testEngine()}`, () => {
  it("ends every browser of the account (their next request is 401); only an admin may (403); not their own (400)", async () => {
    const admin = await member("admin");
    const { account, headers: deskFixture } = await member("front_desk");
    const one = await browser(account.email, CHROME_WINDOWS);
    const two = await browser(account.email, FIREFOX_LINUX);
    const editor = await member("editor");
    const forbidden = await call(staffSessionsEnd.POST, "/api/admin/staff/sessions/end", { headers: editor.headers, json: { id: account.id } });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, "role"]);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: one.headers })).status).toBe(200);

    const res = await call(staffSessionsEnd.POST, "/api/admin/staff/sessions/end", { headers: admin.headers, json: { id: account.id } });
    expect([res.status, res.body.data]).toEqual([200, { id: account.id, ended: 3 }]);
    for (const h of [one.headers, two.headers, deskFixture]) expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: h })).status).toBe(401);
    expect((await call(staffSessionsEnd.POST, "/api/admin/staff/sessions/end", { headers: admin.headers, json: { id: admin.account.id } })).status).toBe(400);
    expect((await call(staffSessionsEnd.POST, "/api/admin/staff/sessions/end", { headers: admin.headers, json: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
    // They can sign in again.
    await browser(account.email, CHROME_WINDOWS);
  });
});
