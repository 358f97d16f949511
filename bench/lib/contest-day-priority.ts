/**
 * Whether the judge queue's priorities held under the rush (issue 28: "the contest's practice traffic never delays
 * contest verdicts"), with practice sent beside the round (bench/contest-day.ts). Every judge job's times are read
 * back from BullMQ's job hash (jobId = submission id; completed jobs are kept for an hour, JUDGE_JOB_OPTIONS): when
 * it was added, when a worker took it, its priority. A job taken while a job of a higher priority (a lower number) had been waiting for longer than the
 * slack overtook it: with the priorities holding, none did.
 */
import { bullPrefix, JUDGE_QUEUE } from "@grindstone/shared/server";
import type Redis from "ioredis";

export type JobTimes = { id: string; priority: number; added: number; started: number };

/** Each submission's judge job as BullMQ kept it (a job the system test added again is that later job). */
export async function judgeJobTimes(redis: Redis, redisPrefix: string, ids: string[]): Promise<JobTimes[]> {
  const pipeline = redis.pipeline();
  for (const id of ids)
    pipeline.hmget(`${bullPrefix(redisPrefix)}:${JUDGE_QUEUE}:${id}`, "priority", "timestamp", "processedOn");
  const replies = (await pipeline.exec()) ?? [];
  return ids.flatMap((id, i) => {
    const [priority, added, started] = (replies[i]?.[1] ?? []) as (string | null)[];
    if (!added || !started) return [];
    return [{ id, priority: Number(priority ?? 0), added: Number(added), started: Number(started) }];
  });
}

/**
 * Jobs taken while a job of a higher priority had been waiting longer than `slackMs` (the slack covers a job added
 * in the same instant a worker was taking the next one). Quadratic, for the benchmark's thousand-odd jobs.
 */
export function overtakes(
  jobs: JobTimes[],
  slackMs = 50,
): { overtaking: number; byPriority: Map<number, number> } {
  const byPriority = new Map<number, number>();
  let overtaking = 0;
  for (const j of jobs) {
    const passed = jobs.some(
      (k) => k.priority < j.priority && k.added + slackMs < j.started && k.started > j.started + slackMs,
    );
    if (passed) {
      overtaking++;
      byPriority.set(j.priority, (byPriority.get(j.priority) ?? 0) + 1);
    }
  }
  return { overtaking, byPriority };
}

/** Sorted queue waits (taken − added), ms, of the jobs with this priority. */
export const queueWaits = (jobs: JobTimes[], priority: number) =>
  jobs
    .filter((j) => j.priority === priority)
    .map((j) => j.started - j.added)
    .sort((a, b) => a - b);
