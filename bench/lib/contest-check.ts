/**
 * "Zero lost" for `bench/contest.ts`, checked from the stores after the drain: every planned submission stored and
 * final; every submitter's cells recomputed from scratch from their submissions (the pure ICPC scoring the verdict
 * transaction uses, on receipt times and verdicts read back) equal to contest_cells; every one of the registered
 * users' standings equal to one recomputed from those cells; and the Redis ranking holding each standing's score.
 */
import { type ContestTry, scoreCell, standingFrom, standingScore } from "@grindstone/shared";
import { memberScore } from "@grindstone/shared/contest-ranking";
import Redis from "ioredis";
import postgres from "postgres";

export type Check = {
  stored: number;
  pending: number;
  byStatus: Record<string, number>;
  /** Submitter × problem cells that differ from the recomputation (missing cells count). */
  badCells: number;
  /** Registered users whose standing differs from the one recomputed from their cells. */
  badStandings: number;
  /** Registered users whose Redis ranking score differs from their standing's. */
  badRanking: number;
  registered: number;
  /** The submissions read back, for the delivery measurement: judgedAt in epoch ms. */
  verdicts: { userId: string; problemId: string; status: string; judgedAt: number }[];
};

export async function checkContest(
  stack: { databaseUrl: string; redisUrl: string; prefix: string },
  contestId: string,
): Promise<Check> {
  const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
  const redis = new Redis(stack.redisUrl);
  try {
    const [contest] = await sql`select start_time, penalty_minutes from contests where id = ${contestId}`;
    const start = contest!.start_time as Date;
    const subs = await sql`
      select user_id, problem_id, status, created_at, judged_at from submissions
      where contest_id = ${contestId} order by judged_at nulls last`;
    const byStatus: Record<string, number> = {};
    const tries = new Map<string, ContestTry[]>();
    for (const s of subs) {
      byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
      const key = `${s.user_id}/${s.problem_id}`;
      tries.set(key, [...(tries.get(key) ?? []), { receivedAt: s.created_at, status: s.status }]);
    }

    const cells = await sql`select * from contest_cells where contest_id = ${contestId}`;
    const cellOf = new Map(cells.map((c) => [`${c.user_id}/${c.problem_id}`, c]));
    let badCells = 0;
    for (const [key, list] of tries) {
      const want = scoreCell(list, start);
      const got = cellOf.get(key);
      const same =
        got &&
        got.solved === want.solved &&
        got.tries === want.tries &&
        got.minutes === want.minutes &&
        got.pending === want.pending &&
        (got.solved_at as Date | null)?.getTime() === want.solvedAt?.getTime();
      if (!same) badCells++;
    }
    // A cell nobody submitted to would be a cell out of nowhere.
    badCells += cells.filter((c) => !tries.has(`${c.user_id}/${c.problem_id}`)).length;

    const cellsByUser = new Map<string, (typeof cells)[number][]>();
    for (const c of cells) cellsByUser.set(c.user_id, [...(cellsByUser.get(c.user_id) ?? []), c]);
    const standings = await sql`select * from contest_standings where contest_id = ${contestId}`;
    let badStandings = 0;
    let badRanking = 0;
    for (const s of standings) {
      const want = standingFrom(
        (cellsByUser.get(s.user_id) ?? []).map((c) => ({
          solved: c.solved,
          tries: c.tries,
          minutes: c.minutes,
          solvedAt: c.solved_at,
        })),
        start,
        contest!.penalty_minutes,
      );
      if (
        s.solved !== want.solved ||
        s.penalty !== want.penalty ||
        s.last_accepted_seconds !== want.lastAcceptedSeconds
      )
        badStandings++;
      // Only the users whose board changed can be off; the rest were written once, at registration.
      if (cellsByUser.has(s.user_id)) {
        const score = await memberScore(redis, stack.prefix, contestId, "live", s.user_id);
        if (score !== standingScore(want)) badRanking++;
      }
    }
    return {
      stored: subs.length,
      pending: subs.filter((s) => s.status === "Queued" || s.status === "Running").length,
      byStatus,
      badCells,
      badStandings,
      badRanking,
      registered: standings.length,
      verdicts: subs
        .filter((s) => s.judged_at)
        .map((s) => ({
          userId: s.user_id as string,
          problemId: s.problem_id as string,
          status: s.status as string,
          judgedAt: (s.judged_at as Date).getTime(),
        })),
    };
  } finally {
    await redis.quit();
    await sql.end();
  }
}
