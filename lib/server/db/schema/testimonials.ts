import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { specialities } from "./specialities";

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As the patient agreed to be named ("Ramesh K."). */
    name: text("name").notNull(),
    location: text("location").notNull().default(""),
    text: text("text").notNull(),
    specialityId: uuid("speciality_id").references(() => specialities.id, { onDelete: "set null" }),
    videoUrl: text("video_url"),
    rating: smallint("rating").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("testimonials_rating_check", sql`${t.rating} between 1 and 5`), index("testimonials_active_idx").on(t.isActive, t.sortOrder)],
);
