-- Drizzle cannot declare an exclusion constraint (drizzle-orm #3388): written by hand.
-- Two bookings that hold or take a doctor's time can never overlap: the database refuses the
-- second with SQLSTATE 23P01 (a 409 'This slot was just taken, please pick another').
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('held', 'requested', 'confirmed'));
