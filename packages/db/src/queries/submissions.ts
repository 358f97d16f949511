import {
  type GroupResult,
  PRETESTS_PASSED,
  readJudgePolicy,
  type TestStatus,
  VERDICT_LABELS,
  VERDICTS,
  type Verdict,
} from "@grindstone/shared";
import { and, asc, count, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { problems, testCases } from "../schema/problems.ts";
import { solveDays, solvedProblems, submissions, submissionTestResults } from "../schema/submissions.ts";
import { scoreContestTry } from "./contest-scores.ts";
import { queuePerformance } from "./performance.ts";

/** Statuses after which a submission never changes again: the verdicts. */
export const FINAL_STATUSES = VERDICTS;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function getSubmission(db: Db | Tx, id: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row ?? null;
}

export async function getSubmissionResults(db: Db | Tx, submissionId: string) {
  return db
    .select()
    .from(submissionTestResults)
    .where(eq(submissionTestResults.submissionId, submissionId))
    .orderBy(asc(submissionTestResults.position));
}

/** How many tests a submission of the problem runs (no test data read: hidden inputs can be megabytes). */
export async function countJudgeTests(db: Db | Tx, problemId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(testCases).where(eq(testCases.problemId, problemId));
  return row?.n ?? 0;
}

/** Every stored test of a problem, hidden ones included, in their order: what Submit judges against. */
export async function getJudgeTests(db: Db | Tx, problemId: string) {
  return db
    .select({
      position: testCases.position,
      input: testCases.input,
      output: testCases.output,
      hidden: testCases.hidden,
      pretest: testCases.pretest,
      interaction: testCases.interaction,
      inputSha256: testCases.inputSha256,
      outputSha256: testCases.outputSha256,
    })
    .from(testCases)
    .where(eq(testCases.problemId, problemId))
    .orderBy(asc(testCases.position));
}

/** Whether the problem exists, reading nothing else (Submit needs no more: the worker reads the policy). */
export async function problemExists(db: Db | Tx, problemId: string): Promise<boolean> {
  const [row] = await db.select({ id: problems.id }).from(problems).where(eq(problems.id, problemId));
  return row !== undefined;
}

/** A problem's judging policy (parsed: a value stored by an older shape gets its defaults) and its version. */
export async function getProblemPolicy(db: Db | Tx, problemId: string) {
  const [row] = await db
    .select({
      id: problems.id,
      judgePolicy: problems.judgePolicy,
      // Bumped by every update, which replaces the tests in the same transaction: a version for cached tests.
      updatedAt: problems.updatedAt,
    })
    .from(problems)
    .where(eq(problems.id, problemId));
  return row ? { id: row.id, policy: readJudgePolicy(row.judgePolicy), updatedAt: row.updatedAt } : null;
}

/**
 * Queued → Running, or Running → Running when a job is retried after a crash. Returns null when the submission
 * is already final: a duplicate delivery then changes nothing.
 */
export async function markRunning(db: Db, id: string) {
  const [row] = await db
    .update(submissions)
    .set({ status: "Running", attempts: sql`${submissions.attempts} + 1` })
    .where(and(eq(submissions.id, id), notInArray(submissions.status, [...FINAL_STATUSES])))
    .returning();
  return row ?? null;
}

export type TestResultInput = {
  position: number;
  passed: boolean;
  status: TestStatus;
  stdin: string;
  expected: string;
  stdout: string;
  stderr: string;
  timeMs: number;
  memoryKb: number;
  hidden: boolean;
  /** The checker's message for the learner, its message for admins, and the fraction earned (judge-policy.ts). */
  message?: string;
  judgeMessage?: string;
  fraction?: number;
  /** An interactive problem's visible test: the exchange (interaction format); "" or absent otherwise. */
  interaction?: string;
};

/** A verdict's score: points earned of the most, and a scoring problem's groups (absent: 1 of 1 when Accepted). */
export type ScoreInput = { score: number; maxScore: number; groups: GroupResult[] };

/**
 * Writes the verdict exactly once. The conditional update is the gate: if another delivery of the same job got
 * there first, nothing is written and `applied` is false. The per-test rows and, for an Accepted submission, the
 * solve records are written in the same transaction, so the side effects happen exactly when the verdict does.
 */
export async function recordVerdict(
  db: Db,
  v: {
    id: string;
    status: Verdict;
    compileOutput: string | null;
    results: TestResultInput[];
    scored?: ScoreInput;
    now?: Date;
    /** Judged on the problem's pretests only (a contest round with pretests, issue 28). */
    onPretests?: boolean;
  },
) {
  return db.transaction(async (tx) => {
    const now = v.now ?? new Date();
    const passedCount = v.results.filter((r) => r.passed).length;
    const [sub] = await tx
      .update(submissions)
      .set({
        status: v.status,
        compileOutput: v.compileOutput,
        passedCount,
        totalCount: v.results.length,
        score: v.scored?.score ?? (v.status === "Accepted" ? 1 : 0),
        maxScore: v.scored?.maxScore ?? 1,
        groupResults: v.scored?.groups ?? [],
        judgedAt: now,
        onPretests: v.onPretests ?? false,
        // A system-tested try has its final verdict now.
        systemTest: sql`case when ${submissions.systemTest} = 'PENDING' then 'DONE' else ${submissions.systemTest} end`,
      })
      .where(and(eq(submissions.id, v.id), notInArray(submissions.status, [...FINAL_STATUSES])))
      .returning();
    if (!sub) return { applied: false as const };
    // Internal and Judge Errors are never the user's fault, so they do not count in the problem's acceptance figures.
    // Pretests Passed is provisional: the system test's verdict is the one that counts.
    if (!VERDICT_LABELS[v.status].ours && v.status !== PRETESTS_PASSED) {
      await tx
        .update(problems)
        .set({
          judgedCount: sql`${problems.judgedCount} + 1`,
          acceptedCount: sql`${problems.acceptedCount} + ${v.status === "Accepted" ? 1 : 0}`,
        })
        .where(eq(problems.id, sub.problemId));
    }
    if (v.results.length > 0) {
      await tx
        .insert(submissionTestResults)
        .values(
          v.results.map((r) => ({ ...r, fraction: r.fraction ?? (r.passed ? 1 : 0), submissionId: v.id })),
        );
    }
    let firstSolve = false;
    if (v.status === "Accepted") {
      const solved = await tx
        .insert(solvedProblems)
        .values({ userId: sub.userId, problemId: sub.problemId, submissionId: sub.id, solvedAt: now })
        .onConflictDoNothing()
        .returning({ userId: solvedProblems.userId });
      firstSolve = solved.length > 0;
      await tx
        .insert(solveDays)
        .values({ userId: sub.userId, day: now.toISOString().slice(0, 10) })
        .onConflictDoNothing();
      // Its performance measurement is PENDING from the moment it is Accepted: a client that reads the verdict and
      // asks for the figures at once is told "measuring", never "no measurement" (the job is queued just after).
      await queuePerformance(tx, sub);
    }
    // A contest try: its scoreboard cell and the user's standing change in the verdict's own transaction.
    const contestStanding = sub.contestId ? await scoreContestTry(tx, sub.contestId, sub) : null;
    return { applied: true as const, submission: sub, firstSolve, contestStanding };
  });
}

/**
 * Every submission not final yet, with its user: the sweeper keeps their in-flight entries counting. Bounded by the
 * API's queue cap in practice; the limit only guards a runaway.
 */
export async function findPendingSubmissions(db: Db, limit = 20_000) {
  return db
    .select({ id: submissions.id, userId: submissions.userId })
    .from(submissions)
    .where(inArray(submissions.status, ["Queued", "Running"]))
    .limit(limit);
}

/** Submissions still Queued or Running long after creation: the sweeper re-enqueues them. */
export async function findStuckSubmissions(db: Db, olderThan: Date, limit = 200) {
  return db
    .select({ id: submissions.id, contestId: submissions.contestId })
    .from(submissions)
    .where(and(inArray(submissions.status, ["Queued", "Running"]), lt(submissions.createdAt, olderThan)))
    .limit(limit);
}

/** The submission a user's earlier request with this Idempotency-Key created, if any. */
export async function findSubmissionByIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.idempotencyKey, key)));
  return row ?? null;
}
