ALTER TABLE "articles" ADD COLUMN "reviewer_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reviewed_on" date;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_reviewer_id_doctors_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;