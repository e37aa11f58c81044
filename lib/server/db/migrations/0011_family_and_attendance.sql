ALTER TABLE "bookings" ADD COLUMN "patient_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "relation" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "remembered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_relation_check" CHECK ("patients"."relation" in ('self', 'child', 'parent', 'spouse', 'other'));