CREATE TABLE "staff_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"credential_id" text,
	"public_key" text,
	"sign_count" bigint,
	"transports" jsonb,
	"totp_secret" text,
	"totp_last_step" bigint,
	CONSTRAINT "staff_factors_kind_check" CHECK ("staff_factors"."kind" in ('passkey', 'totp'))
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "challenge" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "challenge_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "pending_totp" text;--> statement-breakpoint
ALTER TABLE "staff_factors" ADD CONSTRAINT "staff_factors_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_factors_user_idx" ON "staff_factors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_factors_credential_key" ON "staff_factors" USING btree ("credential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_factors_one_app_key" ON "staff_factors" USING btree ("user_id") WHERE "staff_factors"."kind" = 'totp';--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_user_code_key" ON "staff_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "locked_until";