ALTER TABLE "problems" ADD COLUMN "judged_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "accepted_count" integer DEFAULT 0 NOT NULL;