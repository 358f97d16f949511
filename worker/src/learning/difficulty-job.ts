import { refitDifficulties } from "@grindstone/db/queries/difficulty-refit";
import type { WorkerDeps } from "../judge/deps.ts";

/**
 * The `problem-difficulty` job (issue 27, docs/learning.md "The next problem at your level"), repeated by a job
 * scheduler (contest-worker.ts keepDifficultyScheduled): refits problems' difficulty ratings from Postgres. The job
 * carries nothing: what to fit comes from the tables, so any run (or two at once) stores the same numbers.
 */
export async function refitProblemDifficulties(deps: Pick<WorkerDeps, "db" | "log" | "clock">) {
  const started = Date.now();
  const result = await refitDifficulties(deps.db, deps.clock());
  deps.log.info(
    { ...result, ms: Date.now() - started },
    `learning: refitted ${result.problems} problem difficulties (${result.written} changed)`,
  );
  return result;
}
