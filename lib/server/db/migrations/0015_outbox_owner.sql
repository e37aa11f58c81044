ALTER TABLE "outbox_messages" ADD COLUMN "owner_phone" text;--> statement-breakpoint
CREATE INDEX "outbox_messages_owner_idx" ON "outbox_messages" USING btree ("owner_phone");--> statement-breakpoint
-- The acknowledgements already queued belong to the phone their contact message or job application was filed with.
UPDATE "outbox_messages" AS o SET "owner_phone" = c."phone" FROM "contact_messages" AS c WHERE o."dedupe_key" = 'contact:' || c."id"::text;--> statement-breakpoint
UPDATE "outbox_messages" AS o SET "owner_phone" = a."phone" FROM "job_applications" AS a WHERE o."dedupe_key" = 'application:' || a."id"::text;--> statement-breakpoint
UPDATE "outbox_messages" SET "owner_phone" = "recipient" WHERE "channel" = 'sms' AND "booking_id" IS NULL;--> statement-breakpoint
-- A link's token is a key to a booking or an offer: messages no longer waiting to be sent keep it withheld.
UPDATE "outbox_messages" SET "body" = regexp_replace("body", '#[A-Za-z0-9_.~-]{16,}', '#(link withheld)', 'g') WHERE "status" IN ('sent', 'expired', 'cancelled');
