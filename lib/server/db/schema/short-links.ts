import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const shortLinks = pgTable("short_links", {
  id: text("id").primaryKey(),
  /**
   * A site path ("/doctorList"), or, in rows made before the console, an absolute http(s) URL.
   * The console writes site paths only (targetProblem in lib/contracts/short-links.ts).
   */
  target: text("target").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  hitCount: integer("hit_count").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  /** 301 when true (the move is for good), else 302. */
  permanent: boolean("permanent").notNull().default(false),
  /** The console's version check: an edit names the updatedAt it loaded. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The e-mail of the staff member who made it in the console; null for seeded and older links. */
  createdBy: text("created_by"),
});
