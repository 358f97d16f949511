CREATE TABLE "editorial_openings" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"before_solve" boolean NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_openings_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "hint_openings" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"hint_index" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hint_openings_user_id_problem_id_hint_index_pk" PRIMARY KEY("user_id","problem_id","hint_index")
);
--> statement-breakpoint
CREATE TABLE "submission_performance" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"test_position" integer,
	"runs" integer DEFAULT 0 NOT NULL,
	"cpu_ms" double precision,
	"cpu_min_ms" double precision,
	"cpu_max_ms" double precision,
	"wall_ms" double precision,
	"wall_min_ms" double precision,
	"wall_max_ms" double precision,
	"memory_kb" integer,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"measured_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "difficulty_rating" double precision;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "difficulty_rating_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "editorial_openings" ADD CONSTRAINT "editorial_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_openings" ADD CONSTRAINT "editorial_openings_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hint_openings" ADD CONSTRAINT "hint_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hint_openings" ADD CONSTRAINT "hint_openings_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_performance" ADD CONSTRAINT "submission_performance_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_performance" ADD CONSTRAINT "submission_performance_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_performance_distribution_idx" ON "submission_performance" USING btree ("problem_id","language","cpu_ms") WHERE "submission_performance"."status" = 'MEASURED';