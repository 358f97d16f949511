CREATE TABLE "contest_clarifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"problem_id" uuid,
	"from_user_id" uuid,
	"to_user_id" uuid,
	"reply_to_id" uuid,
	"answered_by" uuid,
	"public" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_rating_changes" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"old_rating" integer NOT NULL,
	"new_rating" integer NOT NULL,
	"performance" integer,
	"state_after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_rating_changes_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contest_virtual_cells" (
	"run_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"solved" boolean DEFAULT false NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"minutes" integer,
	"solved_at" timestamp with time zone,
	"pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contest_virtual_cells_run_id_problem_id_pk" PRIMARY KEY("run_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "contest_virtual_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"solved" integer DEFAULT 0 NOT NULL,
	"penalty" integer DEFAULT 0 NOT NULL,
	"last_accepted_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plagiarism_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"left_submission_id" uuid NOT NULL,
	"right_submission_id" uuid NOT NULL,
	"left_user_id" uuid NOT NULL,
	"right_user_id" uuid NOT NULL,
	"similarity" real NOT NULL,
	"longest_fragment" integer DEFAULT 0 NOT NULL,
	"fragments" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plagiarism_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"requested_by" uuid,
	"engine" text,
	"submissions" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contest_registrations" ADD COLUMN "disqualified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD COLUMN "virtual_run_id" uuid;--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD COLUMN "upsolve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rating_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contest_clarifications" ADD CONSTRAINT "contest_clarifications_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_clarifications" ADD CONSTRAINT "contest_clarifications_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_clarifications" ADD CONSTRAINT "contest_clarifications_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_clarifications" ADD CONSTRAINT "contest_clarifications_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_clarifications" ADD CONSTRAINT "contest_clarifications_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_rating_changes" ADD CONSTRAINT "contest_rating_changes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_rating_changes" ADD CONSTRAINT "contest_rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_virtual_cells" ADD CONSTRAINT "contest_virtual_cells_run_id_contest_virtual_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."contest_virtual_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_virtual_cells" ADD CONSTRAINT "contest_virtual_cells_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_virtual_runs" ADD CONSTRAINT "contest_virtual_runs_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_virtual_runs" ADD CONSTRAINT "contest_virtual_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_pairs" ADD CONSTRAINT "plagiarism_pairs_report_id_plagiarism_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."plagiarism_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_pairs" ADD CONSTRAINT "plagiarism_pairs_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_pairs" ADD CONSTRAINT "plagiarism_pairs_left_submission_id_submissions_id_fk" FOREIGN KEY ("left_submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_pairs" ADD CONSTRAINT "plagiarism_pairs_right_submission_id_submissions_id_fk" FOREIGN KEY ("right_submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_pairs" ADD CONSTRAINT "plagiarism_pairs_left_user_id_users_id_fk" FOREIGN KEY ("left_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_pairs" ADD CONSTRAINT "plagiarism_pairs_right_user_id_users_id_fk" FOREIGN KEY ("right_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_reports" ADD CONSTRAINT "plagiarism_reports_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plagiarism_reports" ADD CONSTRAINT "plagiarism_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_clarifications_contest_idx" ON "contest_clarifications" USING btree ("contest_id","created_at");--> statement-breakpoint
CREATE INDEX "contest_clarifications_reply_idx" ON "contest_clarifications" USING btree ("reply_to_id");--> statement-breakpoint
CREATE INDEX "contest_rating_changes_user_idx" ON "contest_rating_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contest_virtual_runs_open_uq" ON "contest_virtual_runs" USING btree ("contest_id","user_id") WHERE "contest_virtual_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "contest_virtual_runs_user_idx" ON "contest_virtual_runs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plagiarism_pairs_report_idx" ON "plagiarism_pairs" USING btree ("report_id","similarity");--> statement-breakpoint
CREATE INDEX "plagiarism_reports_contest_idx" ON "plagiarism_reports" USING btree ("contest_id","created_at");--> statement-breakpoint
ALTER TABLE "contest_submissions" ADD CONSTRAINT "contest_submissions_virtual_run_id_contest_virtual_runs_id_fk" FOREIGN KEY ("virtual_run_id") REFERENCES "public"."contest_virtual_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contests_rating_order_idx" ON "contests" USING btree ("end_time","id");