import { contestStatus } from "@grindstone/shared";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { getProblem } from "../problems/problems.service.ts";
import { problemInContest } from "./contest-entries.service.ts";
import { type ContestViewer, maySeeProblems } from "./contest-views.ts";
import { getContestRow, isRegistered } from "./contests.service.ts";

/**
 * A contest problem's public fields (hidden tests and reference solutions stay with admins, as on the problem page),
 * under the contest's rule: registered and LIVE, ended, or admin. Anyone else gets the same 404 as for a problem
 * that does not exist, so a guessed id tells nothing.
 */
export async function getContestProblem(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
  problemId: string,
) {
  const contest = await getContestRow(ctx, contestId);
  const [inContest, registered] = await Promise.all([
    problemInContest(ctx, contestId, problemId),
    isRegistered(ctx, contestId, viewer.id),
  ]);
  if (!inContest || !maySeeProblems(contest, viewer, registered, ctx.clock()))
    throw notFound("Problem not found");
  const problem = await getProblem(ctx, problemId, viewer);
  // The contest's own view of a live problem carries no tags or acceptance (hints and editorial are withheld by
  // getProblem's contest lock, wherever the problem is opened).
  if (viewer.role === "ADMIN" || contestStatus(contest.startTime, contest.endTime, ctx.clock()) !== "LIVE")
    return problem;
  return { ...problem, tags: [], acceptance: 0 };
}
