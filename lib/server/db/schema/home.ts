import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// The home page's feature tiles and figures.

/** Home page feature tiles (`/web/features/get-user`); `key` is the natural key of the seed. */
export const features = pgTable("features", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").notNull().unique("features_key_unique"),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** A name from the site's icon set (docs/API.md "Icons"). */
  icon: text("icon").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Home page figures (`/web/statistics/get-user`): 350 "+" "Beds". */
export const statistics = pgTable(
  "statistics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique("statistics_key_unique"),
    label: text("label").notNull(),
    value: integer("value").notNull(),
    suffix: text("suffix"),
    icon: text("icon"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("statistics_value_check", sql`${t.value} >= 0`)],
);
