ALTER TABLE "staff_sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "last_address" text;