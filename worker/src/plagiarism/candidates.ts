import type { Db } from "@grindstone/db";
import { contestProblems, contestSubmissions, problems, submissions } from "@grindstone/db";
import type { Language } from "@grindstone/shared";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";

export type Candidate = {
  submissionId: string;
  userId: string;
  problemId: string;
  language: Language;
  code: string;
};

/**
 * Per problem of the contest, each participant's last accepted submission made in the contest itself: virtual runs
 * and upsolving are not the contest (and not ranked), so they are left out. Newest first, so the first row seen per
 * (problem, user) is the last accepted one.
 */
export async function lastAcceptedByProblem(db: Db, contestId: string) {
  const rows = await db
    .select({
      submissionId: submissions.id,
      userId: contestSubmissions.userId,
      problemId: contestSubmissions.problemId,
      language: submissions.language,
      code: submissions.sourceCode,
    })
    .from(contestSubmissions)
    .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
    .innerJoin(
      contestProblems,
      and(
        eq(contestProblems.contestId, contestId),
        eq(contestProblems.problemId, contestSubmissions.problemId),
      ),
    )
    .where(
      and(
        eq(contestSubmissions.contestId, contestId),
        isNull(contestSubmissions.virtualRunId),
        eq(contestSubmissions.upsolve, false),
        eq(submissions.status, "Accepted"),
      ),
    )
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
  const byProblem = new Map<string, Map<string, Candidate>>();
  for (const row of rows) {
    const users = byProblem.get(row.problemId) ?? new Map<string, Candidate>();
    if (!users.has(row.userId)) users.set(row.userId, row);
    byProblem.set(row.problemId, users);
  }
  return [...byProblem].map(([problemId, users]) => ({ problemId, candidates: [...users.values()] }));
}

/** Each problem's starter code per language: what every participant began from, so Dolos ignores it. */
export async function starterCode(db: Db, problemIds: string[]) {
  if (problemIds.length === 0) return new Map<string, Partial<Record<Language, string>>>();
  const rows = await db
    .select({ id: problems.id, snippets: problems.codeSnippets })
    .from(problems)
    .where(inArray(problems.id, problemIds));
  return new Map(rows.map((r) => [r.id, r.snippets as Partial<Record<Language, string>>]));
}
