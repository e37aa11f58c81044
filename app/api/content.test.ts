import { and, eq, lte, sql } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { solvedPow, testClock } from "@/test/booking-fixtures";
import { articles, contactMessages, doctors, outboxMessages } from "@/lib/server/db/schema";
import { BLOG_SEED } from "@/lib/server/db/seed/blogs";
import { wordCount } from "@/lib/text/reading-time";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";
import type { ArticleDetail, ArticleSummary, CareerList, GalleryCategory, GalleryImage, Testimonial } from "@/lib/contracts/content";
import * as blogs from "./web/blog/getblogs-Main/route";
import * as news from "./web/blog/news/route";
import * as article from "./web/blog/[url]/route";
import * as galleryImages from "./web/gallery/get-user/route";
import * as galleryCategories from "./web/gallery/categories/route";
import * as testimonials from "./web/testimonials/get-user/route";
import * as about from "./web/aboutus-v2/route";
import * as contact from "./web/contact-v2/route";
import * as contactSubmit from "./web/contact-v2/submit/route";
import * as careers from "./web/career/list-user/route";

// The editorial calls through their routes on a real, seeded database: only what is published
// and due is public, stored HTML comes out sanitised, and bad input is a 4xx envelope.
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

type ListBody = { articles: ArticleSummary[]; categories: { name: string; count: number }[] };

describe(`blogs and news on ${testEngine()}`, () => {
  it("lists published blog articles newest first with pagination and categories, never a draft", async () => {
    const { status, body } = await call(blogs.POST, "/api/web/blog/getblogs-Main", { json: { page: 1, limit: 5 } });
    expect(status).toBe(200);
    const data = body.data as ListBody;
    expect(data.articles).toHaveLength(5);
    expect(data.articles.every((a) => a.kind === "blog")).toBe(true);
    const dates = data.articles.map((a) => Date.parse(a.publishedAt!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const total = (body.pagination as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(12);
    const stored = await t.handle.db.select().from(articles).where(eq(articles.kind, "blog"));
    expect(total).toBe(stored.filter((a) => a.status === "published" && a.publishedAt! <= new Date()).length);
    expect(data.categories.reduce((n, c) => n + c.count, 0)).toBe(total);
  });

  it("filters by category and searches titles, excerpts and tags", async () => {
    const { body } = await call(blogs.POST, "/api/web/blog/getblogs-Main", { json: {} });
    const category = (body.data as ListBody).categories[0];
    const filtered = await call(blogs.POST, "/api/web/blog/getblogs-Main", { json: { category: category.name } });
    expect((filtered.body.data as ListBody).articles.every((a) => a.category === category.name)).toBe(true);
    expect((filtered.body.pagination as { total: number }).total).toBe(category.count);
    const first = (body.data as ListBody).articles[0];
    const word = first.title.split(/\s+/).find((w) => w.length > 5)!.replace(/[^\p{L}]/gu, "");
    const found = await call(blogs.POST, "/api/web/blog/getblogs-Main", { json: { search: word.toUpperCase() } });
    expect((found.body.data as ListBody).articles.map((a) => a.url)).toContain(first.url);
    const none = await call(blogs.POST, "/api/web/blog/getblogs-Main", { json: { search: "100% _zzz\\" } });
    expect((none.body.data as ListBody).articles).toEqual([]);
  });

  it("lists news by query string, and keeps future-dated and draft items out of lists and details", async () => {
    const { status, body } = await call(news.GET, "/api/web/blog/news?page=1&limit=50", { method: "GET" });
    expect(status).toBe(200);
    const listed = (body.data as ListBody).articles.map((a) => a.url);
    const hidden = await t.handle.db.select().from(articles).where(eq(articles.kind, "news"));
    const notPublic = hidden.filter((a) => a.status === "draft" || !a.publishedAt || a.publishedAt > new Date());
    expect(notPublic.length).toBeGreaterThanOrEqual(2);
    for (const a of notPublic) {
      expect(listed).not.toContain(a.slug);
      const detail = await call(article.GET, `/api/web/blog/${a.slug}`, { method: "GET", params: { url: a.slug } });
      expect(detail.status).toBe(404);
    }
  });

  it("answers one article with sanitised HTML, its doctor and related articles", async () => {
    const [row] = await t.handle.db.select().from(articles).where(and(eq(articles.kind, "blog"), eq(articles.status, "published"), lte(articles.publishedAt, new Date()))).limit(1);
    await t.handle.db
      .update(articles)
      .set({ body: `${row.body}<script>alert(1)</script><p onclick="steal()">Click</p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><img src="data:image/png;base64,AAA" alt="x">` })
      .where(eq(articles.id, row.id));
    const { status, body } = await call(article.GET, `/api/web/blog/${row.slug}`, { method: "GET", params: { url: row.slug } });
    expect(status).toBe(200);
    const data = body.data as ArticleDetail;
    expect(data.content).toContain("<h2>");
    expect(data.content).not.toMatch(/<script|onclick|javascript:|<iframe|data:image/i);
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.map((r) => r.url)).not.toContain(row.slug);
    expect(data.readingMinutes).toBeGreaterThanOrEqual(1);
  });

  it("names each seeded article's medical reviewer with their speciality and the day, and reads its length from its words", async () => {
    const rows = await t.handle.db.select().from(articles).where(and(eq(articles.kind, "blog"), eq(articles.status, "published"), lte(articles.publishedAt, new Date())));
    for (const row of rows.filter((r) => BLOG_SEED.some((b) => b.slug === r.slug))) {
      const seed = BLOG_SEED.find((b) => b.slug === row.slug)!;
      const data = (await call(article.GET, `/api/web/blog/${row.slug}`, { method: "GET", params: { url: row.slug } })).body.data as ArticleDetail;
      expect(data.reviewer).toMatchObject({ username: seed.review!.doctorUsername, fullName: expect.stringMatching(/^Dr\. /), speciality: expect.any(String) });
      expect(data.reviewer!.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.reviewer!.reviewedOn! <= data.publishedAt!.slice(0, 10)).toBe(true);
      expect(data.readingMinutes).toBe(Math.ceil(wordCount(row.body) / 200));
      expect(data.readingMinutes).toBeGreaterThanOrEqual(3);
      expect(data.readingMinutes).toBeLessThanOrEqual(6);
    }
  });

  it("never repeats the cover inside the text, names a reviewer saved as the doctor's part (older rows) without a day, and only an active one", async () => {
    const slug = "heart-attack-warning-signs";
    const [row] = await t.handle.db.select().from(articles).where(eq(articles.slug, slug));
    const reviewerId = row.reviewerId!;
    const get = async () => (await call(article.GET, `/api/web/blog/${slug}`, { method: "GET", params: { url: slug } })).body.data as ArticleDetail;
    try {
      await t.handle.db
        .update(articles)
        .set({ body: `<figure><img src="${row.coverImage}" alt="The cover" width="1200" height="630"><figcaption>Know the signs.</figcaption></figure>${row.body}` })
        .where(eq(articles.id, row.id));
      const withCover = await get();
      expect(withCover.content).not.toContain(row.coverImage!);
      expect(withCover.content).not.toContain("Know the signs.");

      await t.handle.db.update(articles).set({ reviewerId: null, reviewedOn: null, doctorRole: "reviewer" }).where(eq(articles.id, row.id));
      const legacy = await get();
      expect(legacy.reviewer).toMatchObject({ username: "dr-rajesh-iyer", speciality: "Cardiology", reviewedOn: null });

      await t.handle.db.update(articles).set({ reviewerId, reviewedOn: "2026-01-05", doctorRole: "author" }).where(eq(articles.id, row.id));
      await t.handle.db.update(doctors).set({ isActive: false }).where(eq(doctors.id, reviewerId));
      expect((await get()).reviewer).toBeNull();
    } finally {
      await t.handle.db.update(doctors).set({ isActive: true }).where(eq(doctors.id, reviewerId));
      await t.handle.db.update(articles).set({ body: row.body, reviewerId, reviewedOn: row.reviewedOn, doctorRole: row.doctorRole }).where(eq(articles.id, row.id));
    }
  });

  it("refuses bad input with a 4xx envelope", async () => {
    for (const json of [{ page: "first" }, { page: 0 }, { limit: 500 }, { search: "heart\u0000" }, { category: ["x"] }]) {
      const { status, body } = await call(blogs.POST, "/api/web/blog/getblogs-Main", { json });
      expect(status).toBe(400);
      expect(body.success).toBe(0);
    }
    expect((await call(news.GET, "/api/web/blog/news?page=-3", { method: "GET" })).status).toBe(400);
    expect((await call(article.GET, "/api/web/blog/no-such-article", { method: "GET", params: { url: "no-such-article" } })).status).toBe(404);
    expect((await call(article.GET, "/api/web/blog/a%20b", { method: "GET", params: { url: "a b" } })).status).toBe(400);
    expect((await call(blogs.POST, "/api/web/blog/getblogs-Main", { headers: { "content-type": "application/json" }, body: "{oops" })).status).toBe(400);
  });
});

describe(`gallery, testimonials, about, contact and careers on ${testEngine()}`, () => {
  it("lists gallery categories with counts, and images of all or one category", async () => {
    const cats = (await call(galleryCategories.POST, "/api/web/gallery/categories", {})).body.data as GalleryCategory[];
    expect(cats.length).toBeGreaterThanOrEqual(4);
    const all = (await call(galleryImages.POST, "/api/web/gallery/get-user", { json: {} })).body.data as GalleryImage[];
    expect(all.length).toBe(cats.reduce((n, c) => n + c.count, 0));
    expect(all.every((i) => i.alt.length > 10)).toBe(true);
    const one = (await call(galleryImages.POST, "/api/web/gallery/get-user", { json: { category: cats[1].slug } })).body.data as GalleryImage[];
    expect(one).toHaveLength(cats[1].count);
    expect(one.every((i) => i.category.slug === cats[1].slug)).toBe(true);
    expect(((await call(galleryImages.POST, "/api/web/gallery/get-user", { json: { category: "nothing-here" } })).body.data as GalleryImage[])).toEqual([]);
  });

  it("lists at least 10 testimonials with ratings 1 to 5, and by speciality", async () => {
    const list = (await call(testimonials.POST, "/api/web/testimonials/get-user", {})).body.data as Testimonial[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.every((x) => x.rating >= 1 && x.rating <= 5)).toBe(true);
    const speciality = list.find((x) => x.speciality?.specialityUrl)!.speciality!;
    const filtered = (await call(testimonials.POST, "/api/web/testimonials/get-user", { json: { speciality: speciality.specialityUrl } })).body.data as Testimonial[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((x) => x.speciality?._id === speciality._id)).toBe(true);
  });

  it("answers the about and contact pages", async () => {
    const a = (await call(about.GET, "/api/web/aboutus-v2", { method: "GET" })).body.data as { mission: string; leadership: unknown[]; accreditations: unknown[] };
    expect(a.mission.length).toBeGreaterThan(40);
    expect(a.leadership.length).toBeGreaterThan(2);
    expect(a.accreditations.length).toBeGreaterThan(0);
    const c = (await call(contact.GET, "/api/web/contact-v2", { method: "GET" })).body.data as { phone: string; departments: unknown[]; subjects: string[]; address: { streetAddress: string } };
    expect(c.phone).toMatch(/^\+91/);
    expect(c.address.streetAddress).not.toBe("");
    expect(c.departments.length).toBeGreaterThanOrEqual(5);
    expect(c.subjects.length).toBeGreaterThan(2);
  });

  it("lists job openings open first, closed ones marked, filtered by department and location", async () => {
    const list = (await call(careers.POST, "/api/web/career/list-user", {})).body.data as CareerList;
    expect(list.openings.length).toBeGreaterThanOrEqual(6);
    const firstClosed = list.openings.findIndex((o) => !o.isOpen);
    expect(firstClosed).toBeGreaterThan(0);
    expect(list.openings.slice(firstClosed).every((o) => !o.isOpen)).toBe(true);
    const department = list.openings[0].department;
    const filtered = (await call(careers.POST, "/api/web/career/list-user", { json: { department: department.toUpperCase() } })).body.data as CareerList;
    expect(filtered.openings.length).toBeGreaterThan(0);
    expect(filtered.openings.every((o) => o.department === department)).toBe(true);
    expect((await call(careers.POST, "/api/web/career/list-user", { json: { location: 42 } })).status).toBe(400);
  });
});

describe(`the contact form on ${testEngine()}`, () => {
  const clock = testClock(new Date().toISOString());
  const valid = { name: "Meenal Kulkarni", phone: "98765 43210", email: "meenal@example.in", subject: "Billing and insurance", message: "Does the hospital accept my employer's insurance for a knee replacement?" };
  let n = 0;
  const from = () => ({ [CLIENT_ADDRESS_HEADER]: `203.0.113.${100 + n++}` });

  it("stores a valid message, queues the acknowledgement by e-mail and answers a reference", async () => {
    const { status, body } = await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: { ...valid, pow: await solvedPow(t.handle.db, clock) } });
    expect(status).toBe(201);
    const { reference } = body.data as { reference: string };
    expect(reference).toMatch(/^CM-[0-9A-F]{8}$/);
    const [row] = await t.handle.db.select().from(contactMessages).where(eq(contactMessages.email, "meenal@example.in"));
    expect(row).toMatchObject({ name: "Meenal Kulkarni", phone: "+919876543210", subject: "Billing and insurance" });
    const [ack] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "contact_ack"));
    expect(ack).toMatchObject({ channel: "email", recipient: "meenal@example.in" });
    expect(ack.body).toContain(reference);
  });

  it("names each wrong field with a message, and stores nothing", async () => {
    const before = (await t.handle.db.select().from(contactMessages)).length;
    const { status, body } = await call(contactSubmit.POST, "/api/web/contact-v2/submit", {
      headers: from(),
      json: { name: "M", phone: "12345", email: "not-an-email", subject: "", message: "short", pow: await solvedPow(t.handle.db, clock) },
    });
    expect(status).toBe(400);
    const paths = [...new Set((body.errors as { path: string }[]).map((e) => e.path))].sort();
    expect(paths).toEqual(["email", "message", "name", "phone", "subject"]);
    expect((await t.handle.db.select().from(contactMessages)).length).toBe(before);
  });

  it("refuses a subject that is not one of the page's, so no free text rides in the acknowledgement", async () => {
    const before = (await t.handle.db.select().from(contactMessages)).length;
    const { status, body } = await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: { ...valid, subject: "You won a prize: visit evil.example", pow: await solvedPow(t.handle.db, clock) } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "subject", message: "Choose one of the subjects in the list." }]);
    expect((await t.handle.db.select().from(contactMessages)).length).toBe(before);
  });

  it("keeps every message but sends one address at most 3 acknowledgements a day, so the form cannot flood an inbox", async () => {
    const email = "victim@example.in";
    for (let i = 0; i < 5; i += 1) {
      const sent = await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: { ...valid, email: i % 2 ? email.toUpperCase() : email, pow: await solvedPow(t.handle.db, clock) } });
      expect(sent.status).toBe(201);
    }
    expect(await t.handle.db.select().from(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email))).toHaveLength(5);
    const acks = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, "contact_ack"), eq(sql`lower(${outboxMessages.recipient})`, email)));
    expect(acks).toHaveLength(3);
  });

  it("drops a message whose honeypot is filled, telling the bot nothing", async () => {
    const before = (await t.handle.db.select().from(contactMessages)).length;
    const { status } = await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: { ...valid, website: "http://spam.example", pow: "x".repeat(20) } });
    expect(status).toBe(201);
    expect((await t.handle.db.select().from(contactMessages)).length).toBe(before);
  });

  it("refuses a missing, forged or reused proof of work", async () => {
    expect((await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: valid })).status).toBe(400);
    expect((await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: { ...valid, pow: Buffer.from('{"challenge":{},"solution":{}}').toString("base64") } })).status).toBe(400);
    const pow = await solvedPow(t.handle.db, clock);
    expect((await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: { ...valid, pow } })).status).toBe(201);
    expect((await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: { ...valid, pow } })).status).toBe(429);
  });

  it("answers the sixth message from one address in an hour with 429 and Retry-After", async () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: "198.51.100.200" };
    for (let i = 0; i < 5; i += 1) {
      expect((await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers, json: { ...valid, pow: await solvedPow(t.handle.db, clock) } })).status).toBe(201);
    }
    const limited = await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers, json: { ...valid, pow: await solvedPow(t.handle.db, clock) } });
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many messages have been sent from your network\. Please try again in \d+ minutes\./);
  });

  it("refuses control characters, an oversized body and malformed JSON", async () => {
    expect((await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: { ...valid, message: "Hello\u0007 there, a bell in my message", pow: "x".repeat(20) } })).status).toBe(400);
    expect((await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: from(), json: { ...valid, message: "x".repeat(40_000), pow: "x".repeat(20) } })).status).toBe(413);
    expect((await call(contactSubmit.POST, "/api/web/contact-v2/submit", { headers: { ...from(), "content-type": "application/json" }, body: '{"name":' })).status).toBe(400);
  });
});
