CREATE TABLE "test_data" (
	"sha256" text PRIMARY KEY NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_data_chunks" (
	"sha256" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "test_data_chunks_sha256_seq_pk" PRIMARY KEY("sha256","seq")
);
--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "input_sha256" text;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "output_sha256" text;--> statement-breakpoint
ALTER TABLE "test_data_chunks" ADD CONSTRAINT "test_data_chunks_sha256_test_data_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."test_data"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cases" ADD CONSTRAINT "test_cases_input_sha256_test_data_sha256_fk" FOREIGN KEY ("input_sha256") REFERENCES "public"."test_data"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cases" ADD CONSTRAINT "test_cases_output_sha256_test_data_sha256_fk" FOREIGN KEY ("output_sha256") REFERENCES "public"."test_data"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_cases_input_sha256_idx" ON "test_cases" USING btree ("input_sha256");--> statement-breakpoint
CREATE INDEX "test_cases_output_sha256_idx" ON "test_cases" USING btree ("output_sha256");