CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"version" text NOT NULL,
	"text" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('privacy_notice', 'reminders', 'remember_details'))
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"phone_hash" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"note" text,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('access', 'export', 'erasure', 'correction', 'consent_withdrawal')),
	CONSTRAINT "privacy_requests_state_check" CHECK ("privacy_requests"."state" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_live_per_purpose" ON "consents" USING btree ("phone","purpose") WHERE "consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_reference_unique" ON "privacy_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_phone_idx" ON "privacy_requests" USING btree ("phone_hash");--> statement-breakpoint
CREATE INDEX "privacy_requests_closed_idx" ON "privacy_requests" USING btree ("closed_at");