import { users } from "@grindstone/db";
import { contestProblemColumns } from "@grindstone/db/queries/contest-board";
import {
  latestRun,
  officialParticipants,
  officialTriesBefore,
  runCells,
  upsolveTries,
} from "@grindstone/db/queries/contest-virtual";
import {
  contestStatus,
  type ScoreboardResponse,
  scoreCell,
  type UpsolveCell,
  VIRTUAL_TEXTS,
} from "@grindstone/shared";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ContestViewer } from "../contest-views.ts";
import { getContestRow } from "../contests.service.ts";
import { boardAtTime } from "./board-at-time.ts";
import { toVirtualRunView } from "./virtual-runs.service.ts";

/**
 * `?view=virtual`: the official rows as they stood at the caller's run's elapsed time (the full length once the run
 * is over), recomputed from the official tries received by then, with the run's row marked unofficial among them.
 * Official ranks come from the official rows alone; nothing here is written anywhere.
 */
export async function getVirtualScoreboard(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
  q: { page: number; size: number },
): Promise<ScoreboardResponse> {
  const contest = await getContestRow(ctx, contestId);
  const run = await latestRun(ctx.db, contestId, viewer.id);
  if (!run) throw new AppError("CONFLICT", 409, VIRTUAL_TEXTS.noRun);
  const now = ctx.clock();
  const view = toVirtualRunView(run, now);
  const cutoff = new Date(contest.startTime.getTime() + view.elapsedSeconds * 1000);
  const [columns, participants, tries, cells, [me], upsolve] = await Promise.all([
    contestProblemColumns(ctx.db, contestId),
    officialParticipants(ctx.db, contestId),
    officialTriesBefore(ctx.db, contest, cutoff),
    runCells(ctx.db, run.id),
    ctx.db.select({ name: users.name }).from(users).where(eq(users.id, viewer.id)),
    upsolveCells(ctx, contestId, viewer.id),
  ]);
  const rows = boardAtTime({
    columns,
    participants,
    tries,
    startTime: contest.startTime,
    penaltyMinutes: contest.penaltyMinutes,
    virtual: {
      userId: viewer.id,
      username: me?.name ?? "",
      cells,
      standing: { solved: run.solved, penalty: run.penalty, lastAcceptedSeconds: run.lastAcceptedSeconds },
    },
  });
  const mine = rows.find((r) => r.unofficial)!;
  const withUpsolve = upsolve.length > 0 ? { ...mine, upsolve } : mine;
  const offset = (q.page - 1) * q.size;
  return {
    contestId,
    status: contestStatus(contest.startTime, contest.endTime, now),
    serverTime: now.toISOString(),
    frozen: false,
    page: q.page,
    size: q.size,
    total: rows.length,
    problems: columns,
    rows: rows.slice(offset, offset + q.size).map((r) => (r.unofficial ? withUpsolve : r)),
    me: withUpsolve,
    view: "virtual",
    virtual: view,
    ...(upsolve.length > 0 ? { upsolve } : {}),
  };
}

/** The caller's upsolving per problem (solved, rejected tries before the first Accepted), never ranked. */
export async function upsolveCells(
  ctx: AppContext,
  contestId: string,
  userId: string,
): Promise<UpsolveCell[]> {
  const tries = await upsolveTries(ctx.db, contestId, userId);
  const byProblem = new Map<string, typeof tries>();
  for (const t of tries) byProblem.set(t.problemId, [...(byProblem.get(t.problemId) ?? []), t]);
  return [...byProblem].map(([problemId, list]) => {
    // The start only matters for minutes, which the upsolve column does not show.
    const cell = scoreCell(list, list[0]!.receivedAt);
    return { problemId, solved: cell.solved, tries: cell.tries };
  });
}
