import { getJudgeTests } from "@grindstone/db/queries/submissions";
import type { WorkerDeps } from "./deps.ts";

export type JudgeTest = Awaited<ReturnType<typeof getJudgeTests>>[number];

/**
 * A problem's tests, kept between submissions of this worker process. A problem's hidden inputs can be megabytes,
 * and during a contest every submission of the same few problems read them again. The key includes the problem's
 * updatedAt, which every update bumps in the transaction that replaces its tests, so an edited problem is read
 * afresh. Nothing else depends on it: another process simply has its own.
 */
const MAX_PROBLEMS = 64;

export class JudgeTestCache {
  private readonly entries = new Map<string, Promise<JudgeTest[]>>();

  get(deps: Pick<WorkerDeps, "db">, problemId: string, version: Date): Promise<JudgeTest[]> {
    const key = `${problemId}@${version.getTime()}`;
    let tests = this.entries.get(key);
    if (tests) {
      // Most recently used last: the first entry is the one to evict.
      this.entries.delete(key);
    } else {
      tests = getJudgeTests(deps.db, problemId);
      // A failed read is not kept.
      tests.catch(() => this.entries.delete(key));
    }
    this.entries.set(key, tests);
    while (this.entries.size > MAX_PROBLEMS) this.entries.delete(this.entries.keys().next().value!);
    return tests;
  }
}
