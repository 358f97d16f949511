ALTER TABLE "problems" ADD COLUMN "judge_policy" jsonb DEFAULT '{"type":"pass-fail","limits":{"timeMs":2000,"memoryKb":262144,"outputKb":8192},"checker":{"kind":"exact"},"groups":[],"partialCredit":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_test_results" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_test_results" ADD COLUMN "judge_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_test_results" ADD COLUMN "fraction" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "max_score" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "group_results" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every existing problem keeps judging exactly as before: pass-fail, line-exact, its own limits.
UPDATE "problems" SET "judge_policy" = jsonb_set(jsonb_set("judge_policy", '{limits,timeMs}', to_jsonb("cpu_time_limit_ms")), '{limits,memoryKb}', to_jsonb("memory_limit_kb"));--> statement-breakpoint
-- Judged submissions score 1 of 1 when Accepted; their passed tests earned their whole share.
UPDATE "submissions" SET "score" = 1 WHERE "status" = 'Accepted';--> statement-breakpoint
UPDATE "submission_test_results" SET "fraction" = 1 WHERE "passed";--> statement-breakpoint
ALTER TABLE "problems" DROP COLUMN "cpu_time_limit_ms";--> statement-breakpoint
ALTER TABLE "problems" DROP COLUMN "memory_limit_kb";