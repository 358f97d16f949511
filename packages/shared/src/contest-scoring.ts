import { PENALTY_FREE_VERDICTS } from "./contests.ts";
import { PENDING_STATUSES, PRETESTS_PASSED } from "./judge.ts";

/**
 * ICPC scoring with LeetCode's penalty, as pure functions: the verdict transaction recomputes one cell and one
 * standing with them, and the tests recompute whole boards from scratch with the same rules written out again.
 */

export type ContestTry = { receivedAt: Date; status: string };
export type CellScore = {
  solved: boolean;
  /** Rejected, penalty-bearing tries received before the first Accepted (all of them while unsolved). */
  tries: number;
  solvedAt: Date | null;
  /** Whole minutes from the start to the first Accepted's receipt. */
  minutes: number | null;
  /** Tries without a verdict yet, received before the first Accepted. */
  pending: number;
};

const isPending = (s: string) => (PENDING_STATUSES as readonly string[]).includes(s);
const isPenaltyFree = (s: string) => (PENALTY_FREE_VERDICTS as readonly string[]).includes(s);

/** One user's tries on one problem, in any order; only their receipt order matters. */
export function scoreCell(tries: ContestTry[], startTime: Date): CellScore {
  const ordered = [...tries].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  const cell: CellScore = { solved: false, tries: 0, solvedAt: null, minutes: null, pending: 0 };
  for (const t of ordered) {
    if (isPending(t.status)) cell.pending++;
    // Pretests Passed solves the cell provisionally until the system test (issue 28) gives the final verdict.
    else if (t.status === "Accepted" || t.status === PRETESTS_PASSED) {
      cell.solved = true;
      cell.solvedAt = t.receivedAt;
      cell.minutes = Math.floor((t.receivedAt.getTime() - startTime.getTime()) / 60_000);
      break; // nothing after the first Accepted counts
    } else if (!isPenaltyFree(t.status)) cell.tries++;
  }
  return cell;
}

export type FrozenCell = { solved: boolean; tries: number; minutes: number | null; pending: boolean };

/**
 * The cell as everyone else sees it during the freeze: tries received before `freezeAt` scored as usual, and any try
 * received after it (while the problem was unsolved at the freeze) shown only as pending, with no count or time.
 */
export function scoreFrozenCell(tries: ContestTry[], startTime: Date, freezeAt: Date): FrozenCell {
  const before = tries.filter((t) => t.receivedAt.getTime() < freezeAt.getTime());
  const cell = scoreCell(before, startTime);
  const later = tries.length > before.length;
  return {
    solved: cell.solved,
    tries: cell.tries,
    minutes: cell.minutes,
    pending: cell.pending > 0 || (!cell.solved && later),
  };
}

export type Standing = { solved: number; penalty: number; lastAcceptedSeconds: number };

/** A user's standing from their cells: solved count, penalty minutes, seconds from start to the last Accepted. */
export function standingFrom(
  cells: { solved: boolean; tries: number; minutes: number | null; solvedAt?: Date | null }[],
  startTime: Date,
  penaltyMinutes: number,
): Standing {
  let solved = 0;
  let penalty = 0;
  let lastAcceptedSeconds = 0;
  for (const c of cells) {
    if (!c.solved || c.minutes === null) continue;
    solved++;
    penalty += c.minutes + c.tries * penaltyMinutes;
    const seconds = c.solvedAt
      ? Math.floor((c.solvedAt.getTime() - startTime.getTime()) / 1000)
      : c.minutes * 60;
    lastAcceptedSeconds = Math.max(lastAcceptedSeconds, seconds);
  }
  return { solved, penalty, lastAcceptedSeconds };
}
