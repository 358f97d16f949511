import { problems, solvedProblems, submissions } from "@grindstone/db";
import { contestSkills, practiceOutcomes } from "@grindstone/db/queries/learning-outcomes";
import {
  NEWCOMER_PROBLEMS,
  SUGGESTION_LIMIT,
  type SuggestionsQuery,
  type SuggestionsResponse,
} from "@grindstone/shared";
import { DIFFICULTY_PRIOR, NEWCOMER_SKILL } from "@grindstone/shared/skill-model";
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { lockedProblemIds } from "../problems/contest-lock.ts";
import type { ProblemViewer } from "../problems/problem-access.ts";
import { learnerSkill } from "./learner-skill.ts";
import { type Candidate, pickSuggestions } from "./pick-suggestions.ts";

const problemColumns = {
  id: problems.id,
  title: problems.title,
  difficulty: problems.difficulty,
  tags: problems.tags,
  stored: problems.difficultyRating,
};
type ProblemMeta = {
  id: string;
  title: string;
  difficulty: Candidate["difficulty"];
  tags: string[];
  stored: number | null;
};
/** A problem nobody has tried yet is rated at its label's prior (what the fit would say with no evidence). */
const ratingOf = (p: ProblemMeta) => p.stored ?? DIFFICULTY_PRIOR[p.difficulty];

/**
 * GET /problems/suggestions (docs/learning.md "The next problem at your level"): the learner's skill from their own
 * outcomes with the problems' stored difficulties fixed (cheap: one learner, a few Newton steps), then unsolved
 * public problems just above it. Computed on each request: it is a handful of indexed queries, and after an Accepted
 * the learner expects the solve they just made to count.
 */
export async function suggestionsFor(
  ctx: AppContext,
  viewer: ProblemViewer,
  query: SuggestionsQuery,
): Promise<SuggestionsResponse> {
  const preferTags = query.after ? await tagsOfOwnSubmission(ctx, viewer.id, query.after) : [];
  const [outcomes, rated, locked] = await Promise.all([
    practiceOutcomes(ctx.db, viewer.id),
    contestSkills(ctx.db, [viewer.id]),
    lockedProblemIds(ctx, viewer),
  ]);
  const tried = outcomes.length
    ? await ctx.db
        .select(problemColumns)
        .from(problems)
        .where(
          inArray(
            problems.id,
            outcomes.map((o) => o.problem),
          ),
        )
    : [];
  const meta = new Map(tried.map((p) => [p.id, p]));
  const rows = outcomes.flatMap((o) => {
    const p = meta.get(o.problem);
    return p
      ? [{ problemId: p.id, difficulty: ratingOf(p), tags: p.tags, tries: o.tries, solved: o.solved }]
      : [];
  });
  const contestSkill = rated.get(viewer.id);
  const skill = learnerSkill(contestSkill ?? NEWCOMER_SKILL, rows);
  const solved = new Set(outcomes.filter((o) => o.solved).map((o) => o.problem));
  const candidates = (await unsolvedPublicProblems(ctx, viewer.id))
    .filter((p) => !solved.has(p.id) && !locked.has(p.id))
    .map((p) => ({ id: p.id, title: p.title, difficulty: p.difficulty, tags: p.tags, rating: ratingOf(p) }));
  const newcomer = rows.length < NEWCOMER_PROBLEMS && contestSkill === undefined;
  const suggestions = pickSuggestions({
    skill,
    newcomer,
    candidates,
    preferTags,
    limit: query.limit ?? SUGGESTION_LIMIT.default,
  });
  return {
    skill: {
      overall: Math.round(skill.overall),
      tags: skill.tags.map((t) => ({ ...t, rating: Math.round(t.rating) })),
      newcomer,
    },
    suggestions,
  };
}

/** Public problems the learner has no solve of. Hidden ones are never suggested, even to those who may see them. */
function unsolvedPublicProblems(ctx: AppContext, userId: string) {
  const solve = ctx.db
    .select({ one: sql`1` })
    .from(solvedProblems)
    .where(and(eq(solvedProblems.userId, userId), eq(solvedProblems.problemId, problems.id)));
  return ctx.db
    .select(problemColumns)
    .from(problems)
    .where(and(eq(problems.isPublic, true), notExists(solve)));
}

/** The tags of the problem of the caller's own submission `submissionId`; another's is "not found", as elsewhere. */
async function tagsOfOwnSubmission(ctx: AppContext, userId: string, submissionId: string) {
  const [row] = await ctx.db
    .select({ tags: problems.tags })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.problemId))
    .where(and(eq(submissions.id, submissionId), eq(submissions.userId, userId)));
  if (!row) throw notFound("Submission not found");
  return row.tags;
}
