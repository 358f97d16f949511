import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { submissions, testCases } from "@grindstone/db";
import type { Subprocess } from "bun";
import { eq } from "drizzle-orm";
import { submitTry as submit } from "../../test/contest-tries.ts";
import { bareProblem, createTestApp, makeAdmin, signUp, spawnWorker } from "../../test/harness.ts";

/**
 * Issue 28 through the real API and a real worker judging in the sandbox: the admin's pretests option, and a try in a
 * round with pretests judged on them alone. The system test after the end is covered with the worker's own clock in
 * worker/src/contests/system-test/system-test.test.ts and in the browser (pretests.spec.ts). The API's clock is
 * injected and the contest sits ten days ahead of the real one, so no scheduler job of the worker fires meanwhile.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess | undefined;
const MIN = 60_000;
const T0 = Date.now() + 10 * 24 * 60 * MIN;
const at = (ms: number) => {
  t.ctx.clock = () => new Date(ms);
};

beforeAll(async () => {
  t = await createTestApp({ JUDGE_WAIT_MS: "20000" });
  worker = spawnWorker(t.env);
});
afterAll(async () => {
  worker?.kill("SIGTERM");
  await worker?.exited;
  await t.close();
});

const DOUBLE = "n = int(input())\nprint(n * 2)\n";
const WEAK = "n = int(input())\nprint(n * 2 if n < 100 else 0)\n";

/** "Print twice n": tests 1 and 2 are the pretests, test 3 (big, hidden) only the system test has. */
async function doubling() {
  const p = await bareProblem(t.ctx, "Doubling");
  await t.ctx.db.insert(testCases).values([
    { problemId: p.id, position: 0, input: "1\n", output: "2\n", pretest: true },
    { problemId: p.id, position: 1, input: "7\n", output: "14\n", hidden: true, pretest: true },
    { problemId: p.id, position: 2, input: "1000\n", output: "2000\n", hidden: true },
  ]);
  return p;
}

const contestBody = (problemIds: string[], start: number, end: number, extra: object = {}) => ({
  title: "Pretests Round",
  description: "Judged on pretests, system-tested after the end.",
  difficulty: "MEDIUM",
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
  problemIds,
  ...extra,
});

describe("a contest with pretests", () => {
  test("the admin's option is validated, stored, editable before the start and shown on every contest view", async () => {
    const problem = await doubling();
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    at(T0 - 60 * MIN);
    const bad = await admin.c.post(
      "/contests/admin/add",
      contestBody([problem.id], T0, T0 + 60 * MIN, { pretests: "yes" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: "pretests must be true or false", code: "VALIDATION" });

    const plain = await admin.c.post("/contests/admin/add", contestBody([problem.id], T0, T0 + 60 * MIN));
    expect(plain.json.contest).toMatchObject({
      pretests: false,
      systemTest: { status: "NONE", total: 0, done: 0 },
    });
    const id = plain.json.contest.id as string;
    const edited = await admin.c.put(
      `/contests/admin/${id}`,
      contestBody([problem.id], T0, T0 + 60 * MIN, { pretests: true }),
    );
    expect(edited.status).toBe(200);
    const learner = await signUp(t.app);
    const seen = await learner.c.get(`/contests/${id}`);
    expect(seen.json.contest).toMatchObject({
      pretests: true,
      systemTest: { status: "NONE", total: 0, done: 0 },
    });
    const listed = (await learner.c.get("/contests")).json.contests.find((c: { id: string }) => c.id === id);
    expect(listed).toMatchObject({ pretests: true, systemTest: { status: "NONE" } });
  });

  test("during the round a try is judged on the pretests: a weak program passes them, a wrong one fails", async () => {
    const problem = await doubling();
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    at(T0 - 60 * MIN);
    const start = T0 + 2 * 60 * MIN;
    const created = await admin.c.post(
      "/contests/admin/add",
      contestBody([problem.id], start, start + 60 * MIN, { pretests: true }),
    );
    const id = created.json.contest.id as string;
    const ada = await signUp(t.app);
    expect((await ada.c.post(`/contests/${id}/register`)).status).toBe(200);
    at(start + 5 * MIN);

    const weak = await submit(ada.c, problem.id, WEAK, id);
    expect(weak.json.submission.status).toBe("Pretests Passed");
    // Judged on the two pretests only: the big hidden test was not run.
    expect(weak.json.submission.passedCount).toBe(2);
    const [row] = await t.ctx.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, weak.json.submission.id));
    expect([row!.onPretests, row!.totalCount, row!.systemTest]).toEqual([true, 2, null]);
    const wrong = await submit(ada.c, problem.id, "print(0)\n", id);
    expect(wrong.json.submission.status).toBe("Wrong Answer");
    // Outside the round the same program meets every test.
    const practice = await submit(ada.c, problem.id, WEAK);
    expect(practice.json.submission.status).toBe("Wrong Answer");
    expect((await submit(ada.c, problem.id, DOUBLE)).json.submission.status).toBe("Accepted");
    // The provisional board counts the pass.
    const board = await ada.c.get(`/contests/${id}/scoreboard`);
    const mine = board.json.rows.find((r: { userId: string }) => r.userId === ada.user.id);
    expect(mine).toMatchObject({ solved: 1 });
  }, 120_000);
});
