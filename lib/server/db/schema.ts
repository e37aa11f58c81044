import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// One schema for PGlite and PostgreSQL. Times are timestamptz (UTC); ids are UUIDs
// except where a human-readable key is the identity (settings keys, short link ids).

export const specialities = pgTable(
  "specialities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** url slug; null falls back to the id in /specialities/:name. */
    slug: text("slug"),
    thumbnailImage: text("thumbnail_image"),
    overviewDescription: text("overview_description"),
    heroDescription: text("hero_description"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("specialities_slug_unique").on(t.slug),
    uniqueIndex("specialities_name_unique").on(sql`lower(${t.name})`),
    index("specialities_active_order_idx").on(t.isActive, t.sortOrder),
  ],
);

/** Key/value settings edited by staff: the footer lives under key "footer". */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const shortLinks = pgTable("short_links", {
  id: text("id").primaryKey(),
  /** A site path ("/doctorList") or an absolute http(s) URL. */
  target: text("target").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  hitCount: integer("hit_count").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});
