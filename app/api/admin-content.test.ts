import { and, eq, isNotNull } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { signedInHeaders, staffMember } from "@/test/staff";
import { auditLog, contentTranslations, doctorLeaves, doctorOpdTimings, doctors, serviceCategories, siteSettings } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { COLLECTION_NAMES, collectionSpec, emptyValues, rolesFor, type FieldValues } from "@/lib/contracts/collections";
import { roleMayUse } from "@/lib/contracts/staff";
import { getChangeTiers } from "@/lib/server/booking";
import type { CollectionListEntry, CollectionRecord, SaveResult } from "@/lib/contracts/collections/api";
import { getSetting } from "@/lib/server/settings";
import { searchDoctors } from "@/lib/server/doctors";
import * as list from "./admin/content/[collection]/list/route";
import * as get from "./admin/content/[collection]/get/route";
import * as save from "./admin/content/[collection]/save/route";
import * as remove from "./admin/content/[collection]/delete/route";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let t: TestDatabase;
let editor: Awaited<ReturnType<typeof staffMember>>;
let admin: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
  editor = await staffMember(t.handle.db, "editor");
  admin = await staffMember(t.handle.db, "admin");
});
afterAll(async () => t.cleanup());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const path = (collection: string, action: string) => `/api/admin/content/${collection}/${action}`;
const handlers = { list: list.POST, get: get.POST, save: save.POST, delete: remove.POST } as const;
function content(action: keyof typeof handlers, collection: string, json: unknown, headers: Record<string, string> = editor.headers) {
  return call(handlers[action], path(collection, action), { headers, json, params: { collection } });
}

async function firstOf(collection: string, search?: string): Promise<CollectionListEntry> {
  const res = await content("list", collection, { search });
  expect(res.status).toBe(200);
  return (res.body.data as CollectionListEntry[])[0];
}

async function load(collection: string, id?: string): Promise<CollectionRecord> {
  const res = await content("get", collection, { id });
  expect(res.status).toBe(200);
  return res.body.data as CollectionRecord;
}

describe(`the console's content collections on ${testEngine()}`, () => {
  it("lists every table collection of the demo content and opens every setting, each record passing its own write schema unchanged", async () => {
    for (const name of COLLECTION_NAMES) {
      const spec = collectionSpec(name);
      if (spec.kind === "table") {
        const first = await firstOf(name);
        expect(first).toBeDefined();
        const record = await load(name, first.id);
        // Saving what was loaded, untouched, works: the declared schema accepts the demo data.
        const res = await content("save", name, { id: record.id, version: record.version, values: record.values });
        expect([name, res.status, res.body.message]).toEqual([name, 200, expect.any(String)]);
      } else {
        const record = await load(name);
        // A setting only an administrator changes (the refund and change rules) is saved as one.
        const headers = roleMayUse("editor", rolesFor(spec, "change")) ? editor.headers : admin.headers;
        const res = await content("save", name, { version: record.version, values: record.values }, headers);
        expect([name, res.status, res.body.errors ?? null]).toEqual([name, 200, null]);
      }
    }
  });

  it("changes a doctor's fee: stored in paise, audited with before and after, and the doctors' pages revalidated", async () => {
    const entry = await firstOf("doctors", "rajesh");
    const record = await load("doctors", entry.id);
    const res = await content("save", "doctors", { id: record.id, version: record.version, values: { ...record.values, consultationFee: 95_000 } });
    expect(res.status).toBe(200);
    const [row] = await t.handle.db.select({ fee: doctors.consultationFee }).from(doctors).where(eq(doctors.id, entry.id));
    expect(row.fee).toBe(95_000);
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(expect.arrayContaining(["doctors", "availability"]));
    const [audit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, entry.id), eq(auditLog.action, "content_updated")));
    expect(audit).toMatchObject({ actor: editor.account.email, entity: "doctors", before: { consultationFee: record.values.consultationFee }, after: { consultationFee: 95_000 } });
    // Unchanged fields are not copied into the audit.
    expect(Object.keys(audit.after as object)).toEqual(["consultationFee"]);
  });

  it("renames a doctor: the name search finds the new name at once, typed in Devanagari too", async () => {
    const entry = await firstOf("doctors", "Sunil Wagh");
    const record = await load("doctors", entry.id);
    const res = await content("save", "doctors", { id: record.id, version: record.version, values: { ...record.values, name: "Sunil Kulkarni" } });
    expect(res.status).toBe(200);
    const [row] = await t.handle.db.select({ key: doctors.searchKey }).from(doctors).where(eq(doctors.id, entry.id));
    expect(row.key).toBe("sunil kulkarni");
    expect((await searchDoctors(t.handle.db, { name: "सुनील कुलकर्णी" })).doctors.map((d) => d.name)).toEqual(["Sunil Kulkarni"]);
    expect((await searchDoctors(t.handle.db, { name: "वाघ" })).doctors).toEqual([]);
  });

  it("answers 409 version_conflict to the second of two editors who loaded the same version, and keeps the first one's change", async () => {
    const entry = await firstOf("doctors", "ananya");
    const loaded = await load("doctors", entry.id);
    const first = await content("save", "doctors", { id: loaded.id, version: loaded.version, values: { ...loaded.values, designation: "Head of Neurology" } });
    expect(first.status).toBe(200);
    const second = await content("save", "doctors", { id: loaded.id, version: loaded.version, values: { ...loaded.values, biography: "Overwritten?" } });
    expect([second.status, second.body.code]).toEqual([409, "version_conflict"]);
    expect(second.body.message).toMatch(/Someone else saved this doctor/);
    const now = await load("doctors", entry.id);
    expect(now.values).toMatchObject({ designation: "Head of Neurology", biography: loaded.values.biography });
    expect(now.version).toBe((first.body.data as SaveResult).version);
    // A setting too: saved by someone else since it was opened.
    const about = await load("about");
    expect((await content("save", "about", { version: about.version, values: about.values })).status).toBe(200);
    expect((await content("save", "about", { version: about.version, values: about.values })).body.code).toBe("version_conflict");
  });

  it("refuses bad values with 400 naming each field under values, in the field's own words, and stores nothing", async () => {
    const entry = await firstOf("doctors", "rajesh");
    const record = await load("doctors", entry.id);
    const values: FieldValues = {
      ...record.values,
      name: "  ",
      username: "Not A Slug",
      consultationFee: -5,
      experienceYears: "eleven",
      languages: ["Klingon"],
      schedule: [{ dayOfWeek: "8", startTime: "25:00", endTime: "10:00", slotMinutes: 15 }],
    };
    const res = await content("save", "doctors", { id: record.id, version: record.version, values });
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries((res.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
    expect(byPath).toMatchObject({
      "values.name": "Enter full name",
      "values.username": expect.stringContaining("lower-case letters"),
      "values.consultationFee": "Consultation fee must be at least ₹0",
      "values.experienceYears": expect.stringContaining("number"),
      "values.languages.0": expect.stringContaining("Choose languages"),
      "values.schedule.0.dayOfWeek": "Choose day",
      "values.schedule.0.startTime": expect.stringContaining("09:30"),
    });
    expect((await load("doctors", entry.id)).version).toBe(record.version);
    // A control character is refused at the door, naming its field too.
    const nul = await content("save", "doctors", { id: record.id, version: record.version, values: { ...record.values, biography: "bad\u0000byte" } });
    expect([nul.status, (nul.body.errors as { path: string }[] | undefined)?.[0]?.path]).toEqual([400, "values.biography"]);
  });

  it("checks across fields: a sitting that ends before it starts, overlapping sittings and leave that ends before it begins", async () => {
    const entry = await firstOf("doctors", "rajesh");
    const record = await load("doctors", entry.id);
    const values = {
      ...record.values,
      schedule: [
        { dayOfWeek: "1", startTime: "10:00", endTime: "09:00", slotMinutes: 15 },
        { dayOfWeek: "2", startTime: "09:00", endTime: "12:00", slotMinutes: 15 },
        { dayOfWeek: "2", startTime: "11:00", endTime: "13:00", slotMinutes: 15 },
      ],
      leave: [{ fromDate: "2031-01-10", toDate: "2031-01-05", reason: "" }],
    };
    const res = await content("save", "doctors", { id: record.id, version: record.version, values });
    expect(res.status).toBe(400);
    expect((res.body.errors as { path: string }[]).map((e) => e.path)).toEqual(["values.schedule.0.endTime", "values.schedule.2.startTime", "values.leave.0.toDate"]);
  });

  it("replaces a doctor's sittings and upcoming leave as edited, keeping leave that is over", async () => {
    const entry = await firstOf("doctors", "rajesh");
    await t.handle.db.insert(doctorLeaves).values({ doctorId: entry.id, fromDate: "2020-01-01", toDate: "2020-01-03", reason: "Old" });
    const record = await load("doctors", entry.id);
    const values = {
      ...record.values,
      schedule: [{ dayOfWeek: "3", startTime: "14:00", endTime: "17:30", slotMinutes: 20 }],
      leave: [{ fromDate: "2031-02-01", toDate: "2031-02-07", reason: "Conference" }],
    };
    expect((await content("save", "doctors", { id: record.id, version: record.version, values })).status).toBe(200);
    const sittings = await t.handle.db.select().from(doctorOpdTimings).where(eq(doctorOpdTimings.doctorId, entry.id));
    expect(sittings.map((s) => [s.dayOfWeek, s.startTime, s.endTime, s.slotMinutes])).toEqual([[3, "14:00:00", "17:30:00", 20]]);
    const leave = await t.handle.db.select().from(doctorLeaves).where(eq(doctorLeaves.doctorId, entry.id));
    expect(leave.map((l) => l.reason).sort()).toEqual(["Conference", "Old"]);
    expect((await load("doctors", entry.id)).values.leave).toEqual([{ fromDate: "2031-02-01", toDate: "2031-02-07", reason: "Conference" }]);
  });

  it("creates a blog article with its body sanitised by the public pages' sanitiser, published now when no time is given, then deletes it", async () => {
    const values = {
      ...emptyValues(collectionSpec("blogs").fields),
      title: "Monsoon fevers: when to see a doctor",
      slug: "monsoon-fevers-when-to-see-a-doctor",
      excerpt: "Dengue, malaria or a cold?",
      body: '<h2>Signs</h2><p onclick="steal()">High fever <script>alert(1)</script><a href="javascript:alert(1)">here</a></p>',
      author: "Dr. Meera Joshi",
      category: "Infections",
      status: "published",
    };
    const created = await content("save", "blogs", { values });
    expect(created.status).toBe(201);
    const { id, version } = created.body.data as SaveResult;
    const record = await load("blogs", id!);
    expect(record.values.body).toBe("<h2>Signs</h2><p>High fever <a>here</a></p>");
    expect(record.values.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    // The same slug again (a news item shares the address space) is a 409 on the slug field.
    const taken = await content("save", "news", { values });
    expect([taken.status, (taken.body.errors as { path: string }[] | undefined)?.[0]?.path]).toEqual([409, "values.slug"]);
    // A blog is not a news item: the news collection does not open it.
    expect((await content("get", "news", { id })).status).toBe(404);
    expect((await content("delete", "blogs", { id, version: "1" })).body.code).toBe("version_conflict");
    expect((await content("delete", "blogs", { id, version })).status).toBe(200);
    expect((await content("get", "blogs", { id })).status).toBe(404);
  });

  it("edits a blog article's medical reviewer and the day of the review, given together, by another doctor than its author", async () => {
    const blog = await firstOf("blogs", "heart-attack-warning-signs");
    const record = await load("blogs", blog.id);
    const [reviewer] = await t.handle.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.username, "dr-ananya-kulkarni"));
    expect(record.values).toMatchObject({ reviewerId: reviewer.id, reviewedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const save = (values: FieldValues) => content("save", "blogs", { id: record.id, version: record.version, values: { ...record.values, ...values } });
    const refusal = async (values: FieldValues) => {
      const res = await save(values);
      return [res.status, (res.body.errors as { path: string }[] | undefined)?.[0]?.path];
    };
    expect(await refusal({ reviewedOn: null })).toEqual([400, "values.reviewedOn"]);
    expect(await refusal({ reviewerId: null })).toEqual([400, "values.reviewerId"]);
    expect(await refusal({ reviewerId: record.values.doctorId })).toEqual([400, "values.reviewerId"]);
    // One way to name the reviewer: not also as the doctor whose part is "reviewer" (how older articles name one).
    expect(await refusal({ doctorRole: "reviewer" })).toEqual([400, "values.doctorRole"]);
    const [other] = await t.handle.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.username, "dr-vikram-deshmukh"));
    expect((await save({ reviewerId: other.id, reviewedOn: "2026-01-10" })).status).toBe(200);
    expect((await load("blogs", blog.id)).values).toMatchObject({ reviewerId: other.id, reviewedOn: "2026-01-10" });
  });

  it("deletes a record's Marathi and Hindi with it", async () => {
    const entry = await firstOf("features");
    const record = await load("features", entry.id);
    const kept = () => t.handle.db.$count(contentTranslations, eq(contentTranslations.recordKey, entry.id));
    expect(await kept()).toBeGreaterThan(0);
    expect((await content("delete", "features", { id: entry.id, version: record.version })).status).toBe(200);
    expect(await kept()).toBe(0);
  });

  it("refuses to delete a service category that services still belong to, with a 409 saying what to do", async () => {
    const [category] = await t.handle.db.select().from(serviceCategories).limit(1);
    const record = await load("serviceCategories", category.id);
    const res = await content("delete", "serviceCategories", { id: category.id, version: record.version });
    expect([res.status, res.body.code]).toEqual([409, "in_use"]);
    expect(res.body.message).toMatch(/move or delete them first/);
  });

  it("answers a reference to a record that does not exist with 400 reference_gone, not a 500", async () => {
    const entry = await firstOf("services");
    const record = await load("services", entry.id);
    const res = await content("save", "services", { id: record.id, version: record.version, values: { ...record.values, categoryId: crypto.randomUUID(), specialities: [crypto.randomUUID()] } });
    expect([res.status, res.body.code]).toEqual([400, "reference_gone"]);
  });

  it("refuses deletes that would take other records with them: a speciality doctors list, a gallery category with pictures", async () => {
    const speciality = await firstOf("specialities", "Cardiology");
    const res = await content("delete", "specialities", { id: speciality.id, version: speciality.version });
    expect([res.status, res.body.code]).toEqual([409, "in_use"]);
    expect(res.body.message).toMatch(/Doctors still list this speciality/);
    const category = await firstOf("galleryCategories");
    expect((await content("delete", "galleryCategories", { id: category.id, version: category.version })).body.code).toBe("in_use");
  });

  it("refuses an impossible time of day, a missing version on a change and a bad country code, each on its field", async () => {
    const blog = await firstOf("blogs");
    const record = await load("blogs", blog.id);
    const late = await content("save", "blogs", { id: record.id, version: record.version, values: { ...record.values, publishedAt: "2026-12-01T25:99" } });
    expect([late.status, (late.body.errors as { path: string }[])[0].path]).toEqual([400, "values.publishedAt"]);
    const unversioned = await content("save", "blogs", { id: record.id, values: record.values });
    expect([unversioned.status, (unversioned.body.errors as { path: string }[])[0].path]).toEqual([400, "version"]);
    const contact = await load("contact");
    const country = await content("save", "contact", { version: contact.version, values: { ...contact.values, address: { ...(contact.values.address as FieldValues), addressCountry: "1A" } } });
    expect([country.status, (country.body.errors as { path: string }[])[0].path]).toEqual([400, "values.address.addressCountry"]);
  });

  it("stores a speciality chosen twice once, audits only the list item that changed, and keeps a leave reason out of the audit", async () => {
    const entry = await firstOf("doctors", "Meera Joshi");
    const record = await load("doctors", entry.id);
    const [main] = record.values.specialities as string[];
    const values = { ...record.values, specialities: [main, main], leave: [{ fromDate: "2031-03-02", toDate: "2031-03-04", reason: "Surgery of her own" }] };
    expect((await content("save", "doctors", { id: record.id, version: record.version, values })).status).toBe(200);
    expect((await load("doctors", entry.id)).values.specialities).toEqual([main]);
    const [audit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, entry.id), eq(auditLog.action, "content_updated")));
    expect(JSON.stringify(audit.after)).not.toContain("Surgery of her own");

    const service = await firstOf("services");
    const loaded = await load("services", service.id);
    const sections = loaded.values.sections as FieldValues[];
    expect(sections.length).toBeGreaterThan(1);
    const changed = sections.map((section, i) => (i === 1 ? { ...section, title: "What to expect on the day" } : section));
    expect((await content("save", "services", { id: loaded.id, version: loaded.version, values: { ...loaded.values, sections: changed } })).status).toBe(200);
    const [serviceAudit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, service.id), eq(auditLog.action, "content_updated")));
    expect(serviceAudit.after).toEqual({ "sections.1.title": "What to expect on the day" });
  });

  it("adds a hospital holiday as a closed day for every doctor (leave of no doctor), revalidating the free slots, and keeps doctors' leave out of its list", async () => {
    const created = await content("save", "holidays", { values: { reason: "Diwali (Lakshmi Puja)", fromDate: "2031-11-12", toDate: "2031-11-12" } });
    expect(created.status).toBe(201);
    const { id } = created.body.data as SaveResult;
    const [row] = await t.handle.db.select().from(doctorLeaves).where(eq(doctorLeaves.id, id!));
    expect(row).toMatchObject({ doctorId: null, fromDate: "2031-11-12", toDate: "2031-11-12" });
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toContain("availability");
    const listed = (await content("list", "holidays", {})).body.data as CollectionListEntry[];
    expect(listed.map((h) => h.title)).toContain("Diwali (Lakshmi Puja)");
    const doctorLeave = await t.handle.db.select({ id: doctorLeaves.id }).from(doctorLeaves).where(isNotNull(doctorLeaves.doctorId));
    expect(listed.map((h) => h.id)).not.toEqual(expect.arrayContaining(doctorLeave.map((l) => l.id).slice(0, 1)));
    const backwards = await content("save", "holidays", { values: { reason: "Typo", fromDate: "2031-11-12", toDate: "2031-11-10" } });
    expect([backwards.status, (backwards.body.errors as { path: string }[])[0].path]).toEqual([400, "values.toDate"]);
  });

  it("saves the home page's optional second button as none when left empty, and the setting's own schema still reads it", async () => {
    const record = await load("homepage");
    const hero = record.values.hero as FieldValues;
    const values = { ...record.values, hero: { ...hero, secondaryCta: { label: "", href: "" } } };
    expect((await content("save", "homepage", { version: record.version, values })).status).toBe(200);
    expect((await getSetting(t.handle.db, "homepage")).hero.secondaryCta).toBeNull();
    const half = { ...record.values, hero: { ...hero, secondaryCta: { label: "Only text", href: "" } } };
    const res = await content("save", "homepage", { version: (await load("homepage")).version, values: half });
    expect([res.status, (res.body.errors as { path: string }[] | undefined)?.[0]?.path]).toEqual([400, "values.hero.secondaryCta.href"]);
    const [row] = await t.handle.db.select().from(siteSettings).where(eq(siteSettings.key, "homepage"));
    expect((row.value as { hero: { secondaryCta: unknown } }).hero.secondaryCta).toBeNull();
  });

  it("keeps the footer's item ids across saves and gives new items one", async () => {
    const record = await load("footer");
    const sections = record.values.navigationSections as FieldValues[];
    const added = { title: "Visitors", isActive: true, links: [{ label: "Visiting hours", url: "/about", isActive: true, isExternal: false }] };
    const res = await content("save", "footer", { version: record.version, values: { ...record.values, navigationSections: [...sections, added] } });
    expect(res.status).toBe(200);
    const stored = await getSetting(t.handle.db, "footer");
    expect(stored.navigationSections.slice(0, -1).map((s) => s._id)).toEqual(sections.map((s) => s._id));
    expect(stored.navigationSections.at(-1)).toMatchObject({ title: "Visitors", _id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it("answers an unknown collection with 404, a front desk or signed-out caller with 403/401, a cross-site save with 403, and odd bodies with 400", async () => {
    expect((await content("list", "patients", {})).status).toBe(404);
    // Unknown before anything else (regression: a save with a bad body answered the body's 400; a long name answered 400).
    for (const action of ["save", "delete", "get"] as const) expect((await content(action, "nope", {})).status).toBe(404);
    expect((await content("list", "x".repeat(41), {})).status).toBe(404);
    const desk = await staffMember(t.handle.db, "front_desk");
    expect((await content("list", "doctors", {}, desk.headers)).status).toBe(403);
    // A collection's own access is checked before its body is judged: a role it refuses gets 403, whatever it sent.
    for (const action of ["save", "delete", "get"] as const) expect([action, (await content(action, "doctors", { values: "nope", id: 7 }, desk.headers)).status]).toEqual([action, 403]);
    expect((await content("list", "doctors", {}, { origin: editor.headers.origin })).status).toBe(401);
    expect((await content("save", "about", { values: {} }, { cookie: editor.headers.cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await content("save", "doctors", { values: "nope" })).status).toBe(400);
    expect((await content("save", "doctors", { id: "x", values: {} })).status).toBe(400);
    expect((await content("delete", "about", { id: crypto.randomUUID(), version: "1" })).status).toBe(400);
    const bad = await call(save.POST, path("doctors", "save"), { headers: { ...editor.headers, "content-type": "application/json" }, body: "{not json", method: "POST", params: { collection: "doctors" } });
    expect(bad.status).toBe(400);
  });

  it("keeps the refund and change rules an administrator's to change (the desk and editors read them), refuses tiers that leave a gap, and applies a save to bookings at once", async () => {
    const desk = await staffMember(t.handle.db, "front_desk");
    const read = await content("get", "changeRules", {}, desk.headers);
    expect(read.status).toBe(200);
    const record = read.body.data as CollectionRecord;
    expect((await content("save", "changeRules", { version: record.version, values: record.values })).status).toBe(403);
    const gap = { tiers: [{ hoursBefore: 4, refund: "less_fee", fee: "", canMove: true }] };
    const refused = await content("save", "changeRules", { version: record.version, values: gap }, admin.headers);
    expect([refused.status, (refused.body.errors as { path: string }[]).map((e) => e.path).sort()]).toEqual([400, ["values.tiers", "values.tiers.0.fee"]]);
    const manipal = { tiers: [{ hoursBefore: 4, refund: "full", fee: "", canMove: true }, { hoursBefore: 2, refund: "less_fee", fee: "10000", canMove: false }, { hoursBefore: 0, refund: "none", fee: "", canMove: false }] };
    const saved = await content("save", "changeRules", { version: record.version, values: manipal }, admin.headers);
    expect(saved.status).toBe(200);
    expect(await getChangeTiers(t.handle.db)).toEqual([
      { hoursBefore: 4, refund: "full", fee: null, canMove: true },
      { hoursBefore: 2, refund: "less_fee", fee: 10_000, canMove: false },
      { hoursBefore: 0, refund: "none", fee: null, canMove: false },
    ]);
  });

  it("asks for the second factor again before money: a doctor's fee changed or the refund rules saved with a factor given over 10 minutes ago is 403 step_up and nothing is written; other changes go through", async () => {
    const stale = await signedInHeaders(t.handle.db, admin.account.id, new Date(Date.now() - 11 * 60_000));
    const entry = await firstOf("doctors");
    const record = await load("doctors", entry.id);
    const fee = await content("save", "doctors", { id: record.id, version: record.version, values: { ...record.values, consultationFee: Number(record.values.consultationFee) + 10_000 } }, stale);
    expect([fee.status, fee.body.code]).toEqual([403, "step_up"]);
    expect((await load("doctors", entry.id)).version).toBe(record.version);
    const words = await content("save", "doctors", { id: record.id, version: record.version, values: { ...record.values, qualification: `${record.values.qualification} ` } }, stale);
    expect(words.status).toBe(200);
    const rules = (await content("get", "changeRules", {}, admin.headers)).body.data as CollectionRecord;
    const tiers = rules.values.tiers as FieldValues[];
    const changed = { tiers: tiers.map((tier, i) => (i === 0 ? { ...tier, canMove: !tier.canMove } : tier)) };
    const refused = await content("save", "changeRules", { version: rules.version, values: changed }, stale);
    expect([refused.status, refused.body.code]).toEqual([403, "step_up"]);
  });
});
