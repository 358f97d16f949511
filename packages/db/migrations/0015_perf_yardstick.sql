ALTER TABLE "submission_performance" ADD COLUMN "reference_cpu_ms" double precision;--> statement-breakpoint
ALTER TABLE "submission_performance" ADD COLUMN "steady" boolean;