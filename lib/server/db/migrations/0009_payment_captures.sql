CREATE TABLE "payment_captures" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"refund_amount" integer,
	"refund_key" text,
	"refund_id" text,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_captures_status_check" CHECK ("payment_captures"."status" in ('applied', 'refund_due', 'refunded', 'review')),
	CONSTRAINT "payment_captures_reason_check" CHECK ("payment_captures"."reason" is null or "payment_captures"."reason" in ('duplicate', 'slot_lost', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "phone" text;--> statement-breakpoint
-- Hand-written: the phone that made each booking is its patient's (the verified one).
UPDATE "bookings" SET "phone" = "patients"."phone" FROM "patients" WHERE "patients"."id" = "bookings"."patient_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "phone" SET NOT NULL;--> statement-breakpoint
-- Hand-written: of several holds of one phone (possible before this migration), the newest stays.
UPDATE "bookings" SET "status" = 'expired', "hold_expires_at" = NULL WHERE "status" = 'held' AND "id" NOT IN (
  SELECT DISTINCT ON ("phone") "id" FROM "bookings" WHERE "status" = 'held' ORDER BY "phone", "created_at" DESC
);--> statement-breakpoint
-- Hand-written: the payment each paid order kept, and the refunds already asked or due.
INSERT INTO "payment_captures" ("payment_id", "order_id", "amount", "currency", "status", "reason", "refund_amount", "refund_key", "refund_id", "created_at", "updated_at")
SELECT o."payment_id", o."order_id", o."amount", o."currency",
  CASE WHEN o."refund_id" IS NOT NULL THEN 'refunded' WHEN b."refund_due" IS NOT NULL THEN 'refund_due' ELSE 'applied' END,
  CASE WHEN o."refund_id" IS NULL AND b."refund_due" IS NULL THEN NULL WHEN b."status" = 'cancelled' THEN 'cancelled' ELSE 'slot_lost' END,
  COALESCE(o."refunded_amount", b."refund_due"),
  CASE WHEN o."refund_id" IS NULL AND b."refund_due" IS NULL THEN NULL ELSE 'refund_' || b."id" END,
  o."refund_id", COALESCE(o."paid_at", o."updated_at"), o."updated_at"
FROM "payment_orders" o JOIN "bookings" b ON b."id" = o."booking_id"
WHERE o."status" = 'paid' AND o."payment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_captures" ADD CONSTRAINT "payment_captures_order_id_payment_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_captures_order_idx" ON "payment_captures" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_captures_status_idx" ON "payment_captures" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_hold_per_phone" ON "bookings" USING btree ("phone") WHERE "bookings"."status" = 'held';--> statement-breakpoint
-- Hand-written: refunds live in payment_captures now (copied above).
ALTER TABLE "payment_orders" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP COLUMN "refunded_amount";
