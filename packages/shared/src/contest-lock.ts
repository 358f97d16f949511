import { z } from "zod";

/**
 * Contest integrity (issue 22): while a contest is LIVE, each of its problems is "locked" for everyone but admins:
 * its discussion room takes no posts and shows nothing, and its hints and editorial are withheld, wherever the
 * problem is opened (the practice page included). Tags and acceptance are left out of the contest's own views. The
 * API decides; these are the words it uses, shown by the web as they are.
 */
export const contestLockSchema = z.object({
  contestId: z.uuid(),
  contestTitle: z.string(),
  /** ISO time the lock lifts (the contest's end). */
  endTime: z.string(),
  /** Why the problem's hints, editorial and discussion are closed, for people. */
  message: z.string(),
});
export type ContestLock = z.infer<typeof contestLockSchema>;

export const CONTEST_LOCK_TEXTS = {
  closed: (contestTitle: string) =>
    `Hints, the editorial and the discussion of this problem are closed while the contest "${contestTitle}" is live. They reopen when it ends.`,
  discussionClosed: (contestTitle: string) =>
    `The discussion is closed while the contest "${contestTitle}" is live. It reopens when the contest ends.`,
} as const;
