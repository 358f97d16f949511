import { plagiarismPairs, plagiarismReports } from "@grindstone/db";
import { isConnectionError } from "@grindstone/db/availability";
import { plagiarismPayload } from "@grindstone/shared/server";
import { type Job, UnrecoverableError } from "bullmq";
import { and, eq, inArray } from "drizzle-orm";
import type { WorkerDeps } from "../judge/deps.ts";
import { lastAcceptedByProblem, starterCode } from "./candidates.ts";
import { comparePrograms, type SimilarPair } from "./compare.ts";

type PairRow = typeof plagiarismPairs.$inferInsert;

/**
 * The `contest-plagiarism` job: runs one report (QUEUED → RUNNING → DONE or FAILED). The end-of-contest trigger
 * comes without a report: the first delivery makes one and writes its id into the job, so a retry reuses it. A
 * report already DONE is left as it is (duplicate delivery); a rerun of a RUNNING one (its worker died) replaces its
 * pairs in the same transaction that marks it DONE, so pairs are never doubled.
 */
export const contestPlagiarism = (deps: WorkerDeps) => async (job: Job) => {
  const parsed = plagiarismPayload.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError("invalid contest-plagiarism payload");
  const { contestId } = parsed.data;
  let reportId = parsed.data.reportId;
  if (!reportId) {
    const [made] = await deps.db.insert(plagiarismReports).values({ contestId }).returning();
    reportId = made!.id;
    await job.updateData({ contestId, reportId });
  }
  const [claimed] = await deps.db
    .update(plagiarismReports)
    .set({ status: "RUNNING" })
    .where(and(eq(plagiarismReports.id, reportId), inArray(plagiarismReports.status, ["QUEUED", "RUNNING"])))
    .returning();
  if (!claimed) return { done: "report already finished or gone" };
  try {
    return await runReport(deps, contestId, reportId);
  } catch (err) {
    // Postgres unreachable is not Dolos's fault: the job's retries (and the RUNNING claim) take it up again.
    if (isConnectionError(err) || isConnectionError((err as { cause?: unknown }).cause)) throw err;
    const reason = (err as Error).message.slice(0, 500);
    await deps.db
      .update(plagiarismReports)
      .set({ status: "FAILED", error: reason, finishedAt: new Date() })
      .where(eq(plagiarismReports.id, reportId));
    // Dolos failing on the same inputs fails again: no retry. The report says why.
    throw new UnrecoverableError(reason);
  }
};

async function runReport(deps: WorkerDeps, contestId: string, reportId: string) {
  const problems = await lastAcceptedByProblem(deps.db, contestId);
  const starters = await starterCode(
    deps.db,
    problems.map((p) => p.problemId),
  );
  const rows: PairRow[] = [];
  let submissions = 0;
  for (const { problemId, candidates } of problems) {
    submissions += candidates.length;
    const byId = new Map(candidates.map((c) => [c.submissionId, c]));
    const { pairs } = await comparePrograms(
      candidates.map((c) => ({ id: c.submissionId, language: c.language, code: c.code })),
      { templates: starters.get(problemId) },
    );
    for (const pair of pairs) rows.push(toRow(reportId, problemId, pair, byId));
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(plagiarismPairs).where(eq(plagiarismPairs.reportId, reportId));
    // Chunked: Postgres caps one statement's parameters (65,535); a pair row carries nine.
    for (let i = 0; i < rows.length; i += 1000)
      await tx.insert(plagiarismPairs).values(rows.slice(i, i + 1000));
    await tx
      .update(plagiarismReports)
      .set({ status: "DONE", engine: "node", submissions, error: null, finishedAt: new Date() })
      .where(eq(plagiarismReports.id, reportId));
  });
  return { reportId, submissions, pairs: rows.length };
}

function toRow(
  reportId: string,
  problemId: string,
  pair: SimilarPair,
  byId: Map<string, { userId: string }>,
): PairRow {
  return {
    reportId,
    problemId,
    leftSubmissionId: pair.leftId,
    rightSubmissionId: pair.rightId,
    leftUserId: byId.get(pair.leftId)!.userId,
    rightUserId: byId.get(pair.rightId)!.userId,
    similarity: pair.similarity,
    longestFragment: pair.longestFragment,
    fragments: pair.fragments,
  };
}
