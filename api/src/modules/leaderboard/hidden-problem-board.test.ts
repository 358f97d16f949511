import { afterAll, beforeAll, expect, test } from "bun:test";
import { dayStandings } from "@grindstone/db/queries/leaderboard";
import { type CreateProblemBody, LANGUAGE_IDS } from "@grindstone/shared";
import { leaderboardKey, leaderboardScore, utcDay } from "@grindstone/shared/server";
import type { Subprocess } from "bun";
import { testEnv } from "../../env.ts";
import { createTestApp, makeAdmin, signUp, spawnWorker } from "../../test/harness.ts";

// A Redis prefix of its own: today's board starts from a rebuild here, then only this file's verdicts and edits
// move it, so it can be compared whole with a recomputation from Postgres.
const prefix = `${testEnv().REDIS_PREFIX}-hidden-board-${crypto.randomUUID().slice(0, 8)}`;
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess;
beforeAll(async () => {
  t = await createTestApp({ REDIS_PREFIX: prefix });
  worker = spawnWorker(t.env);
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

const echoProblem = (title: string): CreateProblemBody => ({
  title,
  description: "Read a line and print it back.",
  difficulty: "EASY",
  tags: ["String"],
  companies: [],
  constraints: "one line",
  hints: null,
  editorial: null,
  testcases: [{ input: "abc\n", output: "abc", hidden: false }],
  examples: {
    JAVASCRIPT: { input: "abc", output: "abc" },
    PYTHON: { input: "abc", output: "abc" },
    JAVA: { input: "abc", output: "abc" },
  },
  codeSnippets: { JAVASCRIPT: "//", PYTHON: "#", JAVA: "public class Main {}" },
  referenceSolutions: {
    JAVASCRIPT: 'console.log(require("fs").readFileSync(0, "utf8").trim());',
    PYTHON: "print(input())",
    JAVA: "public class Main { public static void main(String[] a) { System.out.println(new java.util.Scanner(System.in).nextLine()); } }",
  },
  isPublic: true,
});

/** Today's sorted set as stored, and as a rebuild from Postgres would write it (the fault suite's comparison). */
async function boardAndRecomputation() {
  const day = utcDay(t.ctx.clock());
  const flat = await t.ctx.redis.zrange(leaderboardKey(prefix, day), 0, -1, "WITHSCORES");
  const board = Object.fromEntries(flat.flatMap((v, i) => (i % 2 === 0 ? [[v, Number(flat[i + 1])]] : [])));
  const recomputed = Object.fromEntries(
    (await dayStandings(t.ctx.db, day)).map((s) => [s.userId, leaderboardScore(s.solved, s.lastAt!)]),
  );
  return { board, recomputed };
}

test("a hidden problem's solves today stop counting on the daily board while it is hidden, and count again once shown", async () => {
  const admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  const body = echoProblem(`Echo ${crypto.randomUUID().slice(0, 6)}`);
  const created = await admin.c.post("/problems/create-problem", body);
  expect(created.status).toBe(201);
  const id = created.json.problem.id as string;
  const learner = await signUp(t.app, { name: "Lea" });
  // Built from Postgres first, so from here on only the incremental path (the worker's verdict) moves it.
  expect((await learner.c.get("/leaderboard/today")).status).toBe(200);

  const solved = await learner.c.post("/execute-code/submit", {
    source_code: "print(input())",
    language_id: LANGUAGE_IDS.PYTHON,
    stdin: [],
    expected_outputs: [],
    problemId: id,
  });
  expect(solved.json.submission.status).toBe("Accepted");
  const entry = async () =>
    (await learner.c.get("/leaderboard/today")).json.leaderboard.find(
      (e: { userId: string }) => e.userId === learner.user.id,
    );
  // The board keeps each instance's copy for up to a second: the verdict is read after that.
  await Bun.sleep(1100);
  expect(await entry()).toMatchObject({ userName: "Lea", solvedCount: 1 });
  let { board, recomputed } = await boardAndRecomputation();
  expect(board).toEqual(recomputed);

  const setVisible = (isPublic: boolean) =>
    admin.c.put(`/problems/update-problem/${id}`, { ...body, isPublic });
  expect((await setVisible(false)).status).toBe(200);
  // At once, on the instance that made the change (the others within their second).
  expect(await entry()).toBeUndefined();
  ({ board, recomputed } = await boardAndRecomputation());
  expect(board[learner.user.id]).toBeUndefined();
  expect(board).toEqual(recomputed);

  expect((await setVisible(true)).status).toBe(200);
  expect(await entry()).toMatchObject({ solvedCount: 1 });
  ({ board, recomputed } = await boardAndRecomputation());
  expect(board).toEqual(recomputed);
  expect(board[learner.user.id]).toBeDefined();
}, 120_000);
