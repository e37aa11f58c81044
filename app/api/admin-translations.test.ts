import { and, desc, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { staffMember } from "@/test/staff";
import { auditLog, doctors, specialities } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { collectionSpec, TRANSLATED_COLLECTIONS } from "@/lib/contracts/collections";
import type { RecordTranslations } from "@/lib/contracts/collections/api";
import { TRANSLATED_LOCALES } from "@/lib/i18n/locales";
import { getSpecialityPage } from "@/lib/server/compose/speciality-page";
import { getAboutIn } from "@/lib/server/content/pages";
import { getHomepageIn } from "@/lib/server/compose/homepage";
import { getSetting, putSetting } from "@/lib/server/settings";
import { localizeSpecialityPage } from "@/lib/server/translations/localize";
import { recordTranslations, translationsToDo, translationsToDoCount, translationsToDoFor } from "@/lib/server/collections/translations";
import * as translate from "./admin/content/[collection]/translate/route";

// The console's Marathi and Hindi beside the English: where each translated field stands, as the
// public pages see it, a save of one language (checked by the field's own rules, against the
// English of now), and the list of what is still to translate or update.

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let t: TestDatabase;
let editor: Awaited<ReturnType<typeof staffMember>>;
let desk: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
  editor = await staffMember(t.handle.db, "editor");
  desk = await staffMember(t.handle.db, "front_desk");
});
afterAll(async () => t.cleanup());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const save = (collection: string, json: unknown, headers: Record<string, string> = editor.headers) =>
  call(translate.POST, `/api/admin/content/${collection}/translate`, { headers, json, params: { collection } });

const errorsOf = (body: Record<string, unknown>) => Object.fromEntries(((body.errors as { path: string; message: string }[] | undefined) ?? []).map((e) => [e.path, e.message]));

async function speciality(slug: string) {
  const [row] = await t.handle.db.select().from(specialities).where(eq(specialities.slug, slug));
  return row;
}

async function translationsOf(collection: "specialities" | "doctors" | "about", id: string | null): Promise<RecordTranslations> {
  return (await recordTranslations(t.handle.db, collection, id))!;
}

describe(`a record's Marathi and Hindi in the console, on ${testEngine()}`, () => {
  it("reads every demo translation as current, as the public pages do: the console works out the same English", async () => {
    for (const name of TRANSLATED_COLLECTIONS) {
      const spec = collectionSpec(name);
      const { entries } = await translationsToDo(t.handle.db, name, { limit: 500 });
      // The demo translates everything but the home page's tiles' and figures' extra records a test may add.
      expect({ name, entries: entries.map((e) => `${e.title}.${e.field}`) }).toEqual({ name, entries: [] });
      expect(spec.kind === "setting" || entries.length === 0).toBe(true);
    }
  });

  it("gives a speciality's fields side by side: the English, and each language's words and state", async () => {
    const row = await speciality("cardiology");
    const record = await translationsOf("specialities", row.id);
    expect(record.whole).toBe(false);
    expect(record.english.name).toBe(row.name);
    expect(Object.keys(record.english)).toEqual(["name", "heroDescription", "overviewDescription", "conditions", "procedures", "faqs"]);
    for (const locale of TRANSLATED_LOCALES) {
      expect(Object.values(record.languages[locale].states).every((s) => s === "current" || s === "nothing")).toBe(true);
      expect(record.languages[locale].values.name).toMatch(/[\u0900-\u097F]/);
      // A list and an array follow the English entry for entry.
      expect((record.languages[locale].values.conditions as string[]).length).toBe(row.conditions.length);
      expect((record.languages[locale].values.faqs as unknown[]).length).toBe(row.faqs.length);
    }
  });

  it("saves an out-of-date overview in Marathi: current again, shown on the Marathi page, audited, every language's pages revalidated; Hindi stays out of date", async () => {
    const row = await speciality("neurology");
    const changed = `${row.overviewDescription} The stroke unit now runs round the clock.`;
    await t.handle.db.update(specialities).set({ overviewDescription: changed }).where(eq(specialities.id, row.id));
    const before = await translationsOf("specialities", row.id);
    expect(before.languages.mr.states.overviewDescription).toBe("outOfDate");
    expect(before.languages.hi.states.overviewDescription).toBe("outOfDate");
    // The old Marathi is there to work from.
    expect(before.languages.mr.values.overviewDescription).toMatch(/[\u0900-\u097F]/);
    const listed = await translationsToDo(t.handle.db, "specialities", { limit: 500 });
    expect(listed.entries).toContainEqual(expect.objectContaining({ id: row.id, field: "overviewDescription", label: "Overview", states: { mr: "outOfDate", hi: "outOfDate" } }));

    const marathi = "  मेंदू व मज्जासंस्थेच्या आजारांवर उपचार; स्ट्रोक युनिट आता चोवीस तास सुरू.  ";
    const res = await save("specialities", { id: row.id, locale: "mr", values: { overviewDescription: marathi }, sources: { overviewDescription: before.sources.overviewDescription } });
    expect([res.status, res.body.message]).toEqual([200, expect.stringContaining("Marathi")]);
    const after = res.body.data as RecordTranslations;
    expect(after.languages.mr.states.overviewDescription).toBe("current");
    expect(after.languages.mr.values.overviewDescription).toBe(marathi.trim());
    expect(after.languages.hi.states.overviewDescription).toBe("outOfDate");

    const page = (await getSpecialityPage(t.handle.db, "neurology"))!;
    const shown = await localizeSpecialityPage(t.handle.db, "mr", page);
    expect([shown.page.overview.description, shown.english]).toEqual([marathi.trim(), []]);
    expect((await localizeSpecialityPage(t.handle.db, "hi", page)).english).toEqual(["overviewDescription"]);
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(expect.arrayContaining([...collectionSpec("specialities").tags]));

    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "translation_saved"), eq(auditLog.entityId, row.id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit).toMatchObject({ actor: editor.account.email, entity: "specialities", after: { Marathi: { overviewDescription: marathi.trim() } } });
    expect(audit.before).toEqual({ Marathi: { overviewDescription: before.languages.mr.values.overviewDescription } });

    const still = await translationsToDo(t.handle.db, "specialities", { limit: 500 });
    expect(still.entries).toContainEqual(expect.objectContaining({ id: row.id, field: "overviewDescription", states: { mr: "current", hi: "outOfDate" } }));
  });

  it("keeps the same words as translating a changed English when saved again, and audits that", async () => {
    const row = await speciality("orthopaedics");
    await t.handle.db.update(specialities).set({ name: `${row.name} ` }).where(eq(specialities.id, row.id));
    const before = await translationsOf("specialities", row.id);
    expect(before.languages.hi.states.name).toBe("outOfDate");
    const res = await save("specialities", { id: row.id, locale: "hi", values: { name: before.languages.hi.values.name }, sources: { name: before.sources.name } });
    expect(res.status).toBe(200);
    expect((res.body.data as RecordTranslations).languages.hi.states.name).toBe("current");
    const [audit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "translation_saved"), eq(auditLog.entityId, row.id)));
    expect([audit.before, audit.after]).toEqual([null, { Hindi: expect.stringContaining("same words") }]);
  });

  it("refuses a role that may not change the collection (403), and writes nothing", async () => {
    const row = await speciality("cardiology");
    const record = await translationsOf("specialities", row.id);
    const res = await save("specialities", { id: row.id, locale: "mr", values: { name: "बदल" }, sources: { name: record.sources.name } }, desk.headers);
    expect(res.status).toBe(403);
    expect((await translationsOf("specialities", row.id)).languages.mr.values.name).toBe(record.languages.mr.values.name);
  });

  it("answers 404 for an unknown record, a collection with nothing translated, and one that does not exist", async () => {
    const sources = { name: "A".repeat(22) };
    const unknown = await save("specialities", { id: crypto.randomUUID(), locale: "mr", values: { name: "नाव" }, sources });
    expect([unknown.status, unknown.body.message]).toEqual([404, expect.stringContaining("no such speciality")]);
    expect((await save("holidays", { id: crypto.randomUUID(), locale: "mr", values: { name: "x" }, sources })).status).toBe(404);
    expect((await save("patients", { id: crypto.randomUUID(), locale: "mr", values: { name: "x" }, sources })).status).toBe(404);
  });

  it("refuses bad input with 400 naming each field in its own words, and writes nothing", async () => {
    const row = await speciality("cardiology");
    const record = await translationsOf("specialities", row.id);
    const faqs = record.languages.mr.values.faqs as { q: string; a: string }[];
    const values = {
      name: "x".repeat(81),
      heroDescription: "   ",
      conditions: ["एक"],
      faqs: faqs.map((f, i) => (i === 0 ? { ...f, a: 42 } : f)),
    };
    const res = await save("specialities", { id: row.id, locale: "mr", values, sources: record.sources });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toMatchObject({
      "values.name": "Name must be at most 80 characters",
      "values.heroDescription": "Enter opening line in Marathi",
      "values.conditions": expect.stringContaining(`one for each of the English's ${row.conditions.length}`),
      "values.faqs.0.a": "Answer must be text",
    });
    expect((await translationsOf("specialities", row.id)).languages.mr.values).toEqual(record.languages.mr.values);

    // A field that is not translated, a locale that is not one, a save naming no English.
    const odd = await save("specialities", { id: row.id, locale: "mr", values: { slug: "x" }, sources: { slug: "A".repeat(22) } });
    expect([odd.status, errorsOf(odd.body)]).toEqual([400, { "values.slug": "is not a field with a Marathi or Hindi version" }]);
    const english = await save("specialities", { id: row.id, locale: "en", values: { name: "x" }, sources: record.sources });
    expect([english.status, Object.keys(errorsOf(english.body))]).toEqual([400, ["locale"]]);
    const unmarked = await save("specialities", { id: row.id, locale: "mr", values: { name: "नाव" }, sources: {} });
    expect([unmarked.status, errorsOf(unmarked.body)]).toEqual([400, { "sources.name": expect.any(String) }]);
  });

  it("refuses control characters in a translation, naming the field (an item of a list too)", async () => {
    const row = await speciality("cardiology");
    const record = await translationsOf("specialities", row.id);
    const conditions = [...(record.languages.hi.values.conditions as string[])];
    conditions[1] = "खराब\u0007";
    const res = await save("specialities", { id: row.id, locale: "hi", values: { name: "नाम\u0000", conditions }, sources: record.sources });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual({ "values.name": expect.stringContaining("control character"), "values.conditions.1": expect.stringContaining("control character") });
  });

  it("refuses a translation made against an English changed since the page was opened (409 english_changed)", async () => {
    const row = await speciality("paediatrics");
    const opened = await translationsOf("specialities", row.id);
    await t.handle.db.update(specialities).set({ heroDescription: "Care for children, newborns to teens." }).where(eq(specialities.id, row.id));
    const res = await save("specialities", { id: row.id, locale: "mr", values: { heroDescription: "मुलांची काळजी." }, sources: opened.sources });
    expect([res.status, res.body.code]).toEqual([409, "english_changed"]);
    expect(res.body.message).toMatch(/“Opening line”.*Reload/);
    expect((await translationsOf("specialities", row.id)).languages.mr.states.heroDescription).toBe("outOfDate");
  });

  it("saves a doctor's name in Hindi (the doctors' search keys refreshed by the hook)", async () => {
    const [row] = await t.handle.db.select().from(doctors).where(eq(doctors.username, "dr-ananya-kulkarni"));
    const record = (await recordTranslations(t.handle.db, "doctors", row.id))!;
    expect(Object.keys(record.english)).toEqual(["name", "designation", "biography"]);
    const res = await save("doctors", { id: row.id, locale: "hi", values: { name: "अनन्या कुलकर्णी" }, sources: { name: record.sources.name } });
    expect(res.status).toBe(200);
    expect((res.body.data as RecordTranslations).languages.hi.values.name).toBe("अनन्या कुलकर्णी");
  });

  it("translates a setting whole: its words in the language, its other values the English's, shown on the page once saved", async () => {
    const english = await getSetting(t.handle.db, "about");
    try {
      await putSetting(t.handle.db, "about", { ...english, vision: `${english.vision} And a new wing.` });
      const opened = await translationsOf("about", null);
      expect(opened.whole).toBe(true);
      expect(opened.languages.mr.states).toEqual({ value: "outOfDate" });
      const values = structuredClone(opened.languages.mr.values) as typeof english;
      values.vision = "नवे दृष्टिकोन.";
      // An English value sent changed is not the translation's to change: the English's is kept.
      values.facts = values.facts.map((f) => ({ ...f, value: "999" }));
      values.leadership = values.leadership.map((p) => ({ ...p, doctorUsername: "someone-else" }));
      const res = await save("about", { locale: "mr", values, sources: opened.sources });
      expect([res.status, res.body.errors ?? null]).toEqual([200, null]);
      expect((res.body.data as RecordTranslations).languages.mr.states).toEqual({ value: "current" });
      const page = await getAboutIn(t.handle.db, "mr");
      expect(page.outOfDate).toEqual([]);
      expect(page.value.vision).toBe("नवे दृष्टिकोन.");
      expect(page.value.facts.map((f) => f.value)).toEqual(english.facts.map((f) => f.value));
      expect(page.value.leadership.map((p) => p.doctorUsername)).toEqual(english.leadership.map((p) => p.doctorUsername));
      expect((await getAboutIn(t.handle.db, "hi")).outOfDate).toEqual(["value"]);

      // A whole setting's translation names its items as the English has them.
      const short = await save("about", { locale: "hi", values: { ...values, values: values.values.slice(1) }, sources: opened.sources });
      expect([short.status, errorsOf(short.body)["values.values"]]).toEqual([400, expect.stringContaining("one value for each of the English's")]);
    } finally {
      await putSetting(t.handle.db, "about", english);
    }
  });

  it("translates the home page's blocks whole, stored as their English is (an unused second button as none)", async () => {
    const english = await getSetting(t.handle.db, "homepage");
    try {
      await putSetting(t.handle.db, "homepage", { ...english, hero: { ...english.hero, secondaryCta: null } });
      const opened = (await recordTranslations(t.handle.db, "homepage", null))!;
      expect(opened.languages.mr.states).toEqual({ value: "outOfDate" });
      // The form holds the unused button as blank, as the English form does.
      expect((opened.languages.mr.values.hero as { secondaryCta: unknown }).secondaryCta).toEqual({ label: "", href: "" });
      const res = await save("homepage", { locale: "mr", values: opened.languages.mr.values, sources: opened.sources });
      expect([res.status, res.body.errors ?? null]).toEqual([200, null]);
      const { home, english: shownInEnglish } = await getHomepageIn(t.handle.db, "mr");
      expect(shownInEnglish.blocks).toBe(false);
      expect(home.hero.title).toMatch(/[\u0900-\u097F]/);
    } finally {
      await putSetting(t.handle.db, "homepage", english);
    }
  });

  it("audits a contact page's translation with its phone numbers and e-mails masked, as every content change", async () => {
    const english = await getSetting(t.handle.db, "contactPage");
    try {
      const departments = english.departments.map((d, i) => (i === 0 ? { ...d, phone: "+91 98765 43210", email: "new.desk@hospital.example" } : d));
      await putSetting(t.handle.db, "contactPage", { ...english, departments });
      const opened = (await recordTranslations(t.handle.db, "contactPage", null))!;
      expect(opened.languages.hi.states).toEqual({ value: "outOfDate" });
      const res = await save("contactPage", { locale: "hi", values: opened.languages.hi.values, sources: opened.sources });
      expect(res.status).toBe(200);
      const [audit] = await t.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "translation_saved"), eq(auditLog.entityId, "contactPage")))
        .orderBy(desc(auditLog.at))
        .limit(1);
      const text = JSON.stringify(audit.after);
      expect(text).toContain("departments.0.phone");
      expect(text).not.toContain("98765 43210");
      expect(text).not.toContain("new.desk@");
    } finally {
      await putSetting(t.handle.db, "contactPage", english);
    }
  });

  it("lists what is to do a bounded page at a time, continuing after the last record checked", async () => {
    const all = await translationsToDo(t.handle.db, "specialities", { limit: 500 });
    expect(all.next).toBeNull();
    const first = await translationsToDo(t.handle.db, "specialities", { limit: 3 });
    expect(first.next).not.toBeNull();
    const pages = [first];
    while (pages[pages.length - 1].next) pages.push(await translationsToDo(t.handle.db, "specialities", { limit: 3, after: pages[pages.length - 1].next! }));
    expect(pages.flatMap((p) => p.entries)).toEqual(all.entries);
    expect(all.entries.length).toBeGreaterThan(0);
  });

  it("lists for a role the collections it may change, one of them when named, and counts them for the overview", async () => {
    const everything = await translationsToDoFor(t.handle.db, "editor", {});
    expect(everything.map((p) => p.collection)).toEqual(TRANSLATED_COLLECTIONS);
    // The front desk changes no content: nothing to list, nothing read.
    expect(await translationsToDoFor(t.handle.db, "front_desk", {})).toEqual([]);
    const one = await translationsToDoFor(t.handle.db, "editor", { collection: "specialities" });
    expect(one.map((p) => p.collection)).toEqual(["specialities"]);
    expect(one[0].entries).toEqual(everything[0].entries);
    // A setting's translation is one entry, the whole page.
    await putSetting(t.handle.db, "terms", { ...(await getSetting(t.handle.db, "terms")), title: "Terms of use (new)" });
    const terms = (await translationsToDoFor(t.handle.db, "editor", { collection: "terms" }))[0];
    expect(terms.entries).toEqual([{ collection: "terms", id: null, title: "Terms of use", field: "value", label: "The whole page", states: { mr: "outOfDate", hi: "outOfDate" } }]);
    const listed = (await translationsToDoFor(t.handle.db, "editor", {})).reduce((n, p) => n + p.entries.length, 0);
    expect(await translationsToDoCount(t.handle.db, "editor")).toEqual({ count: listed, more: false });
    expect(await translationsToDoCount(t.handle.db, "front_desk")).toEqual({ count: 0, more: false });
  });
});
