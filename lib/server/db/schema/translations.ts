import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff";

/**
 * A record's text in Marathi or Hindi, one row per field: `value` is what the English field
 * holds (a string, a list of strings, a list of questions and answers), `sourceHash` the hash of
 * the English value it was written from. When the English changes, the hashes differ and the
 * translation is out of date: pages show the English until someone updates it (the state is
 * derived on read, never a flag to keep in step).
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    /** The kind of record (lib/server/translations TRANSLATABLE). */
    entity: text("entity").notNull(),
    /** The record's id (a uuid, or a setting's key). */
    recordKey: text("record_key").notNull(),
    locale: text("locale").notNull(),
    field: text("field").notNull(),
    value: jsonb("value").$type<unknown>().notNull(),
    sourceHash: text("source_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.recordKey, t.locale, t.field] }),
    index("content_translations_locale_idx").on(t.locale, t.entity),
    check("content_translations_locale_check", sql`${t.locale} in ('mr', 'hi')`),
  ],
);
