import { z } from "zod";

/** A contest's Redis keys and its BullMQ queue, shared by the API (producer, reader) and the worker. */

/** Live and frozen ranking sorted sets, rebuildable from Postgres (contest_standings). */
export const contestBoardKey = (redisPrefix: string, contestId: string, view: "live" | "frozen") =>
  `${redisPrefix}:contest:${contestId}:board:${view}`;

/**
 * Bumped whenever anything a contest's board or view shows changes (a standing written, a registration, an admin
 * edit): each API instance keeps its rendered scoreboard pages under this version and Redis tells every instance the
 * moment it moves (client-side caching), so a page is served from memory until the board really changes.
 */
export const contestVersionPrefix = (redisPrefix: string) => `${redisPrefix}:contest-version:`;
export const contestVersionKey = (redisPrefix: string, contestId: string) =>
  `${contestVersionPrefix(redisPrefix)}${contestId}`;

/** Deterministic BullMQ job ids: a re-add is a no-op and an edit replaces the job by id. */
export const CONTEST_QUEUE = "contest";
export const CONTEST_TRANSITIONS = ["start", "freeze", "end"] as const;
export type ContestTransition = (typeof CONTEST_TRANSITIONS)[number];
export const CONTEST_JOBS = {
  transition: "contest-transition",
  reconcile: "contest-reconcile",
  pushBoard: "contest-push-board",
} as const;
export const contestJobId = (contestId: string, t: ContestTransition) => `contest-${contestId}-${t}`;
export const contestTransitionPayload = z.object({
  contestId: z.uuid(),
  transition: z.enum(CONTEST_TRANSITIONS),
});
export type ContestTransitionPayload = z.infer<typeof contestTransitionPayload>;
export const contestPushPayload = z.object({ contestId: z.uuid() });
/** How often the repeating reconciliation job repairs a missed transition (e.g. Redis lost its delayed jobs). */
export const CONTEST_RECONCILE_EVERY_MS = 30_000;
