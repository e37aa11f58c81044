CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"receipt" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_captures" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_orders_receipt_unique" ON "sandbox_orders" USING btree ("receipt");--> statement-breakpoint
CREATE INDEX "sandbox_orders_created_idx" ON "sandbox_orders" USING btree ("created_at");--> statement-breakpoint
-- The sandbox's orders were known only through the site's own rows: give the sandbox its record of each.
INSERT INTO "sandbox_orders" ("id", "receipt", "amount", "currency", "created_at")
SELECT "order_id", "receipt", "amount", "currency", "created_at" FROM "payment_orders" WHERE "gateway" = 'sandbox'
ON CONFLICT DO NOTHING;
