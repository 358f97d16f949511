import { z } from "zod";

/**
 * Virtual runs and upsolving (issue 26): after a contest ends, a user may take it again on their own clock (a
 * virtual run, shown beside the official rows as they stood at the same elapsed time, never ranked officially), or
 * submit to its problems with `upsolve: true` (judged, shown in their own row's upsolve column, never ranked).
 */

export const VIRTUAL_TEXTS = {
  notEnded: "Virtual runs start after the contest has ended",
  tookPart: "You took part in this contest",
  alreadyRunning: "You already have a virtual run in progress",
  started: "Virtual run started",
  noRun: "Start a virtual run to see the board at your time",
} as const;

export const VIRTUAL_RUN_STATUSES = ["RUNNING", "FINISHED"] as const;
export type VirtualRunStatus = (typeof VIRTUAL_RUN_STATUSES)[number];

/**
 * The caller's virtual run. `endsAt` is the clock (the row, not the job that finishes it): RUNNING until the server's
 * clock reaches it. `elapsedSeconds` is measured on the server's clock, capped at the contest's length.
 */
export type VirtualRunView = {
  id: string;
  contestId: string;
  startedAt: string;
  endsAt: string;
  status: VirtualRunStatus;
  elapsedSeconds: number;
  serverTime: string;
  solved: number;
  penalty: number;
};

/** One problem of the caller's upsolving: tries after the end outside a virtual run, never ranked. */
export type UpsolveCell = { problemId: string; solved: boolean; tries: number };

/** `?view=virtual`: the official rows at the caller's elapsed time, with the caller's virtual row among them. */
export const SCOREBOARD_VIEWS = ["official", "virtual"] as const;
export type ScoreboardViewName = (typeof SCOREBOARD_VIEWS)[number];

/** Socket payload to the user's room when their run's clock ran out (set by the end job or the reconciliation). */
export const virtualRunEventSchema = z.object({ contestId: z.uuid(), runId: z.uuid() });
export type VirtualRunEvent = z.infer<typeof virtualRunEventSchema>;

/** The delayed job that finishes a run at `endsAt` (idempotent id; the reconciliation finishes a lost one). */
export const virtualRunJobId = (runId: string) => `virtual-${runId}-end`;
