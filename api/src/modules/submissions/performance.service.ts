import { fasterThanOthers, getPerformance } from "@grindstone/db/queries/performance";
import { getSubmission } from "@grindstone/db/queries/submissions";
import {
  type Language,
  PERF_MIN_COMPARED,
  type PerformanceStatus,
  type PerformanceView,
} from "@grindstone/shared";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";

/**
 * An accepted submission's measured performance and where it stands (issue 27), for its owner or an admin. Null for
 * a submission that is not Accepted, and for one accepted before measurements existed (no row: never measured,
 * so "measuring…" would never end).
 */
export async function loadPerformance(
  ctx: AppContext,
  viewer: { id: string; role: string },
  submissionId: string,
): Promise<PerformanceView | null> {
  const sub = await getSubmission(ctx.db, submissionId);
  if (!sub || (sub.userId !== viewer.id && viewer.role !== "ADMIN")) throw notFound("Submission not found");
  if (sub.status !== "Accepted") return null;
  const row = await getPerformance(ctx.db, submissionId);
  if (!row) return null;
  const measured = row.status === "MEASURED" && row.cpuMs !== null;
  const fasterThan = measured
    ? await fasterThanOthers(
        ctx.db,
        {
          problemId: sub.problemId,
          language: sub.language,
          userId: sub.userId,
          cpuMs: row.cpuMs!,
          cpuMinMs: row.cpuMinMs ?? row.cpuMs!,
          cpuMaxMs: row.cpuMaxMs ?? row.cpuMs!,
        },
        PERF_MIN_COMPARED,
      )
    : null;
  return {
    submissionId,
    language: sub.language as Language,
    status: row.status as PerformanceStatus,
    testCase: row.testPosition === null ? null : row.testPosition + 1,
    runs: row.runs,
    cpuMs: row.cpuMs,
    cpuMedianMs: row.cpuMedianMs,
    cpuMinMs: row.cpuMinMs,
    cpuMaxMs: row.cpuMaxMs,
    wallMs: row.wallMs,
    wallMedianMs: row.wallMedianMs,
    wallMinMs: row.wallMinMs,
    wallMaxMs: row.wallMaxMs,
    referenceCpuMs: row.referenceCpuMs,
    steady: row.steady,
    memoryKb: row.memoryKb,
    message: row.message,
    measuredAt: row.measuredAt?.toISOString() ?? null,
    fasterThan,
  };
}
