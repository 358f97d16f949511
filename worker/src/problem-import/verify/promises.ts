import type { Verdict } from "@grindstone/shared";
import type { RunResult } from "../../runners/runner.ts";
import type { ExpectedVerdict } from "../package/package-submissions.ts";

/**
 * What a submission directory's promise allows. Kattis reports a program over its memory limit as Run Time Error
 * (its verdicts have no MLE): hello's `run_time_error/memory_limit.cc` allocates 512 MB under a 512 MiB limit, where
 * ours may say Memory Limit Exceeded, the same failure named more precisely.
 */
export const ALLOWED: Record<Exclude<ExpectedVerdict, "partial">, Verdict[]> = {
  Accepted: ["Accepted"],
  "Wrong Answer": ["Wrong Answer"],
  "Time Limit Exceeded": ["Time Limit Exceeded"],
  "Runtime Error": ["Runtime Error", "Memory Limit Exceeded"],
};

/**
 * Whether a judged submission kept its directory's promise: `accepted` Accepted with full score, the failing
 * directories their verdict short of full score, `partially_accepted` a score strictly between nothing and full.
 */
export function keptPromise(expected: ExpectedVerdict, result: RunResult): boolean {
  if (expected === "partial")
    return result.status !== "Accepted" && result.score > 0 && result.score < result.maxScore;
  if (!ALLOWED[expected].includes(result.status)) return false;
  return expected === "Accepted" ? result.score === result.maxScore : result.score < result.maxScore;
}

export const promiseText = (expected: ExpectedVerdict) =>
  expected === "partial" ? "partially accepted (0 < score < full)" : expected;
