import { and, eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { staffMember } from "@/test/staff";
import { auditLog, shortLinks } from "@/lib/server/db/schema";
import type { ShortLinkEntry } from "@/lib/contracts/short-links";
import { targetProblem } from "@/lib/contracts/short-links";
import { getShortLink } from "@/test/short-links";
import * as list from "./admin/links/list/route";
import * as create from "./admin/links/create/route";
import * as update from "./admin/links/update/route";
import * as remove from "./admin/links/delete/route";
import { GET as visit, HEAD as look } from "../p/[shortId]/route";

let t: TestDatabase;
let editor: Record<string, string>;
let admin: Record<string, string>;
let frontDesk: Record<string, string>;
beforeAll(async () => {
  t = await createTestDatabase();
  editor = (await staffMember(t.handle.db, "editor")).headers;
  admin = (await staffMember(t.handle.db, "admin")).headers;
  frontDesk = (await staffMember(t.handle.db, "front_desk")).headers;
});
afterAll(async () => t.cleanup());

const post = (handler: typeof create.POST, path: string, headers: Record<string, string>, json: unknown) => call(handler, `/api/admin/links/${path}`, { headers, json });
const linkOf = (body: { data?: unknown }) => body.data as ShortLinkEntry;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const follow = (id: string, method = "GET", headers: Record<string, string> = {}) =>
  (method === "HEAD" ? look : visit)(new Request(`http://127.0.0.1/p/${id}`, { method, headers }), { params: Promise.resolve({ shortId: id }) });
const auditOf = (id: string, action: string) => t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

describe(`short links in the console on ${testEngine()}`, () => {
  it("creates a link with the id given, audited, and lists it with its hit count", async () => {
    const expiresAt = inAnHour();
    const res = await post(create.POST, "create", editor, { id: "heart-camp", target: "/specialities/cardiology?utm_source=poster", permanent: false, expiresAt });
    expect(res.status).toBe(201);
    expect(linkOf(res.body)).toMatchObject({ id: "heart-camp", target: "/specialities/cardiology?utm_source=poster", permanent: false, expiresAt, hitCount: 0, createdBy: expect.stringMatching(/^editor\./) });
    expect(res.body.message).toMatch(/heart-camp now leads to/);
    const [audit] = await auditOf("heart-camp", "short_link_created");
    expect(audit.after).toEqual({ target: "/specialities/cardiology?utm_source=poster", permanent: false, expiresAt });

    await follow("heart-camp");
    const found = await post(list.POST, "list", editor, { search: "HEART" });
    expect(found.status).toBe(200);
    expect((found.body.data as ShortLinkEntry[]).map((l) => [l.id, l.hitCount])).toEqual([["heart-camp", 1]]);
    expect(found.body.pagination).toEqual({ page: 1, limit: 50, total: 1 });
    const all = await post(list.POST, "list", admin, {});
    expect((all.body.data as ShortLinkEntry[]).map((l) => l.id)).toEqual(expect.arrayContaining(["heart-camp", "cardio", "flu2025"]));
  });

  it("gives a link left without an id a short random one", async () => {
    const res = await post(create.POST, "create", editor, { id: "  ", target: "/gallery" });
    expect(res.status).toBe(201);
    expect(linkOf(res.body).id).toMatch(/^[2-9a-hjkmnp-z]{7}$/);
    expect(linkOf(res.body)).toMatchObject({ permanent: false, expiresAt: null });
  });

  it("refuses an id that is taken, in any letter case (409 naming the field)", async () => {
    for (const id of ["cardio", "Cardio"]) {
      const res = await post(create.POST, "create", editor, { id, target: "/gallery" });
      expect([res.status, res.body.code]).toEqual([409, "id_taken"]);
      expect(res.body.errors).toEqual([{ path: "id", message: expect.any(String) }]);
    }
    expect((await getShortLink(t.handle.db, "cardio"))!.target).toBe("/specialities/cardiology");
  });

  it.each([
    ["another website", "https://evil.example/x", /not another website/],
    ["a protocol-relative address", "//evil.example/x", /not another website/],
    ["a javascript: address", "javascript:alert(1)", /not another website/],
    ["a backslash", "/\\evil.example", /backslash/],
    ["an encoded backslash", "/%5Cevil.example", /backslash/],
    ["a path without its slash", "doctorList", /must start with "\/"/],
    ["the API", "/api/web/footer/get", /API/],
    ["the console", "/admin/staff", /staff console/],
    ["the console in another case", "/Admin", /staff console/],
    ["a short link (a loop)", "/p/cardio", /loop/],
    ["a short link hidden by an escape", "/%70/cardio", /loop/],
    ["a dot-dot part", "/gallery/../p/cardio", /"\." or "\.\."/],
    ["a broken escape", "/gallery%zz", /%-escape/],
    ["a space", "/doctor list", /spaces/],
    ["a page the site does not have", "/no-such-page", /not a page of this site/],
    ["a page in the wrong letter case", "/doctorlist", /did you mean \/doctorList/],
    ["nothing", "", /Enter the page/],
  ])("refuses %s as a target with a 400 naming the field", async (_what, target, message) => {
    const res = await post(create.POST, "create", editor, { id: "refused-one", target });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "target", message: expect.stringMatching(message) }]);
    expect(await getShortLink(t.handle.db, "refused-one")).toBeNull();
  });

  it("refuses a control character in the target, and a bad id or expiry, naming the field", async () => {
    const nul = await post(create.POST, "create", editor, { target: "/gallery\u0000" });
    expect([nul.status, (nul.body.errors as { path: string }[])[0].path]).toEqual([400, "target"]);
    for (const [field, json] of [
      ["id", { id: "has space", target: "/gallery" }],
      ["id", { id: "x".repeat(65), target: "/gallery" }],
      ["id", { id: "../etc", target: "/gallery" }],
      ["expiresAt", { target: "/gallery", expiresAt: new Date(Date.now() - 60_000).toISOString() }],
      ["expiresAt", { target: "/gallery", expiresAt: "next tuesday" }],
      ["permanent", { target: "/gallery", permanent: "yes" }],
    ] as const) {
      const res = await post(create.POST, "create", editor, json);
      expect([field, res.status, (res.body.errors as { path: string }[]).map((e) => e.path)]).toEqual([field, 400, [field]]);
    }
  });

  it("accepts the site's own pages: paths with a query or fragment, the home page, files", () => {
    for (const target of ["/doctorList", "/blogdetail/x?utm=1", "/", "/?utm_source=sms", "/contactUs#map", "/public/brochure.pdf", "/specialities/heart%20care"]) {
      expect([target, targetProblem(target)]).toEqual([target, null]);
    }
  });

  it("changes the target and the kind, audited with before and after; a version that is no longer the latest gets 409 with the link as it is now", async () => {
    const made = linkOf((await post(create.POST, "create", editor, { id: "open-day", target: "/about" })).body);
    const first = await post(update.POST, "update", editor, { id: "open-day", updatedAt: made.updatedAt, target: "/gallery", permanent: true });
    expect(first.status).toBe(200);
    const saved = linkOf(first.body);
    expect(saved).toMatchObject({ target: "/gallery", permanent: true, expiresAt: null });
    expect(saved.updatedAt > made.updatedAt).toBe(true);
    const [audit] = await auditOf("open-day", "short_link_updated");
    expect([audit.before, audit.after]).toEqual([
      { target: "/about", permanent: false },
      { target: "/gallery", permanent: true },
    ]);

    // A second editor still holding the first version.
    const stale = await post(update.POST, "update", admin, { id: "open-day", updatedAt: made.updatedAt, target: "/career" });
    expect([stale.status, stale.body.code, stale.body.success]).toEqual([409, "stale", 0]);
    expect(stale.body.current).toEqual(saved);
    expect((await getShortLink(t.handle.db, "open-day"))!.target).toBe("/gallery");

    // With the current version the change goes through; an expiry can be set and taken away.
    const expiresAt = inAnHour();
    const again = await post(update.POST, "update", admin, { id: "open-day", updatedAt: saved.updatedAt, target: "/career", expiresAt });
    expect(linkOf(again.body)).toMatchObject({ target: "/career", permanent: true, expiresAt });
    const cleared = await post(update.POST, "update", admin, { id: "open-day", updatedAt: linkOf(again.body).updatedAt, expiresAt: null });
    expect(linkOf(cleared.body).expiresAt).toBeNull();
  });

  it("checks the version of a link whose stored time has microseconds (rows from before the console)", async () => {
    await t.handle.db.execute(`update short_links set updated_at = '2026-01-02 03:04:05.678912+00' where id = 'contact'`);
    const loaded = (await getShortLink(t.handle.db, "contact"))!.updatedAt.toISOString();
    expect(loaded).toBe("2026-01-02T03:04:05.678Z");
    const res = await post(update.POST, "update", editor, { id: "contact", updatedAt: loaded, permanent: true });
    expect([res.status, linkOf(res.body).permanent]).toEqual([200, true]);
  });

  it("does not count a visit as a change: an edit made after visits still goes through", async () => {
    const made = linkOf((await post(create.POST, "create", editor, { id: "visited", target: "/news" })).body);
    await follow("visited");
    await follow("visited");
    const res = await post(update.POST, "update", editor, { id: "visited", updatedAt: made.updatedAt, target: "/bloglist" });
    expect([res.status, linkOf(res.body).hitCount]).toEqual([200, 2]);
  });

  it("answers an edit that changes nothing without a new version, and an unknown link with 404", async () => {
    const made = linkOf((await post(create.POST, "create", editor, { id: "same-same", target: "/news" })).body);
    const res = await post(update.POST, "update", editor, { id: "same-same", updatedAt: made.updatedAt, target: "/news", permanent: false });
    expect([res.status, linkOf(res.body).updatedAt]).toEqual([200, made.updatedAt]);
    expect(await auditOf("same-same", "short_link_updated")).toEqual([]);
    expect((await post(update.POST, "update", editor, { id: "no-such-link", updatedAt: made.updatedAt, target: "/news" })).status).toBe(404);
  });

  it("refuses to point an edit outside the site", async () => {
    const made = linkOf((await post(create.POST, "create", editor, { id: "stay-home", target: "/news" })).body);
    const res = await post(update.POST, "update", editor, { id: "stay-home", updatedAt: made.updatedAt, target: "https://evil.example" });
    expect([res.status, (res.body.errors as { path: string }[])[0].path]).toEqual([400, "target"]);
  });

  it("deletes a link, audited; its address then answers 404", async () => {
    await post(create.POST, "create", editor, { id: "short-lived", target: "/news" });
    expect((await follow("short-lived")).status).toBe(302);
    const res = await post(remove.POST, "delete", editor, { id: "short-lived" });
    expect([res.status, res.body.data]).toEqual([200, { id: "short-lived" }]);
    expect((await auditOf("short-lived", "short_link_deleted")).length).toBe(1);
    expect((await follow("short-lived")).status).toBe(404);
    expect((await post(remove.POST, "delete", editor, { id: "short-lived" })).status).toBe(404);
  });

  it("refuses the front desk (403) and anyone signed out (401), and changes nothing", async () => {
    for (const [handler, path, json] of [
      [list.POST, "list", {}],
      [create.POST, "create", { id: "desk-made", target: "/news" }],
      [update.POST, "update", { id: "cardio", updatedAt: new Date().toISOString(), target: "/news" }],
      [remove.POST, "delete", { id: "cardio" }],
    ] as const) {
      const desk = await post(handler, path, frontDesk, json);
      expect([path, desk.status, desk.body.code]).toEqual([path, 403, "role"]);
      const nobody = await post(handler, path, { origin: editor.origin }, json);
      expect([path, nobody.status, nobody.body.code]).toEqual([path, 401, "signed_out"]);
    }
    expect(await getShortLink(t.handle.db, "desk-made")).toBeNull();
    expect((await getShortLink(t.handle.db, "cardio"))!.target).toBe("/specialities/cardiology");
  });
});

describe(`/p/:shortId after the console on ${testEngine()}`, () => {
  it("answers 301 for a permanent link and 302 otherwise, counting visits and not HEAD requests", async () => {
    await post(create.POST, "create", editor, { id: "for-good", target: "/doctorList", permanent: true });
    await post(create.POST, "create", editor, { id: "for-now", target: "/doctorList?utm_source=sms", permanent: false });
    const permanent = await follow("for-good");
    expect([permanent.status, permanent.headers.get("location")]).toEqual([301, "/doctorList"]);
    const temporary = await follow("for-now");
    expect([temporary.status, temporary.headers.get("location")]).toEqual([302, "/doctorList?utm_source=sms"]);
    expect((await follow("for-good", "HEAD")).status).toBe(301);
    expect((await follow("for-good", "GET", { "sec-purpose": "prefetch" })).status).toBe(301);
    expect((await getShortLink(t.handle.db, "for-good"))!.hitCount).toBe(1);
    expect((await getShortLink(t.handle.db, "for-now"))!.hitCount).toBe(1);
  });

  it("answers 404 once a link has expired, and counts nothing", async () => {
    await t.handle.db.insert(shortLinks).values({ id: "gone-by", target: "/news", permanent: true, expiresAt: new Date(Date.now() - 1000) });
    expect((await follow("gone-by")).status).toBe(404);
    expect((await getShortLink(t.handle.db, "gone-by"))!.hitCount).toBe(0);
  });

  it("follows a change of target at once", async () => {
    const made = linkOf((await post(create.POST, "create", editor, { id: "moving", target: "/news" })).body);
    expect((await follow("moving")).headers.get("location")).toBe("/news");
    await post(update.POST, "update", editor, { id: "moving", updatedAt: made.updatedAt, target: "/bloglist", permanent: true });
    const after = await follow("moving");
    expect([after.status, after.headers.get("location")]).toEqual([301, "/bloglist"]);
  });
});
