ALTER TABLE "test_cases" ADD COLUMN "interaction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_test_results" ADD COLUMN "interaction" text DEFAULT '' NOT NULL;