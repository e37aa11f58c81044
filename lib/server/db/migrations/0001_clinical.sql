CREATE TABLE "doctor_opd_timings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "doctor_opd_timings_day_check" CHECK ("doctor_opd_timings"."day_of_week" between 1 and 7),
	CONSTRAINT "doctor_opd_timings_order_check" CHECK ("doctor_opd_timings"."start_time" < "doctor_opd_timings"."end_time")
);
--> statement-breakpoint
CREATE TABLE "doctor_specialities" (
	"doctor_id" uuid NOT NULL,
	"speciality_id" uuid NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_specialities_doctor_id_speciality_id_pk" PRIMARY KEY("doctor_id","speciality_id")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower("doctors"."name")) STORED NOT NULL,
	"title" text DEFAULT 'Dr.' NOT NULL,
	"gender" text NOT NULL,
	"photo" text,
	"designation" text NOT NULL,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"registration_number" text NOT NULL,
	"experience_years" integer NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"consultation_fee" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"biography" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_gender_check" CHECK ("doctors"."gender" in ('male', 'female')),
	CONSTRAINT "doctors_experience_check" CHECK ("doctors"."experience_years" between 0 and 70),
	CONSTRAINT "doctors_fee_check" CHECK ("doctors"."consultation_fee" >= 0),
	CONSTRAINT "doctors_username_check" CHECK ("doctors"."username" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "features_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_specialities" (
	"service_id" uuid NOT NULL,
	"speciality_id" uuid NOT NULL,
	CONSTRAINT "service_specialities_service_id_speciality_id_pk" PRIMARY KEY("service_id","speciality_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"hero_title" text,
	"hero_description" text,
	"hero_image" text,
	"overview_description" text,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"value" integer NOT NULL,
	"suffix" text,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statistics_key_unique" UNIQUE("key"),
	CONSTRAINT "statistics_value_check" CHECK ("statistics"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN "conditions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN "procedures" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN "faqs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_opd_timings" ADD CONSTRAINT "doctor_opd_timings_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialities" ADD CONSTRAINT "doctor_specialities_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialities" ADD CONSTRAINT "doctor_specialities_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_specialities" ADD CONSTRAINT "service_specialities_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_specialities" ADD CONSTRAINT "service_specialities_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_opd_timings_slot_unique" ON "doctor_opd_timings" USING btree ("doctor_id","day_of_week","start_time");--> statement-breakpoint
CREATE INDEX "doctor_specialities_speciality_idx" ON "doctor_specialities" USING btree ("speciality_id","doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_username_unique" ON "doctors" USING btree ("username");--> statement-breakpoint
CREATE INDEX "doctors_search_idx" ON "doctors" USING btree ("is_active","experience_years" DESC NULLS FIRST,"name","id","gender","name_key");--> statement-breakpoint
CREATE INDEX "doctors_languages_idx" ON "doctors" USING gin ("languages");--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_slug_unique" ON "service_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "service_categories_name_unique" ON "service_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "service_specialities_speciality_idx" ON "service_specialities" USING btree ("speciality_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_slug_unique" ON "services" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "services_category_order_idx" ON "services" USING btree ("category_id","sort_order");