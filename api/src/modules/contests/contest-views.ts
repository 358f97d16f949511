import type { ContestRow } from "@grindstone/db";
import {
  type ContestProblemSummary,
  type ContestView,
  contestStatus,
  type RatingStatus,
  type Role,
  type SystemTestStatus,
} from "@grindstone/shared";

export type ContestViewer = { id: string; role: Role };

/**
 * Whether the viewer may see the contest's problems: everyone once it ended, admins always, registered participants
 * while it is LIVE. Before that only the count is shown (the problems may be hidden until the contest).
 */
export function maySeeProblems(
  contest: Pick<ContestRow, "startTime" | "endTime">,
  viewer: ContestViewer,
  registered: boolean,
  now: Date,
) {
  if (viewer.role === "ADMIN") return true;
  const status = contestStatus(contest.startTime, contest.endTime, now);
  return status === "ENDED" || (status === "LIVE" && registered);
}

export type ContestFacts = {
  row: ContestRow;
  problemCount: number;
  participants: number;
  registered: boolean;
  /** A round with pretests: its system test's tries in all and those judged (issue 28). */
  systemTest: { total: number; done: number };
  /** The caller's handle, for their own registration entry. */
  username: string;
  problems: { problemId: string; position: number; problem: ContestProblemSummary }[];
};

/** The spec's contest shape plus what the screens need; `registrations` is the caller's own entry only. */
export function toContestView(f: ContestFacts, viewer: ContestViewer, now: Date): ContestView {
  const { row } = f;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: contestStatus(row.startTime, row.endTime, now),
    serverTime: now.toISOString(),
    durationMinutes: Math.floor((row.endTime.getTime() - row.startTime.getTime()) / 60_000),
    penaltyMinutes: row.penaltyMinutes,
    freezeMinutes: row.freezeMinutes,
    problemCount: f.problemCount,
    participants: f.participants,
    registered: f.registered,
    registrations: f.registered ? [{ userId: viewer.id, username: f.username }] : [],
    problems: maySeeProblems(row, viewer, f.registered, now)
      ? withheldWhileLive(f.problems, row, viewer, now)
      : [],
    rated: row.rated,
    ratingStatus: row.ratingStatus as RatingStatus,
    pretests: row.pretests,
    systemTest: { status: row.systemTestStatus as SystemTestStatus, ...f.systemTest },
  };
}

/**
 * While the contest is LIVE its problems' tags are left out for everyone but admins: "Dynamic Programming" beside a
 * problem is half its solution (issue 22). They come back when it ends.
 */
function withheldWhileLive(
  problems: ContestFacts["problems"],
  contest: Pick<ContestRow, "startTime" | "endTime">,
  viewer: ContestViewer,
  now: Date,
): ContestFacts["problems"] {
  if (viewer.role === "ADMIN" || contestStatus(contest.startTime, contest.endTime, now) !== "LIVE")
    return problems;
  return problems.map((p) => ({ ...p, problem: { ...p.problem, tags: [] } }));
}
