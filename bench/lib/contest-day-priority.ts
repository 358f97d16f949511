/**
 * Practice beside the round, and whether the judge queue's priorities held under the rush (issue 28: "the contest's
 * practice traffic never delays contest verdicts"). Practice submissions go to the API at a steady rate from users
 * who are not in the contest's rush; afterwards every judge job's times are read back from BullMQ's job hash (jobId =
 * submission id; completed jobs are kept for an hour, JUDGE_JOB_OPTIONS): when it was added, when a worker took it,
 * its priority. A job taken while a job of a higher priority (a lower number) had been waiting for longer than the
 * slack overtook it: with the priorities holding, none did.
 */
import { LANGUAGE_IDS } from "@grindstone/shared";
import { bullPrefix, JUDGE_QUEUE } from "@grindstone/shared/server";
import type Redis from "ioredis";

export type PracticeResult = { sent: number; accepted: number; refused: number };

/** `ratePerS` practice submissions a second from `senders` in turn, from `startAt` for `seconds`. */
export async function runPractice(opts: {
  senders: { url: string; cookie: string }[];
  problemId: string;
  source: string;
  ratePerS: number;
  seconds: number;
  startAt: number;
}): Promise<PracticeResult> {
  const r: PracticeResult = { sent: 0, accepted: 0, refused: 0 };
  if (opts.ratePerS <= 0 || opts.senders.length === 0) return r;
  const body = JSON.stringify({
    source_code: opts.source,
    language_id: LANGUAGE_IDS.PYTHON,
    stdin: [],
    expected_outputs: [],
    problemId: opts.problemId,
  });
  const inflight: Promise<void>[] = [];
  const gapMs = 1000 / opts.ratePerS;
  for (let k = 0; k * gapMs < opts.seconds * 1000; k++) {
    const wait = opts.startAt + k * gapMs - Date.now();
    if (wait > 0) await Bun.sleep(wait);
    const s = opts.senders[k % opts.senders.length]!;
    r.sent++;
    inflight.push(
      fetch(`${s.url}/api/v1/execute-code/submit`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: s.cookie },
        body,
      }).then(
        async (res) => {
          await res.body?.cancel().catch(() => {});
          if (res.status === 200 || res.status === 202) r.accepted++;
          else r.refused++;
        },
        () => {
          r.refused++;
        },
      ),
    );
  }
  await Promise.all(inflight);
  return r;
}

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
