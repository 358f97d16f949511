import type { SubmissionRow } from "@grindstone/db";
import { getContestRound } from "@grindstone/db/queries/system-test";
import type { JudgePolicy } from "@grindstone/shared";
import type { WorkerDeps } from "../../judge/deps.ts";

/**
 * A problem's pretests (issue 28): the tests an admin marked; none marked, its visible tests (the examples); none of
 * those either, its first test. Never empty for a problem with tests.
 */
export function pretestsOf<T extends { pretest: boolean; hidden: boolean }>(tests: T[]): T[] {
  const marked = tests.filter((t) => t.pretest);
  if (marked.length > 0) return marked;
  const visible = tests.filter((t) => !t.hidden);
  return visible.length > 0 ? visible : tests.slice(0, 1);
}

/**
 * Whether this try is judged on pretests: received during a round with pretests whose system test has not begun,
 * and not itself queued for the system test. A scoring problem's groups name tests by position, so it is judged on
 * every test even then. Decided here, from Postgres, whatever the client sent.
 */
export async function judgesOnPretests(
  deps: Pick<WorkerDeps, "db">,
  sub: Pick<SubmissionRow, "contestId" | "createdAt" | "systemTest">,
  policy: JudgePolicy,
) {
  if (!sub.contestId || sub.systemTest !== null || policy.type === "scoring") return false;
  const round = await getContestRound(deps.db, sub.contestId);
  if (!round?.pretests || round.systemTestStatus !== "NONE") return false;
  const t = sub.createdAt.getTime();
  return t >= round.startTime.getTime() && t < round.endTime.getTime();
}
