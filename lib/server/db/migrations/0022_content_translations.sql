CREATE TABLE "content_translations" (
	"entity" text NOT NULL,
	"record_key" text NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" jsonb NOT NULL,
	"source_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_translations_entity_record_key_locale_field_pk" PRIMARY KEY("entity","record_key","locale","field"),
	CONSTRAINT "content_translations_locale_check" CHECK ("content_translations"."locale" in ('mr', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_translations_locale_idx" ON "content_translations" USING btree ("locale","entity");