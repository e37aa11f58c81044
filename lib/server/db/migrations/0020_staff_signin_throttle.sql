CREATE TABLE "staff_password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"refusal_audited_for" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_password_resets" ADD CONSTRAINT "staff_password_resets_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_password_resets_user_idx" ON "staff_password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_password_resets_expires_idx" ON "staff_password_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_throttle_last_idx" ON "staff_sign_in_throttle" USING btree ("last_failure_at");