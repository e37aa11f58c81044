-- A phone's open requests of one kind become one: the oldest keeps the others' words (in the
-- order they came, at most 4000 characters: OPEN_REQUEST_DETAILS_MAX), the others are closed as
-- merged into it. Then the unique index keeps it so.
WITH "ranked" AS (
  SELECT "id", "details",
    row_number() OVER (PARTITION BY "phone_hash", "kind" ORDER BY "created_at", "id") AS "n",
    first_value("id") OVER (PARTITION BY "phone_hash", "kind" ORDER BY "created_at", "id") AS "keep_id"
  FROM "privacy_requests" WHERE "state" = 'open'
), "merged" AS (
  SELECT "keep_id", string_agg("details", E'\n\n' ORDER BY "n") AS "details" FROM "ranked" GROUP BY "keep_id" HAVING count(*) > 1
)
UPDATE "privacy_requests" SET "details" = left("merged"."details", 4000) FROM "merged" WHERE "privacy_requests"."id" = "merged"."keep_id";--> statement-breakpoint
WITH "ranked" AS (
  SELECT "id",
    row_number() OVER (PARTITION BY "phone_hash", "kind" ORDER BY "created_at", "id") AS "n",
    first_value("reference") OVER (PARTITION BY "phone_hash", "kind" ORDER BY "created_at", "id") AS "keep_reference"
  FROM "privacy_requests" WHERE "state" = 'open'
)
UPDATE "privacy_requests" SET "state" = 'closed', "closed_at" = now(), "closed_by" = 'automatic', "note" = 'Added to ' || "ranked"."keep_reference"
FROM "ranked" WHERE "privacy_requests"."id" = "ranked"."id" AND "ranked"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_open_per_kind" ON "privacy_requests" USING btree ("phone_hash","kind") WHERE "privacy_requests"."state" = 'open';
