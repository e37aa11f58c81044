-- pg_trgm: the doctor name search's fuzzy match. PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (lib/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "doctors_search_key_trgm_idx" ON "doctors" USING gin ("search_key" gin_trgm_ops);