import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { contests, plagiarismPairs } from "@grindstone/db";
import { dropBoard } from "@grindstone/shared/contest-ranking";
import type { Subprocess } from "bun";
import { eq } from "drizzle-orm";
import { submitTry as submit } from "../../../test/contest-tries.ts";
import {
  type client,
  createTestApp,
  makeAdmin,
  seededProblem,
  signUp,
  spawnWorker,
} from "../../../test/harness.ts";

/**
 * The plagiarism report end to end: three participants solve two-sum in a contest (judged for real in the
 * sandbox), one a disguised copy of another's; after the end an admin's report (Dolos in the worker) pairs exactly
 * those two, and disqualifying the copier takes them off both boards (and off a rebuilt one) and sends the contest
 * back to the rating job. The contest sits weeks ahead of the real clock so no scheduler job fires meanwhile.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let worker: Subprocess | undefined;
const MIN = 60_000;
const T0 = Date.now() + 30 * 24 * 60 * MIN;
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

type Client = ReturnType<typeof client>;

const MAIN = `def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1 : n + 1]]
    target = int(data[n + 1])
    print(" ".join(map(str, two_sum(nums, target))))


main()
`;
/** The reference solution's idea, disguised: renamed, a comment, the helper's lines reshuffled where they can be. */
const COPY = `import sys

# my own solution
def two_sum(values, goal):
    index_of = {}
    for pos, value in enumerate(values):
        other = index_of.get(goal - value)
        if other is not None:
            return [other, pos]
        index_of.setdefault(value, pos)
    return []


${MAIN}`;
const INDEPENDENT = `import sys


def two_sum(nums, target):
    order = sorted(range(len(nums)), key=lambda k: nums[k])
    lo, hi = 0, len(order) - 1
    while lo < hi:
        s = nums[order[lo]] + nums[order[hi]]
        if s == target:
            return sorted([order[lo], order[hi]])
        if s < target:
            lo += 1
        else:
            hi -= 1
    return []


${MAIN}`;

// biome-ignore lint/suspicious/noExplicitAny: tests assert on response fields directly
async function until(read: () => Promise<any>, ready: (json: any) => boolean, tries = 300) {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  let json: any;
  for (let i = 0; i < tries; i++) {
    json = await read();
    if (ready(json)) return json;
    await Bun.sleep(200);
  }
  return json;
}

describe("plagiarism report and disqualification", () => {
  test("report → one pair of the copy, admin-only; disqualify takes the copier off the boards", async () => {
    const twoSum = (await seededProblem(t.ctx, "two-sum"))!;
    const adminUser = await signUp(t.app);
    await makeAdmin(t.ctx, adminUser.user.id);
    const admin = adminUser.c;
    at(T0 - 10 * MIN);
    const start = T0;
    const end = start + 60 * MIN;
    const created = await admin.post("/contests/admin/add", {
      title: "Plagiarism contest",
      description: "One problem.",
      difficulty: "EASY",
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problemIds: [twoSum.id],
    });
    expect(created.status).toBe(201);
    const id = created.json.contest.id as string;
    const [alice, bob, carol] = await Promise.all([
      signUp(t.app, { name: "Alice Original" }),
      signUp(t.app, { name: "Bob Copier" }),
      signUp(t.app, { name: "Carol Independent" }),
    ]);
    for (const u of [alice, bob, carol])
      expect((await u.c.post(`/contests/${id}/register`)).status).toBe(200);

    at(start + 10 * MIN);
    const sources: [Client, string][] = [
      [alice.c, twoSum.referenceSolutions.PYTHON!],
      [bob.c, COPY],
      [carol.c, INDEPENDENT],
    ];
    for (const [c, source] of sources) {
      const res = await submit(c, twoSum.id, source, id);
      expect(res.json.submission.status).toBe("Accepted");
    }

    // Before the end: refused. Learners: 403 on every route.
    expect((await admin.post(`/contests/${id}/plagiarism`)).status).toBe(409);
    at(end + MIN);
    expect((await alice.c.post(`/contests/${id}/plagiarism`)).status).toBe(403);
    expect((await alice.c.get(`/contests/${id}/plagiarism`)).status).toBe(403);
    expect((await alice.c.post(`/contests/${id}/disqualify`, { userId: bob.user.id })).status).toBe(403);

    const started = await admin.post(`/contests/${id}/plagiarism`);
    expect(started.status).toBe(202);
    expect(started.json.report.status).toBe("QUEUED");
    const report = await until(
      async () => (await admin.get(`/contests/${id}/plagiarism`)).json,
      (j) => j.report?.status === "DONE" || j.report?.status === "FAILED",
    );
    expect(report.report).toMatchObject({ status: "DONE", engine: "node", submissions: 3, error: null });
    expect(report.pairs).toHaveLength(1);
    const [pair] = report.pairs;
    expect(pair.similarity).toBeGreaterThanOrEqual(0.6);
    expect([pair.left.username, pair.right.username].sort()).toEqual(["Alice Original", "Bob Copier"]);
    expect(pair).toMatchObject({ problemId: twoSum.id, problemLabel: "A", problemTitle: twoSum.title });

    const detail = await admin.get(`/contests/${id}/plagiarism/pairs/${pair.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.left.language).toBe("PYTHON");
    expect([detail.json.left.code, detail.json.right.code]).toContain(COPY);
    expect(detail.json.fragments.length).toBeGreaterThan(0);
    expect((await alice.c.get(`/contests/${id}/plagiarism/pairs/${pair.id}`)).status).toBe(403);
    expect((await admin.get(`/contests/${id}/plagiarism/pairs/${crypto.randomUUID()}`)).status).toBe(404);

    // A rerun of the same report (a duplicate delivery) does not double its pairs: the job skips a DONE report.
    const rows = await t.ctx.db
      .select()
      .from(plagiarismPairs)
      .where(eq(plagiarismPairs.reportId, report.report.id));
    expect(rows).toHaveLength(1);

    // Disqualify: off the paged board and the ICPC feed, ranks and totals without them, rating sent back.
    await t.ctx.db.update(contests).set({ ratingStatus: "RATED" }).where(eq(contests.id, id));
    const before = (await admin.get(`/contests/${id}/scoreboard?page=1&size=10`)).json;
    expect(before.total).toBe(3);
    const dq = await admin.post(`/contests/${id}/disqualify`, { userId: bob.user.id });
    expect(dq.status).toBe(200);
    const [row] = await t.ctx.db
      .select({ ratingStatus: contests.ratingStatus })
      .from(contests)
      .where(eq(contests.id, id));
    expect(row!.ratingStatus).toBe("PENDING");
    const names = (board: { rows: { username: string }[] }) => board.rows.map((r) => r.username);
    const after = await until(
      async () => (await admin.get(`/contests/${id}/scoreboard?page=1&size=10`)).json,
      (b) => b.total === 2,
      50,
    );
    expect(after.total).toBe(2);
    expect(names(after)).not.toContain("Bob Copier");
    const icpc = (await admin.get(`/contests/${id}/icpc/scoreboard`)).json;
    expect(JSON.stringify(icpc)).not.toContain(bob.user.id);
    // The pair shows the user as disqualified; the report is still there for the record.
    const marked = (await admin.get(`/contests/${id}/plagiarism`)).json.pairs[0];
    expect([marked.left, marked.right].find((s) => s.userId === bob.user.id).disqualified).toBe(true);

    // Redis lost the board: the rebuild from Postgres keeps the disqualified user out.
    await dropBoard(t.ctx.redis, t.ctx.env.REDIS_PREFIX, id);
    const rebuilt = await until(
      async () => (await admin.get(`/contests/${id}/scoreboard?page=1&size=10`)).json,
      (b) => b.total === 2,
      50,
    );
    expect(rebuilt.total).toBe(2);
    expect(names(rebuilt)).not.toContain("Bob Copier");

    // Reinstated: back on the board.
    expect((await admin.delete(`/contests/${id}/disqualify/${bob.user.id}`)).status).toBe(200);
    const back = await until(
      async () => (await admin.get(`/contests/${id}/scoreboard?page=1&size=10`)).json,
      (b) => b.total === 3,
      50,
    );
    expect(names(back)).toContain("Bob Copier");
    expect((await admin.post(`/contests/${id}/disqualify`, { userId: crypto.randomUUID() })).status).toBe(
      404,
    );
  });
});
