import { DIFFICULTY_PRIOR, fitRatings, NEWCOMER_SKILL } from "@grindstone/shared/skill-model";
import type { Db } from "../client.ts";
import {
  contestSkills,
  practiceOutcomes,
  problemDifficultyRows,
  saveDifficultyRatings,
} from "./learning-outcomes.ts";

/**
 * The refit behind the worker's `problem-difficulty` job (issue 27, docs/learning.md): every problem's difficulty and
 * every learner's skill fitted jointly from all practice outcomes, and the problems' ratings stored. Here rather
 * than in the worker so the API's simulation test runs exactly what the job runs. It reads only Postgres and writes
 * only changed ratings, so a rerun, a duplicate delivery or two workers at once store the same numbers. Problems
 * nobody has tried keep a null rating (readers use their label's prior).
 */
export async function refitDifficulties(db: Db, now: Date) {
  const [problems, outcomes, rated] = await Promise.all([
    problemDifficultyRows(db),
    practiceOutcomes(db),
    contestSkills(db),
  ]);
  const learnerIds = new Set(outcomes.map((o) => o.learner));
  const fit = fitRatings({
    problems: problems.map((p) => ({ id: p.id, prior: DIFFICULTY_PRIOR[p.difficulty] })),
    learners: [...learnerIds].map((id) => ({ id, prior: rated.get(id) ?? NEWCOMER_SKILL })),
    outcomes,
  });
  const ratings = [...fit.outcomesPerProblem.keys()].map((id) => ({ id, rating: fit.difficulty.get(id)! }));
  const written = await saveDifficultyRatings(db, ratings, now);
  return { problems: ratings.length, learners: learnerIds.size, outcomes: outcomes.length, written };
}
