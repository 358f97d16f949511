import {
  contestCells,
  contestClarifications,
  contestRegistrations,
  contestSubmissions,
  submissions,
  users,
} from "@grindstone/db";
import { contestProblemColumns } from "@grindstone/db/queries/contest-board";
import {
  LANGUAGE_TABLE,
  PENALTY_FREE_VERDICTS,
  PRETESTS_PASSED,
  type SubmissionStatus,
  VERDICT_LABELS,
  VERDICTS,
} from "@grindstone/shared";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../../context.ts";
import { getContestRow } from "../contests.service.ts";
import { icpcDuration } from "./icpc-time.ts";

/**
 * The ICPC Contest API's event feed (2023-06) for one contest, as a finished snapshot: NDJSON, one
 * `{ type, id, data, token }` per line, in the order a resolver replays them (contest, judgement types, languages,
 * problems, teams, the start, then submissions, judgements and clarifications by time, the end, awards). Admins only: it shows every
 * try, frozen or not. Teams are the registered users (disqualified ones left out); virtual runs and upsolving are
 * not the contest and are not in it. https://ccs-specs.icpc.io/2023-06/contest_api#event-feed
 */

type FeedEvent = { type: string; id: string | null; data: unknown };

/** Our verdicts as ICPC judgement types (the spec's well-known ids where there is one). */
const JUDGEMENT_TYPE: Record<(typeof VERDICTS)[number], { id: string; name: string }> = {
  Accepted: { id: "AC", name: "correct" },
  "Wrong Answer": { id: "WA", name: "wrong answer" },
  "Time Limit Exceeded": { id: "TLE", name: "timelimit" },
  "Memory Limit Exceeded": { id: "MLE", name: "memory limit" },
  "Runtime Error": { id: "RTE", name: "run error" },
  "Compilation Error": { id: "CE", name: "compiler error" },
  "Output Limit Exceeded": { id: "OLE", name: "output limit" },
  "Internal Error": { id: "IE", name: "internal error" },
  "Judge Error": { id: "JE", name: "judging error" },
  // A round with pretests (issue 28): not the spec's well-known ids, which have no provisional verdict.
  "Pretests Passed": { id: "PP", name: "pretests passed" },
  Skipped: { id: "SK", name: "skipped" },
};
const PENALTY_FREE = new Set<string>(PENALTY_FREE_VERDICTS);
/** What the board counts as a solve: Pretests Passed until its system test gives the final verdict. */
const SOLVES = new Set<string>(["Accepted", PRETESTS_PASSED]);

export async function contestEventFeed(ctx: AppContext, contestId: string): Promise<string> {
  const contest = await getContestRow(ctx, contestId);
  const now = ctx.clock();
  const start = contest.startTime.getTime();
  const rel = (t: Date) => icpcDuration(t.getTime() - start);
  const [columns, teams, tries, solves, clarifications] = await Promise.all([
    contestProblemColumns(ctx.db, contestId),
    teamsOf(ctx, contestId),
    triesOf(ctx, contestId),
    solvesOf(ctx, contestId),
    clarificationsOf(ctx, contestId),
  ]);
  const label = new Map(columns.map((c) => [c.problemId, c.label]));
  const teamIds = new Set(teams.map((t) => t.id));
  const firsts = firstSolves(solves.filter((s) => teamIds.has(s.userId)));
  const events: FeedEvent[] = [];
  const push = (type: string, id: string | null, data: unknown) => {
    events.push({ type, id, data });
  };

  push("contest", contest.id, {
    id: contest.id,
    name: contest.title,
    formal_name: contest.title,
    start_time: contest.startTime.toISOString(),
    duration: icpcDuration(contest.endTime.getTime() - start),
    scoreboard_freeze_duration:
      contest.freezeMinutes > 0 ? icpcDuration(contest.freezeMinutes * 60_000) : null,
    scoreboard_type: "pass-fail",
    penalty_time: contest.penaltyMinutes,
  });
  for (const v of VERDICTS) {
    const t = JUDGEMENT_TYPE[v];
    push("judgement-types", t.id, {
      id: t.id,
      name: t.name,
      penalty: !SOLVES.has(v) && !PENALTY_FREE.has(v),
      solved: SOLVES.has(v),
    });
  }
  for (const l of LANGUAGE_TABLE) {
    push("languages", l.key, { id: l.key, name: l.label, extensions: [l.extension] });
  }
  for (const [i, c] of columns.entries()) {
    push("problems", c.label, { id: c.label, label: c.label, name: c.title, ordinal: i });
  }
  for (const t of teams) push("teams", t.id, { id: t.id, name: t.name, display_name: t.name });

  const ended = now.getTime() >= contest.endTime.getTime();
  const started = now.getTime() >= start;
  const frozenAt =
    contest.freezeMinutes > 0 ? new Date(contest.endTime.getTime() - contest.freezeMinutes * 60_000) : null;
  const state = (over: object) =>
    push("state", null, {
      started: started ? contest.startTime.toISOString() : null,
      frozen: null,
      ended: null,
      thawed: null,
      finalized: null,
      end_of_updates: null,
      ...over,
    });
  state({});

  // Submissions and clarifications in one timeline, as they happened.
  const timeline = [
    ...tries.map((s) => ({ at: s.createdAt.getTime(), try: s })),
    ...clarifications.map((c) => ({ at: c.createdAt.getTime(), clar: c })),
  ].sort((a, b) => a.at - b.at);
  for (const item of timeline) {
    if ("clar" in item) {
      const c = item.clar!;
      push("clarifications", c.id, {
        id: c.id,
        from_team_id: c.fromUserId,
        to_team_id: c.toUserId,
        reply_to_id: c.replyToId,
        problem_id: c.problemId ? (label.get(c.problemId) ?? null) : null,
        text: c.text,
        time: c.createdAt.toISOString(),
        contest_time: rel(c.createdAt),
      });
      continue;
    }
    const s = item.try!;
    if (!teamIds.has(s.userId)) continue;
    const problem = label.get(s.problemId);
    if (!problem) continue;
    push("submissions", s.id, {
      id: s.id,
      language_id: s.language,
      problem_id: problem,
      team_id: s.userId,
      time: s.createdAt.toISOString(),
      contest_time: rel(s.createdAt),
    });
    const verdict = isVerdict(s.status) ? JUDGEMENT_TYPE[s.status].id : null;
    push("judgements", s.id, {
      id: s.id,
      submission_id: s.id,
      judgement_type_id: verdict,
      start_time: s.createdAt.toISOString(),
      start_contest_time: rel(s.createdAt),
      end_time: verdict && s.judgedAt ? s.judgedAt.toISOString() : null,
      end_contest_time: verdict && s.judgedAt ? rel(s.judgedAt) : null,
    });
  }

  if (ended) {
    const endState = {
      frozen: frozenAt?.toISOString() ?? null,
      ended: contest.endTime.toISOString(),
      thawed: frozenAt ? contest.endTime.toISOString() : null,
      finalized: contest.endTime.toISOString(),
      end_of_updates: contest.endTime.toISOString(),
    };
    state(endState);
    for (const f of firsts) {
      const problem = label.get(f.problemId);
      if (!problem) continue;
      push("awards", `first-to-solve-${problem}`, {
        id: `first-to-solve-${problem}`,
        citation: `First to solve problem ${problem}`,
        team_ids: [f.userId],
      });
    }
  } else if (frozenAt && now.getTime() >= frozenAt.getTime()) {
    state({ frozen: frozenAt.toISOString() });
  }
  return `${events.map((e, i) => JSON.stringify({ ...e, token: String(i + 1) })).join("\n")}\n`;
}

const isVerdict = (s: SubmissionStatus): s is (typeof VERDICTS)[number] => s in VERDICT_LABELS;

async function teamsOf(ctx: AppContext, contestId: string) {
  return ctx.db
    .select({ id: users.id, name: users.name })
    .from(contestRegistrations)
    .innerJoin(users, eq(users.id, contestRegistrations.userId))
    .where(and(eq(contestRegistrations.contestId, contestId), isNull(contestRegistrations.disqualifiedAt)))
    .orderBy(asc(users.name), asc(users.id));
}

/** The contest's own tries (not virtual runs, not upsolving), by receipt time. */
async function triesOf(ctx: AppContext, contestId: string) {
  return ctx.db
    .select({
      id: submissions.id,
      userId: submissions.userId,
      problemId: submissions.problemId,
      language: submissions.language,
      status: submissions.status,
      createdAt: submissions.createdAt,
      judgedAt: submissions.judgedAt,
    })
    .from(contestSubmissions)
    .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
    .where(
      and(
        eq(contestSubmissions.contestId, contestId),
        isNull(contestSubmissions.virtualRunId),
        eq(contestSubmissions.upsolve, false),
      ),
    )
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
}

/** Every question, answer and announcement (the ICPC shape: jury messages have no from_team_id). */
async function clarificationsOf(ctx: AppContext, contestId: string) {
  return ctx.db
    .select({
      id: contestClarifications.id,
      fromUserId: contestClarifications.fromUserId,
      toUserId: contestClarifications.toUserId,
      replyToId: contestClarifications.replyToId,
      problemId: contestClarifications.problemId,
      text: contestClarifications.text,
      createdAt: contestClarifications.createdAt,
    })
    .from(contestClarifications)
    .where(eq(contestClarifications.contestId, contestId))
    .orderBy(asc(contestClarifications.createdAt), asc(contestClarifications.id));
}

async function solvesOf(ctx: AppContext, contestId: string) {
  return ctx.db
    .select({
      userId: contestCells.userId,
      problemId: contestCells.problemId,
      solvedAt: contestCells.solvedAt,
    })
    .from(contestCells)
    .where(and(eq(contestCells.contestId, contestId), eq(contestCells.solved, true)))
    .orderBy(asc(contestCells.solvedAt));
}

/** Per problem, whoever solved it first; a tie at the same instant awards no one (the ICPC practice). */
function firstSolves(solved: { userId: string; problemId: string; solvedAt: Date | null }[]) {
  const first = new Map<string, { userId: string; problemId: string; at: number; tied: boolean }>();
  for (const s of solved) {
    const at = s.solvedAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const held = first.get(s.problemId);
    if (!held) first.set(s.problemId, { userId: s.userId, problemId: s.problemId, at, tied: false });
    else if (held.at === at) held.tied = true;
  }
  return [...first.values()].filter((f) => !f.tied);
}
