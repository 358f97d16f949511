import type { Language } from "@grindstone/shared";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { scoreContestTry } from "../queries/contest-scores.ts";
import { contestRegistrations, contestStandings } from "../schema/contests.ts";
import { problems, testCases } from "../schema/problems.ts";
import { submissions } from "../schema/submissions.ts";
import { upsertSampleAccount } from "./accounts.ts";
import { parseTries, SAMPLE_CONTESTANTS } from "./contest-defs.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Roughly how far a rejected try of each kind got through the tests. */
const PASSED_SHARE: Record<string, number> = {
  Accepted: 1,
  "Wrong Answer": 0.6,
  "Time Limit Exceeded": 0.8,
  "Runtime Error": 0.2,
  "Compilation Error": 0,
};

/**
 * The ended contest's sample contestants, registered, with their tries stored as judged submissions and scored by
 * the judge's own board write (`scoreContestTry`: the cell from the tries, the standing from the cells), so the
 * final board is exactly what those verdicts would have produced. Accepted tries carry the problem's reference
 * solution, rejected ones its starter code. Not counted in the problems' acceptance figures or anyone's solves: the
 * contestants are not people. Runs inside the caller's transaction; the caller checks it has not run before.
 */
export async function seedSampleStandings(
  tx: Tx,
  contest: { id: string; startTime: Date },
  problemIds: string[],
) {
  const rows = await tx
    .select({ id: problems.id, snippets: problems.codeSnippets, solutions: problems.referenceSolutions })
    .from(problems)
    .where(inArray(problems.id, problemIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const testCounts = new Map<string, number>();
  for (const id of problemIds) testCounts.set(id, await tx.$count(testCases, eq(testCases.problemId, id)));

  for (const [n, person] of SAMPLE_CONTESTANTS.entries()) {
    const userId = await upsertSampleAccount(tx, person.name, person.local);
    const registeredAt = new Date(contest.startTime.getTime() - (n + 1) * 3_600_000);
    await tx
      .insert(contestRegistrations)
      .values({ contestId: contest.id, userId, createdAt: registeredAt })
      .onConflictDoNothing();
    await tx.insert(contestStandings).values({ contestId: contest.id, userId }).onConflictDoNothing();
    for (const [i, spec] of person.tries.entries()) {
      const problemId = problemIds[i];
      const problem = problemId ? byId.get(problemId) : undefined;
      if (!problemId || !problem) continue;
      for (const t of parseTries(spec)) {
        // A few seconds into the minute, different per person, so no two tries share an instant.
        const createdAt = new Date(contest.startTime.getTime() + t.minute * 60_000 + (7 + n * 5) * 1000);
        const total = testCounts.get(problemId) ?? 0;
        const code = t.status === "Accepted" ? problem.solutions : problem.snippets;
        const [sub] = await tx
          .insert(submissions)
          .values({
            userId,
            problemId,
            contestId: contest.id,
            language: person.language,
            sourceCode: sourceIn(code, person.language),
            status: t.status,
            passedCount: Math.floor(total * (PASSED_SHARE[t.status] ?? 0)),
            totalCount: t.status === "Compilation Error" ? 0 : total,
            attempts: 1,
            createdAt,
            judgedAt: new Date(createdAt.getTime() + 1500),
          })
          .returning({ id: submissions.id });
        await scoreContestTry(tx, contest.id, { id: sub!.id, userId, problemId, createdAt });
      }
    }
  }
}

const sourceIn = (code: Partial<Record<Language, string>>, language: Language) =>
  code[language] ?? Object.values(code)[0] ?? "";
