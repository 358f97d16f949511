/** What the gate asks of the judge queue (a BullMQ Queue, or a stand-in in tests). */
export type CountableJudgeQueue = { getJobCounts(...types: string[]): Promise<Record<string, number>> };

/**
 * How often a waiting challenge looks at the judge queue again. Short against a test's time limit (seconds), so an
 * idle judge picks a challenge back up quickly; one cheap Redis call per look.
 */
export const IDLE_POLL_MS = 250;

/**
 * Resolves once no judge job waits (waiting or prioritized): a challenge starts each of its sandbox runs only then,
 * so live judging never queues behind one. A run already started holds one slot for one test; the scheduler hands
 * a slot to a waiting submission at the next test boundary, so the worst a submission waits is one challenge test.
 */
export function judgeIdleGate(queue: CountableJudgeQueue, signal?: AbortSignal) {
  return async () => {
    for (;;) {
      signal?.throwIfAborted();
      if (await judgeQueueIdle(queue)) return;
      await Bun.sleep(IDLE_POLL_MS);
    }
  };
}

/**
 * No judge job waits (waiting or prioritized): the one test of "may background work start now?", for the challenges'
 * gate and the performance measurements alike (docs/conventions.md, background judging).
 */
export async function judgeQueueIdle(queue: CountableJudgeQueue): Promise<boolean> {
  const counts = await queue.getJobCounts("wait", "prioritized");
  return (counts.wait ?? 0) + (counts.prioritized ?? 0) === 0;
}
export type IdleGate = () => Promise<void>;
