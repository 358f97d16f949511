CREATE TABLE "contest_cells" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"solved" boolean DEFAULT false NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"minutes" integer,
	"solved_at" timestamp with time zone,
	"pending" integer DEFAULT 0 NOT NULL,
	"frozen_solved" boolean DEFAULT false NOT NULL,
	"frozen_tries" integer DEFAULT 0 NOT NULL,
	"frozen_minutes" integer,
	"frozen_pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contest_cells_contest_id_user_id_problem_id_pk" PRIMARY KEY("contest_id","user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "contest_standings" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"solved" integer DEFAULT 0 NOT NULL,
	"penalty" integer DEFAULT 0 NOT NULL,
	"last_accepted_seconds" integer DEFAULT 0 NOT NULL,
	"frozen_solved" integer DEFAULT 0 NOT NULL,
	"frozen_penalty" integer DEFAULT 0 NOT NULL,
	"frozen_last_accepted_seconds" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_standings_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "penalty_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "freeze_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "phase" text DEFAULT 'UPCOMING' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "announced_phase" text DEFAULT 'UPCOMING' NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_cells" ADD CONSTRAINT "contest_cells_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_cells" ADD CONSTRAINT "contest_cells_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_cells" ADD CONSTRAINT "contest_cells_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_standings" ADD CONSTRAINT "contest_standings_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_standings" ADD CONSTRAINT "contest_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_problems_problem_idx" ON "contest_problems" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "contests_phase_idx" ON "contests" USING btree ("phase","end_time");--> statement-breakpoint
CREATE INDEX "submissions_contest_cell_idx" ON "submissions" USING btree ("contest_id","user_id","problem_id","created_at");--> statement-breakpoint
-- Contests created before the scheduler existed: their phase is what the clock says, already announced.
UPDATE "contests" SET "phase" = CASE WHEN now() >= "end_time" THEN 'ENDED' WHEN now() >= "start_time" THEN 'LIVE' ELSE 'UPCOMING' END;--> statement-breakpoint
UPDATE "contests" SET "announced_phase" = "phase";--> statement-breakpoint
INSERT INTO "contest_standings" ("contest_id", "user_id") SELECT "contest_id", "user_id" FROM "contest_registrations" ON CONFLICT DO NOTHING;
