import { z } from "zod";

/** A contest's Redis keys and its BullMQ queue, shared by the API (producer, reader) and the worker. */

/** Live and frozen ranking sorted sets, rebuildable from Postgres (contest_standings). */
export const contestBoardKey = (redisPrefix: string, contestId: string, view: "live" | "frozen") =>
  `${redisPrefix}:contest:${contestId}:board:${view}`;

/**
 * Bumped whenever anything a contest's board or view shows changes (a standing written, a registration, an admin
 * edit): each API instance keeps its rendered scoreboard pages under this version and Redis tells every instance the
 * moment it moves (client-side caching), so a page is served from memory until the board really changes.
 */
export const contestVersionPrefix = (redisPrefix: string) => `${redisPrefix}:contest-version:`;
export const contestVersionKey = (redisPrefix: string, contestId: string) =>
  `${contestVersionPrefix(redisPrefix)}${contestId}`;

/** Deterministic BullMQ job ids: a re-add is a no-op and an edit replaces the job by id. */
export const CONTEST_QUEUE = "contest";
export const CONTEST_TRANSITIONS = ["start", "freeze", "end"] as const;
export type ContestTransition = (typeof CONTEST_TRANSITIONS)[number];
export const CONTEST_JOBS = {
  transition: "contest-transition",
  reconcile: "contest-reconcile",
  pushBoard: "contest-push-board",
  /** Rate every ended contest still PENDING, in rating order (worker/src/contests/ratings/rating-job.ts). */
  rate: "contest-rate",
  virtualEnd: "contest-virtual-end",
  plagiarism: "contest-plagiarism",
  /**
   * Not a contest's job but the same kind of short maintenance: refit every problem's difficulty rating from
   * Postgres (issue 27, worker/src/learning/difficulty-job.ts). Repeats every PROBLEM_DIFFICULTY_EVERY_MS.
   */
  problemDifficulty: "problem-difficulty",
  /** Issue 28: a round with pretests ended; system-test it (worker/src/contests/system-test/system-test-job.ts). */
  systemTest: "contest-system-test",
} as const;
/** How often problems' difficulty ratings are refitted: often enough that a week's solves show within minutes. */
export const PROBLEM_DIFFICULTY_EVERY_MS = 5 * 60_000;
/** The rating job says only "look now": which contests are due comes from Postgres. `contestId` is for the logs. */
export const contestRatePayload = z.object({ contestId: z.uuid().optional() });
export const contestJobId = (contestId: string, t: ContestTransition) => `contest-${contestId}-${t}`;
export const contestTransitionPayload = z.object({
  contestId: z.uuid(),
  transition: z.enum(CONTEST_TRANSITIONS),
});
export type ContestTransitionPayload = z.infer<typeof contestTransitionPayload>;
export const contestPushPayload = z.object({ contestId: z.uuid() });
/** How often the repeating reconciliation job repairs a missed transition (e.g. Redis lost its delayed jobs). */
export const CONTEST_RECONCILE_EVERY_MS = 30_000;

/** The one job id for "rate now": a second request while one waits is the same job. */
export const RATE_JOB_ID = "contest-rate";

/**
 * Asks for a rating pass (a contest ended, an admin switched `rated`, a disqualification). One job id: a request
 * while one is waiting is absorbed by it; one that arrives while a pass runs is picked up by that pass's next read or
 * by the reconciliation, which asks again whenever an ended contest is still PENDING.
 */
export async function requestRating(
  queue: { add(name: string, data: unknown, opts: object): Promise<unknown> },
  contestId?: string,
  delayMs = 0,
) {
  await queue.add(
    CONTEST_JOBS.rate,
    { contestId },
    {
      jobId: delayMs > 0 ? `${RATE_JOB_ID}-later` : RATE_JOB_ID,
      delay: delayMs,
      removeOnComplete: true,
      removeOnFail: true,
      attempts: 5,
      backoff: { type: "exponential", delay: 2000 },
    },
  );
}
/** A virtual run's end (contest-virtual.ts): the job only says "look at this run now", the row holds the clock. */
export const virtualEndPayload = z.object({ runId: z.uuid() });
export type VirtualEndPayload = z.infer<typeof virtualEndPayload>;
/**
 * A plagiarism report's job: one per report row (`plagiarism-{reportId}`), so a duplicate delivery is a no-op; the
 * one enqueued at the end has a report made for it by the worker under `plagiarism-end-{contestId}` (once per contest).
 */
export const plagiarismPayload = z.object({ contestId: z.uuid(), reportId: z.uuid().optional() });
export type PlagiarismPayload = z.infer<typeof plagiarismPayload>;
export const plagiarismJobId = (payload: PlagiarismPayload) =>
  payload.reportId ? `plagiarism-${payload.reportId}` : `plagiarism-end-${payload.contestId}`;

/** The system test's job (one id per contest: a repeat request while one waits is absorbed by it). */
export const systemTestPayload = z.object({ contestId: z.uuid() });
export const systemTestJobId = (contestId: string) => `contest-${contestId}-system-test`;
/** While tries received before the end are still being judged on pretests, the system test looks again this soon. */
export const SYSTEM_TEST_RECHECK_MS = 2000;

/** Asks for the system test of a round with pretests (its job decides from Postgres whether there is anything to do). */
export async function requestSystemTest(
  queue: { add(name: string, data: unknown, opts: object): Promise<unknown> },
  contestId: string,
) {
  await queue.add(
    CONTEST_JOBS.systemTest,
    { contestId },
    {
      jobId: systemTestJobId(contestId),
      removeOnComplete: true,
      removeOnFail: true,
      attempts: 5,
      backoff: { type: "exponential", delay: 2000 },
    },
  );
}
