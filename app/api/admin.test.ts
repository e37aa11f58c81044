import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { signedInHeaders, signingInHeaders, STAFF_PASSWORD, staffMember } from "@/test/staff";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";
import { auditLog, staffSessions, staffUsers } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { readSession, recordFactorGiven, sessionLifetimes } from "@/lib/server/auth/staff-sessions";
import { SIGN_IN_FAILED, signIn } from "@/lib/server/staff";
import { TOO_SOON } from "@/lib/server/staff/throttle";
import * as login from "./admin/auth/login/route";
import * as logout from "./admin/auth/logout/route";
import * as me from "./admin/auth/me/route";
import * as password from "./admin/auth/password/route";
import * as staffList from "./admin/staff/list/route";
import * as staffCreate from "./admin/staff/create/route";
import * as staffDisable from "./admin/staff/disable/route";
import * as auditList from "./admin/audit/list/route";
import * as verify from "./admin/auth/factor/verify/route";
import * as totpStart from "./admin/auth/factors/totp/start/route";
import * as totpConfirm from "./admin/auth/factors/totp/confirm/route";
import { generate } from "otplib";

// Next gives route handlers the store revalidateTag needs; a handler called directly has none.
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

let n = 0;
/** A fresh client address per test, so the per-address sign-in limit is each test's own. */
const fromNewAddress = () => ({ [CLIENT_ADDRESS_HEADER]: `198.51.100.${(n++ % 250) + 1}` });
const ORIGIN = () => ({ origin: "http://localhost:3000" });

describe(`signing in to the console on ${testEngine()}`, () => {
  it("the password opens a session that can only finish signing in; the first factor enrolled through the calls signs it in and makes the browser a known device", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const res = await call(login.POST, "/api/admin/auth/login", { headers: { ...fromNewAddress(), ...ORIGIN() }, json: { email: account.email.toUpperCase(), password: STAFF_PASSWORD } });
    expect([res.status, res.body.data]).toEqual([200, { name: account.name, next: "enrol", methods: [] }]);
    const [cookie, ...others] = res.response.headers.getSetCookie();
    expect(cookie).toMatch(/^staff_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/);
    expect(others).toEqual([]);
    const token = /staff_session=([\w-]+)/.exec(cookie)![1];
    const rows = await t.handle.db.select().from(staffSessions).where(eq(staffSessions.userId, account.id));
    expect(rows).toHaveLength(2); // the fixture's and this one
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    const browser = { ...ORIGIN(), cookie: `staff_session=${token}` };
    // The password alone opens no console call.
    for (const [route, path, method] of [[me.GET, "/api/admin/auth/me", "GET"], [staffList.GET, "/api/admin/staff/list", "GET"], [password.POST, "/api/admin/auth/password", "POST"]] as const) {
      const refused = await call(route, path, { method, headers: browser, json: method === "POST" ? { current: STAFF_PASSWORD, next: "lantern-quarry-meadow-19" } : undefined });
      expect([refused.status, refused.body.code]).toEqual([401, "second_factor"]);
    }
    const started = await call(totpStart.POST, "/api/admin/auth/factors/totp/start", { headers: browser, json: {} });
    expect(started.status).toBe(200);
    const { secret } = started.body.data as { secret: string };
    const confirmed = await call(totpConfirm.POST, "/api/admin/auth/factors/totp/confirm", { headers: browser, json: { code: await generate({ secret }), name: "Work phone" } });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body.data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    // Signed in under a new session token (the one that only gave the password no longer works), and a known device now.
    const [session, device] = confirmed.response.headers.getSetCookie();
    expect(session).toMatch(/^staff_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/);
    expect(device).toMatch(/^staff_device=[\w.-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=15552000$/);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: browser })).status).toBe(401);
    const who = await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: { ...browser, cookie: session.split(";")[0] } });
    expect(who.body.data).toMatchObject({ id: account.id, role: "editor" });
    // The same code again, from a new sign-in: refused.
    const again = await call(login.POST, "/api/admin/auth/login", { headers: { ...fromNewAddress(), ...ORIGIN() }, json: { email: account.email, password: STAFF_PASSWORD } });
    expect(again.body.data).toEqual({ name: account.name, next: "factor", methods: ["totp", "recovery"] });
    const second = { ...ORIGIN(), cookie: again.response.headers.getSetCookie()[0].split(";")[0] };
    const replay = await call(verify.POST, "/api/admin/auth/factor/verify", { headers: second, json: { method: "totp", code: await generate({ secret }) } });
    expect([replay.status, replay.body.code]).toEqual([400, "factor_failed"]);
    // Nor can a session that gave only the password enrol another factor on the account.
    const thief = await call(totpStart.POST, "/api/admin/auth/factors/totp/start", { headers: second, json: {} });
    expect([thief.status, thief.body.code]).toEqual([403, "enrolled"]);
  });

  it("answers a wrong password and an unknown e-mail with the same 401 and message", async () => {
    const { account } = await staffMember(t.handle.db, "front_desk");
    const wrong = await call(login.POST, "/api/admin/auth/login", { headers: { ...fromNewAddress(), ...ORIGIN() }, json: { email: account.email, password: "not-the-password-at-all" } });
    const unknown = await call(login.POST, "/api/admin/auth/login", { headers: { ...fromNewAddress(), ...ORIGIN() }, json: { email: "nobody@hospital.example", password: "not-the-password-at-all" } });
    expect([wrong.status, wrong.body.message]).toEqual([401, SIGN_IN_FAILED]);
    expect([unknown.status, unknown.body.message]).toEqual([401, SIGN_IN_FAILED]);
    expect(wrong.response.headers.get("set-cookie")).toBeNull();
  });

  it("makes one address guessing many accounts wait: past 10 wrong tries, the next is 429 with Retry-After and the same message for every e-mail", async () => {
    const headers = { ...fromNewAddress(), ...ORIGIN() };
    for (let i = 0; i < 10; i += 1) {
      expect((await call(login.POST, "/api/admin/auth/login", { headers, json: { email: `guess${i}@hospital.example`, password: "guessing-passwords-here" } })).status).toBe(401);
    }
    const { account } = await staffMember(t.handle.db, "editor");
    const unknown = await call(login.POST, "/api/admin/auth/login", { headers, json: { email: "guess@hospital.example", password: "guessing-passwords-here" } });
    const known = await call(login.POST, "/api/admin/auth/login", { headers, json: { email: account.email, password: STAFF_PASSWORD } });
    for (const res of [unknown, known]) {
      expect([res.status, res.body.code, res.body.message]).toEqual([429, "rate_limited", TOO_SOON(Number(res.response.headers.get("retry-after")))]);
    }
  });

  it("refuses a sign-in posted from another site, or with no sign of where it came from (403)", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const json = { email: account.email, password: STAFF_PASSWORD };
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, {}, { origin: "null" }] as Record<string, string>[]) {
      const res = await call(login.POST, "/api/admin/auth/login", { headers: { ...fromNewAddress(), ...headers }, json });
      expect([JSON.stringify(headers), res.status, res.body.code]).toEqual([JSON.stringify(headers), 403, "cross_site"]);
    }
    expect((await call(login.POST, "/api/admin/auth/login", { headers: { ...fromNewAddress(), "sec-fetch-site": "same-origin" }, json })).status).toBe(200);
  });

  it("refuses a disabled account with the same message", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    await t.handle.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, account.id));
    const res = await call(login.POST, "/api/admin/auth/login", { headers: { ...fromNewAddress(), ...ORIGIN() }, json: { email: account.email, password: STAFF_PASSWORD } });
    expect([res.status, res.body.message]).toEqual([401, SIGN_IN_FAILED]);
  });

  it("refuses malformed input with 400 naming the field", async () => {
    const res = await call(login.POST, "/api/admin/auth/login", { headers: { ...fromNewAddress(), ...ORIGIN() }, json: { email: "not-an-email", password: 42 } });
    expect(res.status).toBe(400);
    expect((res.body.errors as { path: string }[]).map((e) => e.path).sort()).toEqual(["email", "password"]);
  });
});

/** A sign-in at `now`: the password, and the second factor given then (its giving is lib/server/staff/factors.test.ts's). */
async function signedInAt(email: string, client: string, now: Date) {
  const { token } = await signIn(t.handle.db, { email, password: STAFF_PASSWORD }, { client }, now);
  return { token: (await recordFactorGiven(t.handle.db, (await readSession(t.handle.db, token, now))!, now))! };
}

describe(`console sessions on ${testEngine()}`, () => {
  it("end after 30 minutes idle and 12 hours in all, and are deleted then", async () => {
    const { idleMs: SESSION_IDLE_MS, maxMs: SESSION_MAX_MS } = sessionLifetimes();
    const { account } = await staffMember(t.handle.db, "editor");
    const start = new Date("2026-11-25T06:00:00Z");
    const idle = await signedInAt(account.email, "192.0.2.60", start);
    expect(await readSession(t.handle.db, idle.token, new Date(start.getTime() + SESSION_IDLE_MS - 1000))).not.toBeNull();
    expect(await readSession(t.handle.db, idle.token, new Date(start.getTime() + 2 * SESSION_IDLE_MS))).toBeNull();
    const busy = await signedInAt(account.email, "192.0.2.61", start);
    // Used every 20 minutes, it still ends 12 hours after sign-in.
    let at = start.getTime();
    while (at + 20 * 60_000 < start.getTime() + SESSION_MAX_MS) {
      at += 20 * 60_000;
      expect(await readSession(t.handle.db, busy.token, new Date(at))).not.toBeNull();
    }
    expect(await readSession(t.handle.db, busy.token, new Date(start.getTime() + SESSION_MAX_MS))).toBeNull();
    expect(await readSession(t.handle.db, "not-a-token", start)).toBeNull();
  });

  it("sign-out ends the session on the server and clears the cookie", async () => {
    const { headers } = await staffMember(t.handle.db, "front_desk");
    const out = await call(logout.POST, "/api/admin/auth/logout", { headers, json: {} });
    expect(out.status).toBe(200);
    expect(out.response.headers.get("set-cookie")).toMatch(/^staff_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
    const after = await call(me.GET, "/api/admin/auth/me", { method: "GET", headers });
    expect([after.status, after.body.code]).toEqual([401, "signed_out"]);
  });

  it("sign-out ends a session that has given only its password too (regression: it lived on for its ten minutes)", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const headers = await signingInHeaders(t.handle.db, account.id);
    expect((await call(logout.POST, "/api/admin/auth/logout", { headers, json: {} })).status).toBe(200);
    const finish = await call(verify.POST, "/api/admin/auth/factor/verify", { headers, json: { method: "totp", code: "123456" } });
    expect([finish.status, finish.body.code]).toEqual([401, "signed_out"]);
  });

  it("sign-out of a session that already ended still clears the cookie (regression: it answered 401 and left the dead cookie), and is refused from another site", async () => {
    const { headers } = await staffMember(t.handle.db, "front_desk");
    await call(logout.POST, "/api/admin/auth/logout", { headers, json: {} });
    const again = await call(logout.POST, "/api/admin/auth/logout", { headers, json: {} });
    expect(again.status).toBe(200);
    expect(again.response.headers.get("set-cookie")).toMatch(/Max-Age=0$/);
    const forged = await call(logout.POST, "/api/admin/auth/logout", { headers: { ...headers, origin: "https://evil.example" }, json: {} });
    expect([forged.status, forged.body.code]).toEqual([403, "cross_site"]);
  });
});

describe(`roles on ${testEngine()}`, () => {
  it("lets an admin list staff, refuses an editor and the front desk (403) and anyone signed out (401)", async () => {
    const admin = await staffMember(t.handle.db, "admin");
    const editor = await staffMember(t.handle.db, "editor");
    const desk = await staffMember(t.handle.db, "front_desk");
    expect((await call(staffList.GET, "/api/admin/staff/list", { method: "GET", headers: admin.headers })).status).toBe(200);
    for (const who of [editor, desk]) {
      const res = await call(staffList.GET, "/api/admin/staff/list", { method: "GET", headers: who.headers });
      expect([res.status, res.body.code]).toEqual([403, "role"]);
    }
    expect((await call(staffList.GET, "/api/admin/staff/list", { method: "GET" })).status).toBe(401);
    // The header Next's middleware once trusted opens nothing.
    expect((await call(staffList.GET, "/api/admin/staff/list", { method: "GET", headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" } })).status).toBe(401);
    expect((await call(auditList.POST, "/api/admin/audit/list", { headers: editor.headers, json: {} })).status).toBe(403);
  });

  it("refuses a console change from another site even with a valid session cookie", async () => {
    const admin = await staffMember(t.handle.db, "admin");
    const res = await call(staffCreate.POST, "/api/admin/staff/create", {
      headers: { ...admin.headers, origin: "https://evil.example" },
      json: { email: "new.person@hospital.example", name: "New Person", role: "admin", password: "kettle-monsoon-harbour-77" },
    });
    expect([res.status, res.body.code]).toEqual([403, "cross_site"]);
    expect(await t.handle.db.select().from(staffUsers).where(eq(staffUsers.email, "new.person@hospital.example"))).toEqual([]);
  });
});

describe(`staff accounts and the audit on ${testEngine()}`, () => {
  it("an admin creates an account (weak password 400, same e-mail 409), disables it (its sessions end) and cannot disable themself", async () => {
    const admin = await staffMember(t.handle.db, "admin");
    const body = { email: "Priya.Desk@Hospital.example", name: "Priya Deshmukh", role: "front_desk", password: "kettle-monsoon-harbour-88" };
    const weak = await call(staffCreate.POST, "/api/admin/staff/create", { headers: admin.headers, json: { ...body, password: "password123456" } });
    expect([weak.status, (weak.body.errors as { path: string }[])[0].path]).toEqual([400, "password"]);
    const made = await call(staffCreate.POST, "/api/admin/staff/create", { headers: admin.headers, json: body });
    expect(made.status).toBe(201);
    const id = (made.body.data as { id: string }).id;
    expect((await call(staffCreate.POST, "/api/admin/staff/create", { headers: admin.headers, json: { ...body, email: "priya.desk@hospital.example" } })).status).toBe(409);

    const priya = await signedInHeaders(t.handle.db, id);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: priya })).status).toBe(200);
    expect((await call(staffDisable.POST, "/api/admin/staff/disable", { headers: admin.headers, json: { id } })).status).toBe(200);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: priya })).status).toBe(401);
    expect((await call(staffDisable.POST, "/api/admin/staff/disable", { headers: admin.headers, json: { id: admin.account.id } })).status).toBe(400);
    expect((await call(staffDisable.POST, "/api/admin/staff/disable", { headers: admin.headers, json: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);

    const audit = await call(auditList.POST, "/api/admin/audit/list", { headers: admin.headers, json: { action: "staff_created", actor: admin.account.id } });
    expect(audit.status).toBe(200);
    const [entry] = audit.body.data as { actor: string; description: string; record: string; after: { email: string; name: string } }[];
    // In words: who by name, what was done, the account made by its name; the e-mail is masked in the record.
    expect(entry).toMatchObject({ actor: admin.account.name, description: "Created a staff account", record: "Priya Deshmukh" });
    expect(entry.after).toEqual({ email: "p•••@hospital.example", name: "Priya Deshmukh", role: "front_desk" });
    // The filter takes the declared actions and a staff account, not free text.
    const unknown = await call(auditList.POST, "/api/admin/audit/list", { headers: admin.headers, json: { action: "staff_created%", actor: admin.account.email } });
    expect([unknown.status, (unknown.body.errors as { path: string }[]).map((e) => e.path).sort()]).toEqual([400, ["action", "actor"]]);
  });

  it("changing one's password needs the current one, refuses a common one, and signs out the account's other sessions", async () => {
    const { account, headers } = await staffMember(t.handle.db, "editor");
    const other = await signedInHeaders(t.handle.db, account.id);
    const wrong = await call(password.POST, "/api/admin/auth/password", { headers, json: { current: "not-my-password-x", next: "lantern-quarry-meadow-19" } });
    expect([wrong.status, (wrong.body.errors as { path: string }[])[0].path]).toEqual([400, "current"]);
    const common = await call(password.POST, "/api/admin/auth/password", { headers, json: { current: STAFF_PASSWORD, next: "1q2w3e4r5t6y" } });
    expect([common.status, (common.body.errors as { path: string }[])[0].path]).toEqual([400, "next"]);
    expect((await call(password.POST, "/api/admin/auth/password", { headers, json: { current: STAFF_PASSWORD, next: "lantern-quarry-meadow-19" } })).status).toBe(200);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers })).status).toBe(200);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers: other })).status).toBe(401);
    await expect(signIn(t.handle.db, { email: account.email, password: "lantern-quarry-meadow-19" }, { client: "192.0.2.99" }, new Date())).resolves.toMatchObject({ step: { name: account.name } });
  });

  it("wrong current passwords count against the account as wrong sign-ins do (regression: unlimited guesses from a session): audited, then throttled, and the sessions stay", async () => {
    const { account, headers } = await staffMember(t.handle.db, "editor");
    const attempt = () => call(password.POST, "/api/admin/auth/password", { headers, json: { current: "a-wrong-guess-here", next: "lantern-quarry-meadow-23" } });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    const fourth = await attempt();
    expect([fourth.status, fourth.body.code, fourth.response.headers.get("retry-after")]).toEqual([429, "rate_limited", "2"]);
    expect((await call(me.GET, "/api/admin/auth/me", { method: "GET", headers })).status).toBe(200);
    const failures = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, account.id));
    expect(failures.filter((e) => e.action === "password_change_failed")).toHaveLength(3);
  });
});
