import { z } from "zod";

/**
 * Issue 28, a contest round with pretests. During the round each try is judged on the problem's pretests (Pretests
 * Passed when it passes them); after the end the last passed try of each participant per problem is system-tested on
 * every test, earlier passed ones are Skipped, and final results and ratings wait until it is DONE.
 */
export const SYSTEM_TEST_STATUSES = ["NONE", "RUNNING", "DONE"] as const;
export type SystemTestStatus = (typeof SYSTEM_TEST_STATUSES)[number];

/** Where a contest's system test stands: tries it judges in all and how many have their final verdict. */
export type ContestSystemTest = { status: SystemTestStatus; total: number; done: number };

/** Socket event to the contest room while the system test runs (throttled) and once when it is done. */
export const contestSystemTestEventSchema = z.object({
  contestId: z.uuid(),
  status: z.enum(SYSTEM_TEST_STATUSES),
  total: z.number().int().min(0),
  done: z.number().int().min(0),
});
export type ContestSystemTestEvent = z.infer<typeof contestSystemTestEventSchema>;

/** How often at most the progress event goes to a contest room while its system test runs. */
export const SYSTEM_TEST_PROGRESS_EVERY_MS = 1000;

export const SYSTEM_TEST_TEXT = {
  label: "Pretests",
  explanation:
    "During the round every submission is judged on the pretests. After the end, each participant's last submission " +
    "that passed them is tested on every test, and the standings become final.",
  waiting: "System test starts once every submission is judged",
  running: (done: number, total: number) => `System testing: ${done} of ${total} submissions`,
  done: "System test complete: the standings are final",
  adminOption: "Judge on pretests during the round; system test after the end",
  // Added with the web UI (issue 28): the admin forms' hints and the standings' note until the system test is done.
  adminHint:
    "Mark each problem's pretests on its form (Pretest, per test); a problem with none marked uses its visible tests.",
  testOption: "Pretest",
  testOptionHint:
    "Pretests: what a contest round with pretests judges during the round (none marked: the visible cases).",
  provisional:
    "Provisional until the system test is complete: a solution that passed the pretests may still fail.",
  progressLabel: "System test progress",
} as const;
