ALTER TABLE "bookings" ADD COLUMN "reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Bookings made before the choice was kept per booking: reminded as before, when their phone has a live consent to reminders.
UPDATE "bookings" SET "reminders" = true WHERE EXISTS (SELECT 1 FROM "consents" c WHERE c."phone" = "bookings"."phone" AND c."purpose" = 'reminders' AND c."withdrawn_at" IS NULL);
