import { z } from "zod";

/**
 * Judging that nobody is waiting for (issue 27): an accepted submission's performance measurement. Its own queue and
 * a worker of concurrency one, so its jobs never take a judge job's place in the judge queue's concurrency; the job
 * itself runs only while the judge queue is empty and a sandbox slot is free, and steps aside (delayed, not failed)
 * the moment a submission waits for a slot.
 */
export const BACKGROUND_QUEUE = "judge-background";

export const BACKGROUND_JOBS = { perf: "submission-perf" } as const;

export const perfJobPayload = z.object({
  submissionId: z.uuid(),
  /**
   * What the earlier batches of this measurement found (the runs are taken in batches some time apart): the test
   * measured, the problem's tests it belongs to (their `updatedAt`: changed tests start the measurement over) and
   * each run's figures. Absent on the first delivery; lost with the job (the sweeper then starts over).
   */
  progress: z
    .object({
      testPosition: z.number().int().min(0),
      testsAt: z.string(),
      runs: z.array(
        z.object({
          status: z.string(),
          cpuMs: z.number(),
          wallMs: z.number(),
          memoryKb: z.number(),
          referenceCpuMs: z.array(z.number()).optional(),
        }),
      ),
    })
    .optional(),
});
export type PerfJobPayload = z.infer<typeof perfJobPayload>;

/**
 * The perf yardstick's recent CPU times on one worker host (a list, newest first, PERF_YARDSTICK_KEPT long): its
 * usual time there is what tells a slow spell (worker/src/judge/perf/measure.ts). Per host: machines differ.
 */
export const perfYardstickKey = (redisPrefix: string, host: string) =>
  `${redisPrefix}:perf:yardstick:${host}`;
export const PERF_YARDSTICK_KEPT = 200;

/** One measurement per submission: a duplicate add (a re-announced verdict) finds this id and does nothing. */
export const perfJobId = (submissionId: string) => `perf-${submissionId}`;

/** How long a measurement that found the sandbox busy waits before looking again. */
export const BACKGROUND_BUSY_DELAY_MS = 2000;

export const BACKGROUND_JOB_OPTIONS = {
  // Retries are for our failures (Postgres down, a sandbox that could not start), not for a busy machine: that
  // delays the job without spending an attempt.
  attempts: 5,
  backoff: { type: "exponential", delay: 5000 },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 24 * 3600 },
} as const;
