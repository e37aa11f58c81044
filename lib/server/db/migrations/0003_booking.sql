CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"doctor_id" uuid NOT NULL,
	"speciality_id" uuid,
	"patient_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"fee" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"refund_due" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('held', 'expired', 'requested', 'confirmed', 'cancelled', 'attended', 'no_show')),
	CONSTRAINT "bookings_time_check" CHECK ("bookings"."starts_at" < "bookings"."ends_at"),
	CONSTRAINT "bookings_fee_check" CHECK ("bookings"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "doctor_leaves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_leaves_order_check" CHECK ("doctor_leaves"."from_date" <= "doctor_leaves"."to_date")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_tries" smallint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('pending', 'sent', 'failed', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower("patients"."name")) STORED NOT NULL,
	"email" text,
	"date_of_birth" date,
	"age" smallint,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_gender_check" CHECK ("patients"."gender" in ('male', 'female', 'other')),
	CONSTRAINT "patients_age_check" CHECK ("patients"."age" is null or "patients"."age" between 0 and 130)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"receipt" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_amount" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"error_description" text,
	"refund_key" text,
	"refund_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_opd_timings" ADD COLUMN "slot_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "min_notice_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "booking_horizon_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_leaves" ADD CONSTRAINT "doctor_leaves_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_doctor_time_idx" ON "bookings" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "doctor_leaves_doctor_idx" ON "doctor_leaves" USING btree ("doctor_id","to_date");--> statement-breakpoint
CREATE INDEX "otp_challenges_attempt_idx" ON "otp_challenges" USING btree ("attempt_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_created_idx" ON "otp_challenges" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe_unique" ON "outbox_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "outbox_messages_booking_idx" ON "outbox_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_phone_name_unique" ON "patients" USING btree ("phone","name_key");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_order_unique" ON "payment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_receipt_unique" ON "payment_orders" USING btree ("receipt");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_payment_unique" ON "payment_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_orders_booking_idx" ON "payment_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "doctor_opd_timings" ADD CONSTRAINT "doctor_opd_timings_slot_check" CHECK ("doctor_opd_timings"."slot_minutes" between 5 and 240);--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_notice_check" CHECK ("doctors"."min_notice_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_horizon_check" CHECK ("doctors"."booking_horizon_days" between 1 and 365);