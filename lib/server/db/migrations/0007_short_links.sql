ALTER TABLE "short_links" ADD COLUMN "permanent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "short_links" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "short_links" ADD COLUMN "created_by" text;