import { freezeTime } from "./contests.ts";
import {
  CONTEST_JOBS,
  CONTEST_TRANSITIONS,
  type ContestTransition,
  type ContestTransitionPayload,
  contestJobId,
} from "./server/contest-queue.ts";

/**
 * Start, freeze and end as delayed jobs with deterministic ids, written once for both producers: the API (create,
 * edit, delete) and the worker's reconciliation job. Not exported from the package index (the web never needs it).
 */

/** The part of a BullMQ Queue this needs (structural, so packages/shared does not depend on bullmq). */
export type ScheduleQueue = {
  add(name: string, data: ContestTransitionPayload, opts: Record<string, unknown>): Promise<unknown>;
  remove(jobId: string): Promise<number>;
};

type Window = { id: string; startTime: Date; endTime: Date; freezeMinutes: number };

/** When each transition is due; a contest without a freeze has no freeze job. */
export function transitionTimes(c: Window): Partial<Record<ContestTransition, Date>> {
  return {
    start: c.startTime,
    ...(c.freezeMinutes > 0 ? { freeze: freezeTime(c) } : {}),
    end: c.endTime,
  };
}

// Removed once done, so a later re-add under the same id (an edit, the reconciliation) is never swallowed by a kept
// completed job. A failed job retries with backoff; the reconciliation job repairs one that ran out of attempts.
const JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: "exponential", delay: 1000 },
  removeOnComplete: true,
  removeOnFail: true,
} as const;

/** Adds (or, after `unscheduleContest`, replaces) the contest's transition jobs. Adding twice is a no-op. */
export async function scheduleContest(queue: ScheduleQueue, c: Window, now: Date) {
  const times = transitionTimes(c);
  await Promise.all(
    CONTEST_TRANSITIONS.map((transition) => {
      const at = times[transition];
      if (!at) return queue.remove(contestJobId(c.id, transition));
      return queue.add(
        CONTEST_JOBS.transition,
        { contestId: c.id, transition },
        {
          ...JOB_OPTIONS,
          jobId: contestJobId(c.id, transition),
          delay: Math.max(0, at.getTime() - now.getTime()),
        },
      );
    }),
  );
}

/** Removes every transition job of the contest (a delete, or the first half of an edit's reschedule). */
export async function unscheduleContest(queue: ScheduleQueue, contestId: string) {
  await Promise.all(CONTEST_TRANSITIONS.map((t) => queue.remove(contestJobId(contestId, t))));
}

/** An edit: the old jobs go, the new times are scheduled under the same ids. */
export async function rescheduleContest(queue: ScheduleQueue, c: Window, now: Date) {
  await unscheduleContest(queue, c.id);
  await scheduleContest(queue, c, now);
}
