import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { doctors } from "./doctors";

// Editorial content: blog articles and news.

export const ARTICLE_KINDS = ["blog", "news"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/**
 * Blog articles and news items: one table, told apart by `kind`. `body` is rich HTML that was
 * sanitised on save (lib/server/content/sanitize.ts). Public only when published and
 * `published_at` has come: drafts and future-dated items never reach a visitor.
 */
export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<ArticleKind>().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body").notNull(),
    coverImage: text("cover_image"),
    author: text("author").notNull(),
    /** The doctor who wrote (author) or medically reviewed (reviewer) it. */
    doctorId: uuid("doctor_id").references(() => doctors.id, { onDelete: "set null" }),
    doctorRole: text("doctor_role").$type<"author" | "reviewer">(),
    /**
     * The doctor who checked it medically, and the day they did ("Medically reviewed by" on the
     * page, schema.org reviewedBy). Set together (the console checks it); an article saved before
     * these existed names its reviewer as the doctor above with the role "reviewer" instead.
     */
    reviewerId: uuid("reviewer_id").references(() => doctors.id, { onDelete: "set null" }),
    reviewedOn: date("reviewed_on", { mode: "string" }),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").$type<"draft" | "published">().notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One slug across blogs and news (GET /web/blog/{url} answers either); "news" is the list's own path.
    uniqueIndex("articles_slug_unique").on(t.slug),
    index("articles_public_idx").on(t.kind, t.status, t.publishedAt),
    check("articles_kind_check", sql`${t.kind} in ('blog', 'news')`),
    check("articles_status_check", sql`${t.status} in ('draft', 'published')`),
    check("articles_doctor_role_check", sql`${t.doctorRole} is null or ${t.doctorRole} in ('author', 'reviewer')`),
    check("articles_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and ${t.slug} <> 'news'`),
  ],
);
