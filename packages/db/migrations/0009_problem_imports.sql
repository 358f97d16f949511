CREATE TABLE "import_upload_chunks" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "import_upload_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "problem_assets" (
	"problem_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "problem_assets_problem_id_name_pk" PRIMARY KEY("problem_id","name")
);
--> statement-breakpoint
CREATE TABLE "problem_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"source" text NOT NULL,
	"uploaded" boolean NOT NULL,
	"verify" boolean DEFAULT true NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"current" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_upload_chunks" ADD CONSTRAINT "import_upload_chunks_import_id_problem_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."problem_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_assets" ADD CONSTRAINT "problem_assets_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_imports" ADD CONSTRAINT "problem_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_imports_created_at_idx" ON "problem_imports" USING btree ("created_at");