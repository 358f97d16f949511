import { PRETESTS_PASSED, type SystemTestStatus } from "@grindstone/shared";
import { and, asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { contests } from "../schema/contests.ts";
import { submissions, submissionTestResults } from "../schema/submissions.ts";

/**
 * Issue 28, a contest round with pretests: during the round tries are judged on the pretests; after the end the last
 * pretest-passed try of each participant per problem is judged again on every test (the system test), the earlier
 * passed ones are Skipped, and ratings wait until every system-tested try has its final verdict.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type ContestRound = {
  id: string;
  startTime: Date;
  endTime: Date;
  pretests: boolean;
  systemTestStatus: SystemTestStatus;
};

export async function getContestRound(db: Db | Tx, contestId: string): Promise<ContestRound | null> {
  const [row] = await db
    .select({
      id: contests.id,
      startTime: contests.startTime,
      endTime: contests.endTime,
      pretests: contests.pretests,
      systemTestStatus: contests.systemTestStatus,
    })
    .from(contests)
    .where(eq(contests.id, contestId));
  return row ? { ...row, systemTestStatus: row.systemTestStatus as SystemTestStatus } : null;
}

/** A try received inside the round's window: the only ones pretests and the system test are about. */
const inWindow = (round: ContestRound) =>
  and(
    eq(submissions.contestId, round.id),
    gte(submissions.createdAt, round.startTime),
    lt(submissions.createdAt, round.endTime),
  );

/** Tries received during the round that are still Queued or Running: the system test starts after them. */
export async function countUnjudgedRoundTries(db: Db | Tx, round: ContestRound) {
  const [row] = await db
    .select({ n: count() })
    .from(submissions)
    .where(and(inWindow(round), inArray(submissions.status, ["Queued", "Running"])));
  return row?.n ?? 0;
}

/**
 * Starts the system test, once (a compare-and-set on the contest's status): per participant and problem the last
 * Pretests Passed try goes back to Queued with `systemTest` PENDING (its pretest results removed: it is judged again
 * from scratch), and every earlier passed one becomes Skipped. Nothing to test: DONE at once. Returns the tries to
 * enqueue, or null when another worker started it (or the contest has no pretests).
 */
export async function beginSystemTest(db: Db, contestId: string) {
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(contests)
      .set({ systemTestStatus: "RUNNING" })
      .where(
        and(eq(contests.id, contestId), eq(contests.pretests, true), eq(contests.systemTestStatus, "NONE")),
      )
      .returning({ id: contests.id, startTime: contests.startTime, endTime: contests.endTime });
    if (!started) return null;
    const round: ContestRound = { ...started, pretests: true, systemTestStatus: "RUNNING" };
    const passed = await tx
      .select({ id: submissions.id, userId: submissions.userId, problemId: submissions.problemId })
      .from(submissions)
      .where(and(inWindow(round), eq(submissions.status, PRETESTS_PASSED)))
      .orderBy(asc(submissions.createdAt), asc(submissions.id));
    const last = new Map<string, string>();
    for (const p of passed) last.set(`${p.userId}:${p.problemId}`, p.id);
    const toTest = [...last.values()];
    const tested = new Set(toTest);
    const superseded = passed.map((p) => p.id).filter((id) => !tested.has(id));
    // In slices: a big round has tens of thousands of tries, and one statement's parameters are limited.
    for (const ids of slices(superseded)) {
      await tx
        .update(submissions)
        .set({ status: "Skipped" })
        .where(and(inArray(submissions.id, ids), eq(submissions.status, PRETESTS_PASSED)));
    }
    for (const ids of slices(toTest)) {
      await tx.delete(submissionTestResults).where(inArray(submissionTestResults.submissionId, ids));
      await tx
        .update(submissions)
        .set({
          status: "Queued",
          systemTest: "PENDING",
          onPretests: false,
          attempts: 0,
          passedCount: 0,
          totalCount: 0,
        })
        .where(inArray(submissions.id, ids));
    }
    if (toTest.length === 0)
      await tx.update(contests).set({ systemTestStatus: "DONE" }).where(eq(contests.id, contestId));
    return { toTest, skipped: superseded.length };
  });
}

const slices = (ids: string[], size = 5000) =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));

/** The tries still waiting for their system test (for the job that re-adds any whose judge job was lost). */
export async function pendingSystemTests(db: Db, contestId: string) {
  return db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.contestId, contestId), eq(submissions.systemTest, "PENDING")));
}

/** RUNNING → DONE once no try waits any more; true for the one caller that made the change. */
export async function finishSystemTestIfDone(db: Db, contestId: string) {
  const rows = await db
    .update(contests)
    .set({ systemTestStatus: "DONE" })
    .where(
      and(
        eq(contests.id, contestId),
        eq(contests.systemTestStatus, "RUNNING"),
        sql`not exists (select 1 from ${submissions} s where s.contest_id = ${contestId}
          and s.system_test = 'PENDING')`,
      ),
    )
    .returning({ id: contests.id });
  return rows.length > 0;
}

/** How far the system test is: tries it judges in all, and how many have their final verdict. */
export async function systemTestProgress(db: Db | Tx, contestId: string) {
  const rows = await db
    .select({ state: submissions.systemTest, n: count() })
    .from(submissions)
    .where(and(eq(submissions.contestId, contestId), sql`${submissions.systemTest} is not null`))
    .groupBy(submissions.systemTest);
  const done = rows.find((r) => r.state === "DONE")?.n ?? 0;
  const pending = rows.find((r) => r.state === "PENDING")?.n ?? 0;
  return { total: done + pending, done };
}
