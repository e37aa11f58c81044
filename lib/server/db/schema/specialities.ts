import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    /** What the speciality page lists: conditions treated, procedures offered, and FAQs. */
    conditions: text("conditions").array().notNull().default(sql`'{}'::text[]`),
    procedures: text("procedures").array().notNull().default(sql`'{}'::text[]`),
    faqs: jsonb("faqs").$type<{ q: string; a: string }[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("specialities_slug_unique").on(t.slug),
    uniqueIndex("specialities_name_unique").on(sql`lower(${t.name})`),
    index("specialities_active_order_idx").on(t.isActive, t.sortOrder),
    // Addresses are read lower-cased (lib/server/detail-page.ts): a slug is stored the same way.
    check("specialities_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
