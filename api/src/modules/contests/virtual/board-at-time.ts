import {
  type ContestTry,
  type ScoreboardCell,
  type ScoreboardRow,
  scoreCell,
  standingFrom,
  standingScore,
} from "@grindstone/shared";

/**
 * The official board as it stood at one instant, with a virtual row among it, computed by the same rules as the
 * live board (scoreCell, standingFrom, standingScore): the officials keep their ranks among themselves, and the
 * virtual row gets the rank it would have had (ties share a rank), without moving anyone.
 */

type Column = { problemId: string };
type Participant = { userId: string; username: string };
type OfficialTry = ContestTry & { userId: string; problemId: string };
type VirtualCell = {
  problemId: string;
  solved: boolean;
  tries: number;
  minutes: number | null;
  pending: number;
};
export type VirtualEntry = {
  userId: string;
  username: string;
  cells: VirtualCell[];
  standing: { solved: number; penalty: number; lastAcceptedSeconds: number };
};

type Scored = { row: ScoreboardRow; score: number };

export function boardAtTime(opts: {
  columns: Column[];
  participants: Participant[];
  tries: OfficialTry[];
  startTime: Date;
  penaltyMinutes: number;
  virtual: VirtualEntry;
}): ScoreboardRow[] {
  const { columns, startTime, penaltyMinutes } = opts;
  const byUser = new Map<string, Map<string, ContestTry[]>>();
  for (const t of opts.tries) {
    const problems = byUser.get(t.userId) ?? new Map<string, ContestTry[]>();
    byUser.set(t.userId, problems);
    const list = problems.get(t.problemId) ?? [];
    list.push({ receivedAt: t.receivedAt, status: t.status });
    problems.set(t.problemId, list);
  }
  const officials: Scored[] = opts.participants
    // Someone registered who never submitted live may run it virtually: their empty official row gives way.
    .filter((p) => p.userId !== opts.virtual.userId)
    .map((p) => {
      const tries = byUser.get(p.userId);
      const scored = columns.map(({ problemId }) => ({
        problemId,
        ...scoreCell(tries?.get(problemId) ?? [], startTime),
      }));
      const standing = standingFrom(scored, startTime, penaltyMinutes);
      const problems: ScoreboardCell[] = scored.map((c) => ({
        problemId: c.problemId,
        solved: c.solved,
        tries: c.tries,
        minutes: c.minutes,
        pending: c.pending > 0,
      }));
      return {
        row: {
          rank: 0,
          userId: p.userId,
          username: p.username,
          solved: standing.solved,
          penalty: standing.penalty,
          problems,
        },
        score: standingScore(standing),
      };
    });
  officials.sort(
    (a, b) =>
      b.score - a.score ||
      a.row.username.localeCompare(b.row.username) ||
      (a.row.userId < b.row.userId ? -1 : 1),
  );
  // Ties share a rank: the rank of a row is one more than the number of rows strictly ahead of it.
  officials.forEach((o, i) => {
    const prev = officials[i - 1];
    o.row.rank = prev && prev.score === o.score ? prev.row.rank : i + 1;
  });
  const v = opts.virtual;
  const vScore = standingScore(v.standing);
  const ahead = officials.filter((o) => o.score > vScore).length;
  const cells = new Map(v.cells.map((c) => [c.problemId, c]));
  const virtualRow: ScoreboardRow = {
    rank: ahead + 1,
    userId: v.userId,
    username: v.username,
    solved: v.standing.solved,
    penalty: v.standing.penalty,
    problems: columns.map(({ problemId }) => {
      const c = cells.get(problemId);
      return c
        ? { problemId, solved: c.solved, tries: c.tries, minutes: c.minutes, pending: c.pending > 0 }
        : { problemId, solved: false, tries: 0, minutes: null, pending: false };
    }),
    unofficial: true,
  };
  const rows = officials.map((o) => o.row);
  rows.splice(ahead, 0, virtualRow);
  return rows;
}
