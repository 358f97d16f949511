import { z } from "zod";
import { type ContestStatus, DIFFICULTIES, type Difficulty } from "./constants.ts";
import type { RatingStatus } from "./contest-ratings.ts";
import {
  SCOREBOARD_VIEWS,
  type ScoreboardViewName,
  type UpsolveCell,
  type VirtualRunView,
} from "./contest-virtual.ts";
import type { SubmissionView } from "./submissions.ts";
import type { ContestSystemTest } from "./system-test.ts";

/**
 * Contests: the HTTP bodies, views, socket payloads and Redis keys shared by the API, the worker and the web.
 * The server decides everything here from its own clock; the client only displays.
 */

/** LeetCode's penalty per rejected try before the first Accepted, in minutes; per contest, this by default. */
export const DEFAULT_PENALTY_MINUTES = 5;
/** A contest's problems are capped so the scoreboard's packed score (below) and the ICPC letters (A–Z) hold. */
export const MAX_CONTEST_PROBLEMS = 26;
/** Scoreboard page size: the default and the most a client may ask for. */
export const SCOREBOARD_PAGE_SIZE = { default: 50, max: 100 } as const;
/** Scoreboard deltas reach the room `contest:{id}` at most this often per contest (issue 12: once a second). */
export const SCOREBOARD_PUSH_INTERVAL_MS = 1000;

/** Verdicts that count as a rejected try (and cost penalty). Compilation and Internal Error cost nothing. */
// Skipped: a pretest-passed try a later one superseded; it was never judged on the full tests (issue 28).
export const PENALTY_FREE_VERDICTS = [
  "Compilation Error",
  "Internal Error",
  "Judge Error",
  "Skipped",
] as const;

/** UPCOMING before the start, LIVE from the start until before the end, ENDED from the end (spec §4). */
export function contestStatus(startTime: Date, endTime: Date, now: Date): ContestStatus {
  const t = now.getTime();
  if (t < startTime.getTime()) return "UPCOMING";
  return t < endTime.getTime() ? "LIVE" : "ENDED";
}

const LIST_RANK: Record<ContestStatus, number> = { LIVE: 0, UPCOMING: 1, ENDED: 2 };

/**
 * The contests list's order, decided by the API (GET /contests) and kept by the web when a card changes status on
 * its own clock: LIVE first (the one ending soonest on top), then UPCOMING by start (soonest first), then ENDED
 * most recent first. Ties fall back to the id so the order is stable.
 */
export function compareContestsForList(
  a: { id: string; status: ContestStatus; startTime: string | Date; endTime: string | Date },
  b: { id: string; status: ContestStatus; startTime: string | Date; endTime: string | Date },
): number {
  const ms = (d: string | Date) => (typeof d === "string" ? Date.parse(d) : d.getTime());
  const byStatus = LIST_RANK[a.status] - LIST_RANK[b.status];
  if (byStatus !== 0) return byStatus;
  const byTime =
    a.status === "LIVE"
      ? ms(a.endTime) - ms(b.endTime)
      : a.status === "UPCOMING"
        ? ms(a.startTime) - ms(b.startTime)
        : ms(b.endTime) - ms(a.endTime);
  return byTime !== 0 ? byTime : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** True during the last `freezeMinutes` of a live contest: others' later tries show as pending only. */
export function isFrozen(c: { startTime: Date; endTime: Date; freezeMinutes: number }, now: Date): boolean {
  if (c.freezeMinutes <= 0 || contestStatus(c.startTime, c.endTime, now) !== "LIVE") return false;
  return now.getTime() >= freezeTime(c).getTime();
}
export const freezeTime = (c: { endTime: Date; freezeMinutes: number }) =>
  new Date(c.endTime.getTime() - c.freezeMinutes * 60_000);

export const CONTEST_TEXTS = {
  notFound: "Contest not found",
  ended: "Contest has ended",
  notLive: "The contest is not live",
  notRegistered: "Register for this contest first",
  notInContest: "This problem is not part of the contest",
  started: "A contest cannot be changed once it has started",
  created: "Contest created successfully",
  updated: "Contest updated successfully",
  deleted: "Contest deleted successfully",
  registered: "Registered for the contest",
  unregistered: "Unregistered from the contest",
  unregisterStarted: "You cannot unregister once the contest has started",
  linked: "Submission recorded for the contest",
  notLinkable: "This submission cannot be counted for the contest",
  problemsMissing: "Some selected problems do not exist",
} as const;

const isoInstant = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((s) => !Number.isNaN(Date.parse(s)), invalid)
    .transform((s) => new Date(s));

const contestFields = {
  // The spec's messages (§5) for the five fields it names.
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(5000),
  difficulty: z.enum(DIFFICULTIES, { error: "Difficulty must be EASY, MEDIUM or HARD" }),
  startTime: isoInstant("Start time is required", "Start time must be a valid date"),
  endTime: isoInstant("End time is required", "End time must be a valid date"),
  // Not in the spec (it has no minimum): a contest without problems cannot be taken part in (spec-deviations.md).
  problemIds: z
    .array(z.uuid("Some selected problems do not exist"), { error: "Select at least one problem" })
    .min(1, "Select at least one problem")
    .max(MAX_CONTEST_PROBLEMS, `At most ${MAX_CONTEST_PROBLEMS} problems`)
    .transform((ids) => [...new Set(ids)]),
  penaltyMinutes: z.number().int().min(0).max(120).default(DEFAULT_PENALTY_MINUTES),
  freezeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(0),
  /** Issue 26: the contest counts towards ratings (the admin's choice; absent means rated). */
  rated: z.boolean({ error: "rated must be true or false" }).default(true),
  /** Issue 28: judge on pretests during the round, system test after the end (absent means no pretests). */
  pretests: z.boolean({ error: "pretests must be true or false" }).default(false),
};

type Window = { startTime: Date; endTime: Date; freezeMinutes: number };
// Zod runs object refinements even when a field already failed: only compare a window whose both ends parsed.
const parsed = (c: Window) => c.startTime instanceof Date && c.endTime instanceof Date;
const windowChecks = <T extends z.ZodType<Window>>(schema: T) =>
  schema
    // Not in the spec (§5: "no check that the end is after the start"): a contest that ends before it starts.
    .refine((c) => !parsed(c) || c.endTime.getTime() > c.startTime.getTime(), {
      message: "End time must be after the start time",
      path: ["endTime"],
    })
    .refine((c) => !parsed(c) || c.freezeMinutes * 60_000 < c.endTime.getTime() - c.startTime.getTime(), {
      message: "The freeze must be shorter than the contest",
      path: ["freezeMinutes"],
    });

export const createContestBodySchema = windowChecks(z.object(contestFields));
export type CreateContestBody = z.infer<typeof createContestBodySchema>;
export type CreateContestInput = z.input<typeof createContestBodySchema>;
/** PUT takes the whole contest again (the same form), before the start only. */
export const updateContestBodySchema = createContestBodySchema;

export const linkContestSubmissionBodySchema = z.object({
  contestId: z.uuid("Contest not found").optional(),
  problemId: z.uuid("Problem not found"),
  submissionId: z.uuid("Submission not found"),
});

export const scoreboardQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(SCOREBOARD_PAGE_SIZE.max).default(SCOREBOARD_PAGE_SIZE.default),
  /** `virtual`: the caller's virtual run among the official rows at its elapsed time (contest-virtual.ts). */
  view: z.enum(SCOREBOARD_VIEWS).default("official"),
});

export type ContestProblemSummary = {
  id: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  companies: string[];
};

/**
 * A contest as every contest response carries it (spec §3 "Contest" plus what the screens need). `registrations`
 * holds the caller's own entry only; `problems` is filled once the caller may see them (LIVE and registered, ENDED,
 * or an admin), else empty with `problemCount` telling how many. Times are ISO strings; `serverTime` is the server's
 * clock when the response was made, so screens count down against it, not the device's clock.
 */
export type ContestView = {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  startTime: string;
  endTime: string;
  status: ContestStatus;
  serverTime: string;
  durationMinutes: number;
  penaltyMinutes: number;
  freezeMinutes: number;
  problemCount: number;
  participants: number;
  registered: boolean;
  registrations: { userId: string; username: string }[];
  problems: { problemId: string; position: number; problem: ContestProblemSummary }[];
  /** Issue 26: the admin's choice, and where the rating job stands (RATED once `GET …/ratings` answers). */
  rated: boolean;
  ratingStatus: RatingStatus;
  /**
   * Issue 28: during the round tries are judged on pretests; after the end the system test gives the final verdicts.
   * `systemTest.status` is NONE for a contest without pretests (and before the end), RUNNING, then DONE.
   */
  pretests: boolean;
  systemTest: ContestSystemTest;
};

export type ContestSolvedEntry = { problemId: string; solvedAt: string; minutes: number };
export type ContestSummary = {
  /** The caller's own figures in this contest, and the contest's problem and participant counts. */
  totalSubmissions: number;
  totalProblems: number;
  totalSolved: number;
  participants: number;
};
export type ContestSubmissionEntry = {
  id: string;
  contestId: string;
  problemId: string;
  submissionId: string;
  createdAt: string;
  submission: SubmissionView;
};

/** One cell: tries are rejected tries before the first Accepted (or all, if none); minutes since the start. */
export type ScoreboardCell = {
  problemId: string;
  solved: boolean;
  tries: number;
  minutes: number | null;
  pending: boolean;
};
export type ScoreboardRow = {
  rank: number;
  userId: string;
  username: string;
  solved: number;
  penalty: number;
  problems: ScoreboardCell[];
  /** Once the contest is rated: the row's rating change (absent before, and for users the rating left out). */
  ratingDelta?: number;
  /** A virtual run's row (`?view=virtual`): ranked by the same rules, never on the official board. */
  unofficial?: boolean;
  /** On the caller's own row after the end: their upsolving, never ranked. */
  upsolve?: UpsolveCell[];
};
export type ScoreboardResponse = {
  contestId: string;
  status: ContestStatus;
  serverTime: string;
  /** True while the caller sees the board as it was at the freeze (their own row stays live). */
  frozen: boolean;
  page: number;
  size: number;
  total: number;
  problems: { problemId: string; label: string; title: string }[];
  rows: ScoreboardRow[];
  /** The caller's own row wherever it ranks, or null when not registered. */
  me: ScoreboardRow | null;
  /** Which board this is; `virtual` also carries the run it is drawn for. */
  view?: ScoreboardViewName;
  virtual?: VirtualRunView;
  /** After the end: the caller's upsolving (also on `me` when registered), never ranked. */
  upsolve?: UpsolveCell[];
};

/** Socket payloads (spec §4: contestStarted / contestEnded carry contestId). */
export const contestEventSchema = z.object({ contestId: z.uuid() });
export type ContestEvent = z.infer<typeof contestEventSchema>;
/** Changed rows of a contest's board, as the receiving room may see them. */
export type ScoreboardDelta = { contestId: string; frozen: boolean; rows: ScoreboardRow[] };

/** The contest room for scoreboard deltas; admins and (during a freeze) each user get theirs separately. */
export const contestRoom = (contestId: string) => `contest:${contestId}`;
export const contestAdminRoom = (contestId: string) => `contest:${contestId}:admin`;

/**
 * A standing packed into one sorted-set score, higher is better: solved ↓, penalty ↑, last accepted ↑.
 * solved ≤ 26 (5 bits) · penalty < 2^22 minutes · seconds from start to the last Accepted < 2^25 (388 days):
 * 52 bits, exact in a double. Equal scores are equal standings, so ties share a rank.
 */
const PENALTY_BITS = 2 ** 22;
const LAST_AC_BITS = 2 ** 25;
export function standingScore(s: { solved: number; penalty: number; lastAcceptedSeconds: number }) {
  const penalty = Math.min(s.penalty, PENALTY_BITS - 1);
  const last = Math.min(Math.max(0, s.lastAcceptedSeconds), LAST_AC_BITS - 1);
  return (s.solved * PENALTY_BITS + (PENALTY_BITS - 1 - penalty)) * LAST_AC_BITS + (LAST_AC_BITS - 1 - last);
}
