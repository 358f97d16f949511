import { type ContestRow, contestStandings } from "@grindstone/db";
import {
  type BoardView,
  contestProblemColumns,
  listStandings,
  loadBoardEntries,
  rankedStanding,
  toBoardRow,
} from "@grindstone/db/queries/contest-board";
import { contestStatus, isFrozen, type ScoreboardResponse, type ScoreboardRow } from "@grindstone/shared";
import {
  boardSize,
  memberScore,
  pageRanks,
  rankOfScore,
  readBoard,
  setStandings,
} from "@grindstone/shared/contest-ranking";
import { count, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { boardVersion, cached } from "./board-cache.ts";
import { type ContestViewer, maySeeProblems } from "./contest-views.ts";
import { getContestRow } from "./contests.service.ts";
import { icpcDuration } from "./icpc/icpc-time.ts";
import { withRatingDeltas } from "./ratings/ratings.service.ts";
import { upsolveCells } from "./virtual/virtual-board.service.ts";

/** Admins see the live board; during a freeze everyone else sees it as it was at the freeze. */
const viewFor = (contest: ContestRow, viewer: ContestViewer, now: Date): BoardView =>
  viewer.role !== "ADMIN" && isFrozen(contest, now) ? "frozen" : "live";

/** The Redis ranking is a copy of contest_standings: rebuilt when it went missing (Redis restarted empty). */
async function ensureRanking(ctx: AppContext, contestId: string, view: BoardView) {
  const size = await boardSize(ctx.redis, ctx.env.REDIS_PREFIX, contestId, view);
  if (size > 0) return size;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(contestStandings)
    .where(eq(contestStandings.contestId, contestId));
  if (!row || row.n === 0) return 0;
  const all = await listStandings(ctx.db, contestId);
  await setStandings(ctx.redis, ctx.env.REDIS_PREFIX, contestId, all.map(rankedStanding));
  return all.length;
}

type BoardPage = {
  total: number;
  columns: { problemId: string; label: string; title: string }[];
  rows: ScoreboardRow[];
};
type ViewerPart = { registered: boolean; me: ScoreboardRow | null };

/**
 * A page of the board: ranks from the Redis sorted set (ties share a rank), cells from Postgres for the page's
 * users only. Nothing is recomputed per request, and within one board version nothing is read at all: the page, the
 * contest and the caller's own row are kept per instance under the contest's shared version (board-cache.ts). The
 * caller's own row is added wherever it ranks; during a freeze it shows their own live results (they know them
 * anyway) at their rank on the frozen board.
 */
export async function getScoreboard(
  ctx: AppContext,
  viewer: ContestViewer,
  contestId: string,
  q: { page: number; size: number },
): Promise<ScoreboardResponse> {
  const version = await boardVersion(ctx, contestId);
  const cache = ctx.caches.contestBoards;
  const contest = await cached(cache.contests, contestId, version, () => getContestRow(ctx, contestId));
  const now = ctx.clock();
  const view = viewFor(contest, viewer, now);
  const [page, mine] = await Promise.all([
    cached(cache.pages, `${contestId}|${view}|${q.page}|${q.size}`, version, () =>
      buildPage(ctx, contestId, view, q),
    ),
    cached(cache.viewers, `${contestId}|${viewer.id}|${view}`, version, () =>
      buildViewerPart(ctx, contestId, viewer.id, view),
    ),
  ]);
  const titled = maySeeProblems(contest, viewer, mine.registered, now);
  const status = contestStatus(contest.startTime, contest.endTime, now);
  // Upsolving is the caller's own and never moves the board, so it is read per request, outside the board cache.
  const upsolve = status === "ENDED" ? await upsolveCells(ctx, contestId, viewer.id) : [];
  const me = mine.me && upsolve.length > 0 ? { ...mine.me, upsolve } : mine.me;
  // Your own row is yours to see live, even during the freeze (at its place on the frozen board).
  const rows = page.rows.map((r) => (me && r.userId === viewer.id ? { ...me, rank: r.rank } : r));
  const rated = status === "ENDED" ? await withRatingDeltas(ctx, contest, rows, me) : { rows, me };
  return {
    contestId,
    status,
    serverTime: now.toISOString(),
    frozen: view === "frozen",
    page: q.page,
    size: q.size,
    total: page.total,
    // Titles only for those who may see the problems: a hidden problem's title is not shown before the start.
    problems: page.columns.map((c) => ({
      problemId: c.problemId,
      label: c.label,
      title: titled ? c.title : "",
    })),
    rows: rated.rows,
    me: rated.me,
    ...(upsolve.length > 0 ? { upsolve } : {}),
  };
}

async function buildPage(
  ctx: AppContext,
  contestId: string,
  view: BoardView,
  q: { page: number; size: number },
): Promise<BoardPage> {
  const prefix = ctx.env.REDIS_PREFIX;
  const [total, columns] = await Promise.all([
    ensureRanking(ctx, contestId, view),
    contestProblemColumns(ctx.db, contestId),
  ]);
  const offset = (q.page - 1) * q.size;
  const members = await readBoard(ctx.redis, prefix, contestId, view, offset, q.size);
  const firstRank = members[0] ? await rankOfScore(ctx.redis, prefix, contestId, view, members[0].score) : 0;
  const ranks = pageRanks(offset, firstRank, members);
  const entries = await loadBoardEntries(
    ctx.db,
    contestId,
    members.map((m) => m.userId),
  );
  const rows = members.flatMap((m, i) => {
    const entry = entries.get(m.userId);
    return entry ? [toBoardRow(entry, columns, view, ranks[i]!)] : [];
  });
  return { total, columns, rows };
}

async function buildViewerPart(
  ctx: AppContext,
  contestId: string,
  userId: string,
  view: BoardView,
): Promise<ViewerPart> {
  const prefix = ctx.env.REDIS_PREFIX;
  const [columns, entries] = await Promise.all([
    contestProblemColumns(ctx.db, contestId),
    loadBoardEntries(ctx.db, contestId, [userId]),
  ]);
  const entry = entries.get(userId);
  // A standing exists exactly for the registered (created with the registration).
  if (!entry) return { registered: false, me: null };
  await ensureRanking(ctx, contestId, view);
  const score = await memberScore(ctx.redis, prefix, contestId, view, userId);
  const rank =
    score === null
      ? await boardSize(ctx.redis, prefix, contestId, view)
      : await rankOfScore(ctx.redis, prefix, contestId, view, score);
  return { registered: true, me: toBoardRow(entry, columns, "live", rank) };
}

/**
 * The board in the ICPC Contest API's scoreboard format (rank, team_id, score { num_solved, total_time },
 * problems[]), so standard contest tools can read it. The same view rule: frozen for non-admins during a freeze.
 */
export async function getIcpcScoreboard(ctx: AppContext, viewer: ContestViewer, contestId: string) {
  const contest = await getContestRow(ctx, contestId);
  const now = ctx.clock();
  const view = viewFor(contest, viewer, now);
  const prefix = ctx.env.REDIS_PREFIX;
  const [total, columns] = await Promise.all([
    ensureRanking(ctx, contestId, view),
    contestProblemColumns(ctx.db, contestId),
  ]);
  const members = await readBoard(ctx.redis, prefix, contestId, view, 0, Math.max(total, 1));
  const ranks = pageRanks(0, members[0] ? 1 : 0, members);
  const entries = await loadBoardEntries(
    ctx.db,
    contestId,
    members.map((m) => m.userId),
  );
  const status = contestStatus(contest.startTime, contest.endTime, now);
  const elapsed = Math.max(
    0,
    Math.min(now.getTime(), contest.endTime.getTime()) - contest.startTime.getTime(),
  );
  return {
    time: now.toISOString(),
    contest_time: icpcDuration(status === "UPCOMING" ? 0 : elapsed),
    state: {
      started: status === "UPCOMING" ? null : contest.startTime.toISOString(),
      frozen:
        view === "frozen"
          ? new Date(contest.endTime.getTime() - contest.freezeMinutes * 60_000).toISOString()
          : null,
      ended: status === "ENDED" ? contest.endTime.toISOString() : null,
      thawed: null,
      finalized: status === "ENDED" ? contest.endTime.toISOString() : null,
    },
    rows: members.flatMap((m, i) => {
      const entry = entries.get(m.userId);
      if (!entry) return [];
      const row = toBoardRow(entry, columns, view, ranks[i]!);
      return [
        {
          rank: row.rank,
          team_id: row.userId,
          score: { num_solved: row.solved, total_time: row.penalty },
          problems: row.problems.map((p, j) => ({
            problem_id: columns[j]!.label,
            num_judged: p.tries + (p.solved ? 1 : 0),
            num_pending: p.pending ? 1 : 0,
            solved: p.solved,
            ...(p.solved ? { time: p.minutes ?? 0 } : {}),
          })),
        },
      ];
    }),
  };
}
