import "server-only";
import { and, count, desc, eq, ilike, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { ArticleDetail, ArticleKind, ArticleList, ArticleListQuery, ArticleReviewer, ArticleSummary } from "@/lib/contracts/content";
import { readingMinutes } from "@/lib/text/reading-time";
import { withDb, type Executor } from "../db";
import { articles, doctors } from "../db/schema";
import { sanitizeRichHtml } from "../html/sanitize";
import { withoutImage } from "../html/without-image";
import { loadSpecialityRefs } from "../doctors/shape";
import { cachedRead, TAGS } from "../cache";

/**
 * Blog articles and news items (one table, `kind`). Only what is published and whose date has
 * come is public: drafts and future-dated items never leave this module for a visitor.
 */
type Row = typeof articles.$inferSelect;

const isPublic = (kind: ArticleKind, now: Date): SQL =>
  and(eq(articles.kind, kind), eq(articles.status, "published"), lte(articles.publishedAt, now))!;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function toSummary(row: Row): ArticleSummary {
  return {
    _id: row.id,
    kind: row.kind,
    url: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    author: row.author,
    category: row.category,
    tags: row.tags,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}

/** A page of public articles of a kind, newest first, by category and free-text search. */
export async function listArticles(db: Executor, kind: ArticleKind, query: ArticleListQuery, now: Date): Promise<ArticleList> {
  const conditions = [isPublic(kind, now)];
  if (query.category) conditions.push(eq(sql`lower(${articles.category})`, query.category.toLowerCase()));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(articles.title, pattern), ilike(articles.excerpt, pattern), sql`exists (select 1 from unnest(${articles.tags}) as tag where tag ilike ${pattern})`)!);
  }
  const where = and(...conditions);
  const [rows, [{ total }], categories] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(articles).where(where),
    db
      .select({ name: articles.category, count: count() })
      .from(articles)
      .where(isPublic(kind, now))
      .groupBy(articles.category)
      .orderBy(articles.category),
  ]);
  return { articles: rows.map(toSummary), categories: categories.map((c) => ({ name: c.name, count: Number(c.count) })), pagination: { page: query.page, limit: query.limit, total: Number(total) } };
}

/** The newest public articles of a kind (the home page's latest articles, the feeds). */
async function latestArticles(db: Executor, kind: ArticleKind, limit: number, now: Date): Promise<ArticleSummary[]> {
  const rows = await db.select().from(articles).where(isPublic(kind, now)).orderBy(desc(articles.publishedAt)).limit(limit);
  return rows.map(toSummary);
}

const DOCTOR_COLUMNS = { id: doctors.id, username: doctors.username, title: doctors.title, name: doctors.name, designation: doctors.designation, photo: doctors.photo, isActive: doctors.isActive };

/**
 * Who checked an article medically: the doctor of its reviewer field, with the day of the review;
 * else (articles saved before that field existed) its doctor when their part is "reviewer", with
 * no day. The console never lets both name a reviewer. Only an active doctor is named.
 */
async function loadReviewer(db: Executor, article: Row): Promise<ArticleReviewer | null> {
  const [id, reviewedOn] = article.reviewerId ? [article.reviewerId, article.reviewedOn] : article.doctorRole === "reviewer" && article.doctorId ? [article.doctorId, null] : [null, null];
  if (!id) return null;
  const [doctor] = await db.select(DOCTOR_COLUMNS).from(doctors).where(and(eq(doctors.id, id), eq(doctors.isActive, true)));
  if (!doctor) return null;
  const specialities = (await loadSpecialityRefs(db, [doctor.id])).get(doctor.id) ?? [];
  return {
    username: doctor.username,
    fullName: `${doctor.title} ${doctor.name}`.trim(),
    designation: doctor.designation,
    speciality: specialities[0]?.specialityName ?? null,
    photo: doctor.photo,
    reviewedOn,
  };
}

/** A public article by its url slug (either kind), with its doctor, its reviewer and related articles; null when none is public. */
export async function getArticle(db: Executor, url: string, now: Date): Promise<ArticleDetail | null> {
  const [found] = await db
    .select({ article: articles, doctor: DOCTOR_COLUMNS })
    .from(articles)
    .leftJoin(doctors, eq(doctors.id, articles.doctorId))
    .where(and(eq(articles.slug, url.toLowerCase()), eq(articles.status, "published"), lte(articles.publishedAt, now)));
  if (!found) return null;
  const { article, doctor } = found;
  const [related, reviewer] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(and(isPublic(article.kind, now), ne(articles.id, article.id)))
      .orderBy(sql`case when ${articles.category} = ${article.category} then 0 else 1 end`, desc(articles.publishedAt))
      .limit(3),
    loadReviewer(db, article),
  ]);
  return {
    ...toSummary(article),
    // The page shows the cover above the text: never a second time inside it.
    content: withoutImage(sanitizeRichHtml(article.body), article.coverImage),
    doctor:
      doctor && doctor.isActive && article.doctorRole
        ? { username: doctor.username, fullName: `${doctor.title} ${doctor.name}`.trim(), designation: doctor.designation, photo: doctor.photo, role: article.doctorRole }
        : null,
    reviewer,
    related: related.map(toSummary),
  };
}

/** Public slugs with their last change, for known keys and the sitemap. */
export async function listArticleKeys(db: Executor, kind: ArticleKind, now: Date): Promise<{ url: string; updatedAt: Date }[]> {
  const rows = await db.select({ url: articles.slug, updatedAt: articles.updatedAt }).from(articles).where(isPublic(kind, now)).orderBy(desc(articles.publishedAt));
  return rows;
}

// The cached reads of the articles (300 s, expired by their tags). Arguments are bounded: a list
// by kind, page and a category the page checked exists; free-text search is read per request
// (listArticles, uncached); an article by a key the known keys list (compose/known-keys.ts).

export const listArticlesCached = cachedRead(
  withDb((db, kind: ArticleKind, page: number, category: string | null) => listArticles(db, kind, { page, limit: 9, category: category ?? undefined, search: undefined }, new Date())),
  "articles-list",
  [TAGS.articles],
);

export const latestArticlesCached = cachedRead(withDb((db, kind: ArticleKind, limit: number) => latestArticles(db, kind, limit, new Date())), "articles-latest", [TAGS.articles]);

/** An article with its reviewing doctor (so a doctor's change expires it too). */
export const getArticleCached = cachedRead(withDb((db, url: string) => getArticle(db, url, new Date())), "article", [TAGS.articles, TAGS.doctors]);
