import { describe, expect, test } from "bun:test";
import type { ScoreboardResponse, ScoreboardRow } from "@grindstone/shared";
import { mergeScoreboard } from "./merge-scoreboard.ts";

const row = (userId: string, rank: number, solved: number, penalty: number): ScoreboardRow => ({
  rank,
  userId,
  username: userId,
  solved,
  penalty,
  problems: [],
});
const page = (
  rows: ScoreboardRow[],
  me: ScoreboardRow | null = null,
  n = 1,
  size = 3,
): ScoreboardResponse => ({
  contestId: "c",
  status: "LIVE",
  serverTime: "",
  frozen: false,
  page: n,
  size,
  total: 10,
  problems: [],
  rows,
  me,
});
const ranks = (p: ScoreboardResponse) => p.rows.map((r) => `${r.userId}:${r.rank}`);

describe("merging a scoreboard delta into a page", () => {
  test("a changed row keeps what only the page has (a rating change after a late rejudge) until the refetch", () => {
    const bob = { ...row("bob", 1, 1, 5), ratingDelta: 42 };
    const merged = mergeScoreboard(page([bob], bob), {
      contestId: "c",
      frozen: false,
      rows: [row("bob", 1, 1, 25)],
    });
    expect(merged.rows[0]).toMatchObject({ penalty: 25, ratingDelta: 42 });
    expect(merged.me).toMatchObject({ penalty: 25, ratingDelta: 42 });
  });

  test("someone overtaking pushes the others down at once (no two ranks 1 with different scores)", () => {
    const bob = row("bob", 1, 0, 0);
    const carol = row("carol", 1, 0, 0);
    const merged = mergeScoreboard(page([bob, carol], bob), {
      contestId: "c",
      frozen: false,
      rows: [row("alice", 1, 1, 5)],
    });
    expect(ranks(merged)).toEqual(["alice:1", "bob:2", "carol:2"]);
    expect(merged.me?.rank).toBe(2);
  });

  test("a row that fell off the page leaves it; one that rose onto it joins; the page keeps its size", () => {
    const merged = mergeScoreboard(page([row("a", 1, 3, 10), row("b", 2, 2, 10), row("c", 3, 1, 10)]), {
      contestId: "c",
      frozen: false,
      rows: [row("b", 5, 2, 400), row("d", 1, 4, 1)],
    });
    expect(ranks(merged)).toEqual(["d:1", "a:2", "c:3"]);
  });

  test("the server's distinct ranks for equal solved and penalty (last Accepted time) are kept", () => {
    const merged = mergeScoreboard(page([row("a", 1, 1, 5), row("b", 2, 1, 5)]), {
      contestId: "c",
      frozen: true,
      rows: [row("c", 3, 0, 0)],
    });
    expect(ranks(merged)).toEqual(["a:1", "b:2", "c:3"]);
    expect(merged.frozen).toBe(true);
  });
});
