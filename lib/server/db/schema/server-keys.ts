import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Secrets the server generates for itself when none is configured (AUTH_SECRET), shared by every instance. */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
