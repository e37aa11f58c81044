import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Key/value settings edited by staff: the footer lives under key "footer". */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
