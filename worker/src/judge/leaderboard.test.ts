import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Db } from "@grindstone/db";
import { userDayStanding } from "@grindstone/db/queries/leaderboard";
import { recordVerdict } from "@grindstone/db/queries/submissions";
import { countFromScore, leaderboardKey } from "@grindstone/shared/server";
import { createWorkerTestDeps, insertSubmission, insertUser, problemBySlug } from "../test/harness.ts";
import { refreshLeaderboard } from "./leaderboard.ts";

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
beforeAll(async () => {
  h = await createWorkerTestDeps();
});
afterAll(() => h.close());

// A day of its own, far from today, so no other test writes this board.
const day = "2032-07-14";
const at = (hh: number) => new Date(`${day}T${String(hh).padStart(2, "0")}:00:00.000Z`);

async function solve(userId: string, slug: string, when: Date) {
  const problem = await problemBySlug(h.deps, slug);
  const sub = await insertSubmission(h.deps, {
    userId,
    problemId: problem.id,
    language: "JAVASCRIPT",
    sourceCode: "accepted",
  });
  await recordVerdict(h.deps.db, {
    id: sub.id,
    status: "Accepted",
    compileOutput: null,
    results: [],
    now: when,
  });
}

test("a slow verdict job carrying an older count cannot lower the board (the newer count stays)", async () => {
  const user = await insertUser(h.deps, "Racer");
  await solve(user.id, "two-sum", at(1));
  await solve(user.id, "fizz-buzz", at(2));
  const board = leaderboardKey(h.env.REDIS_PREFIX, day);

  // The slow job: its reads come from a snapshot taken before the third solve, like a job that read Postgres and
  // then stalled. The fast job records the third solve and refreshes the board meanwhile.
  await h.deps.db.transaction(
    async (tx) => {
      expect((await userDayStanding(tx as unknown as Db, user.id, day)).solved).toBe(2); // snapshot taken
      await solve(user.id, "valid-parentheses", at(3));
      await refreshLeaderboard(h.deps, user.id, day);
      expect(countFromScore(Number(await h.deps.redis.zscore(board, user.id)))).toBe(3);

      await refreshLeaderboard({ ...h.deps, db: tx as unknown as Db }, user.id, day);
    },
    { isolationLevel: "repeatable read" },
  );
  expect(countFromScore(Number(await h.deps.redis.zscore(board, user.id)))).toBe(3);
  // And a repeat of the newest refresh writes the same value (idempotent).
  const before = await h.deps.redis.zscore(board, user.id);
  await refreshLeaderboard(h.deps, user.id, day);
  expect(await h.deps.redis.zscore(board, user.id)).toBe(before);
}, 60_000);
