CREATE TABLE "submission_later_failures" (
	"submission_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"status" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "submission_later_failures_submission_id_challenge_id_pk" PRIMARY KEY("submission_id","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "test_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"target_submission_id" uuid,
	"input" text NOT NULL,
	"expected_output" text,
	"status" text DEFAULT 'VALIDATING' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"failing" integer DEFAULT 0 NOT NULL,
	"failing_by_language" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"test_case_id" uuid
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "input_validators" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "tests_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_later_failures" ADD CONSTRAINT "submission_later_failures_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_later_failures" ADD CONSTRAINT "submission_later_failures_challenge_id_test_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."test_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_later_failures" ADD CONSTRAINT "submission_later_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_later_failures" ADD CONSTRAINT "submission_later_failures_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_challenges" ADD CONSTRAINT "test_challenges_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_challenges" ADD CONSTRAINT "test_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_challenges" ADD CONSTRAINT "test_challenges_target_submission_id_submissions_id_fk" FOREIGN KEY ("target_submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_challenges" ADD CONSTRAINT "test_challenges_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_challenges" ADD CONSTRAINT "test_challenges_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_later_failures_user_idx" ON "submission_later_failures" USING btree ("user_id","failed_at");--> statement-breakpoint
CREATE INDEX "test_challenges_problem_idx" ON "test_challenges" USING btree ("problem_id","created_at");--> statement-breakpoint
CREATE INDEX "test_challenges_user_idx" ON "test_challenges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "test_challenges_status_idx" ON "test_challenges" USING btree ("status","created_at");