ALTER TABLE "contests" ADD COLUMN "pretests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "system_test_status" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "pretest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "on_pretests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "system_test" text;