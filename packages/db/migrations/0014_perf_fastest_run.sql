ALTER TABLE "submission_performance" ADD COLUMN "cpu_median_ms" double precision;--> statement-breakpoint
ALTER TABLE "submission_performance" ADD COLUMN "wall_median_ms" double precision;--> statement-breakpoint
-- Issue 27: the figure becomes the fastest of the runs (under load the median moved ±9 points, the fastest ±4).
-- Rows measured before keep their median beside it and take their stored fastest run as the figure, so old and new
-- measurements rank on the same basis.
UPDATE "submission_performance" SET "cpu_median_ms" = "cpu_ms", "cpu_ms" = "cpu_min_ms", "wall_median_ms" = "wall_ms", "wall_ms" = "wall_min_ms" WHERE "status" = 'MEASURED' AND "cpu_min_ms" IS NOT NULL;
