import { afterAll, beforeAll, expect, test } from "bun:test";
import { problems, solvedProblems, submissions } from "@grindstone/db";
import { ANALYTICS_TEXTS, LANGUAGE_IDS, type Language, type SubmissionStatus } from "@grindstone/shared";
import { inArray } from "drizzle-orm";
import { client, createTestApp, makeAdmin, seededProblem, signUp } from "../../../test/harness.ts";

/**
 * GET /users/{id}/analytics on real Postgres and Redis: a history written row by row at chosen times (practice and
 * contest submissions, retries in three languages, a still-Queued one, an Internal Error, a Run through the API) and
 * the exact numbers it must give; 404s; and what another learner may see of a problem still hidden.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const made: string[] = [];
// A Wednesday: the current week starts on Monday 2026-03-16.
const NOW = new Date("2026-03-18T12:00:00.000Z");

beforeAll(async () => {
  t = await createTestApp({ JUDGE_WAIT_MS: "0" });
  t.ctx.clock = () => NOW;
});
afterAll(async () => {
  if (made.length > 0) await t.ctx.db.delete(problems).where(inArray(problems.id, made));
  await t.close();
});

async function problem(difficulty: "EASY" | "MEDIUM" | "HARD", tags: string[], isPublic = true) {
  const [row] = await t.ctx.db
    .insert(problems)
    .values({
      title: `Analytics ${crypto.randomUUID().slice(0, 8)}`,
      description: "d",
      difficulty,
      tags,
      constraints: "c",
      isPublic,
    })
    .returning({ id: problems.id });
  made.push(row!.id);
  return row!.id;
}

/** One submission at `at`; an Accepted one that is the first on its problem also marks the solve, as the judge does. */
async function submission(
  userId: string,
  problemId: string,
  language: Language,
  status: SubmissionStatus,
  at: string,
  opts: { solve?: boolean; contestId?: string } = {},
) {
  const createdAt = new Date(at);
  const [row] = await t.ctx.db
    .insert(submissions)
    .values({ userId, problemId, language, status, sourceCode: "x", createdAt, contestId: opts.contestId })
    .returning({ id: submissions.id });
  if (opts.solve)
    await t.ctx.db.insert(solvedProblems).values({
      userId,
      problemId,
      submissionId: row!.id,
      // The verdict lands a few seconds after the receipt.
      solvedAt: new Date(createdAt.getTime() + 5_000),
    });
}

test("a learner's history gives exact numbers; another learner does not see a hidden problem's part", async () => {
  const learner = await signUp(t.app, { name: "Ana Lytics" });
  const other = await signUp(t.app);
  const admin = await signUp(t.app);
  await makeAdmin(t.ctx, admin.user.id);
  const id = learner.user.id;

  const p1 = await problem("EASY", ["Array", "Hash Table"]);
  const p2 = await problem("MEDIUM", ["Array", "Dynamic Programming"]);
  const p3 = await problem("HARD", ["Graph"]);
  const p4 = await problem("EASY", ["Dynamic Programming"]);
  const p5 = await problem("MEDIUM", ["Array"], false); // hidden (until a contest would release it)

  // p1: Wrong Answer, Accepted 3 minutes later, and Accepted again the next day (not an attempt, but a submission).
  await submission(id, p1, "PYTHON", "Wrong Answer", "2026-03-02T10:00:00Z");
  await submission(id, p1, "PYTHON", "Accepted", "2026-03-02T10:03:00Z", { solve: true });
  await submission(id, p1, "PYTHON", "Accepted", "2026-03-03T10:00:00Z");
  // p2: four tries in two languages (the Internal Error is the judge's, not one of them), Accepted after an hour.
  await submission(id, p2, "JAVASCRIPT", "Compilation Error", "2026-03-04T09:00:00Z");
  await submission(id, p2, "JAVASCRIPT", "Wrong Answer", "2026-03-04T09:10:00Z");
  await submission(id, p2, "JAVASCRIPT", "Internal Error", "2026-03-04T09:15:00Z");
  await submission(id, p2, "JAVASCRIPT", "Time Limit Exceeded", "2026-03-04T09:20:00Z");
  await submission(id, p2, "JAVA", "Wrong Answer", "2026-03-04T09:40:00Z");
  await submission(id, p2, "JAVA", "Accepted", "2026-03-04T10:00:00Z", { solve: true });
  // p3: first try, in a contest (a solve is a solve).
  await submission(id, p3, "PYTHON", "Accepted", "2026-03-10T08:00:00Z", {
    solve: true,
    contestId: crypto.randomUUID(),
  });
  // p4: tried, not solved; the second is still queued (never counts). Someone else's solve of it is not ours.
  await submission(id, p4, "PYTHON", "Wrong Answer", "2026-03-11T08:00:00Z");
  await submission(id, p4, "PYTHON", "Queued", "2026-03-12T08:00:00Z");
  await submission(other.user.id, p4, "PYTHON", "Accepted", "2026-03-12T09:00:00Z", { solve: true });
  // p5 (hidden): Accepted exactly a day after the first try.
  await submission(id, p5, "JAVA", "Wrong Answer", "2026-03-16T09:00:00Z");
  await submission(id, p5, "JAVA", "Accepted", "2026-03-17T09:00:00Z", { solve: true });
  // A Run through the API: Runs are never stored as submissions, so nothing below moves.
  const twoSum = await seededProblem(t.ctx, "two-sum");
  const run = await learner.c.post("/execute-code", {
    source_code: "print(input())",
    language_id: LANGUAGE_IDS.PYTHON,
    stdin: ["1"],
    expected_outputs: ["1"],
    problemId: twoSum.id,
  });
  expect(run.status).toBe(202);

  const mine = await learner.c.get(`/users/${id}/analytics`);
  expect(mine.status).toBe(200);
  const full = {
    userId: id,
    username: "Ana Lytics",
    totals: { solved: 4, submissions: 12, accepted: 5 },
    solvedOverTime: [
      { week: "2026-03-02", easy: 1, medium: 1, hard: 0, total: 2 },
      { week: "2026-03-09", easy: 0, medium: 0, hard: 1, total: 3 },
      { week: "2026-03-16", easy: 0, medium: 1, hard: 0, total: 4 },
    ],
    tags: [
      { tag: "Array", solved: 3, attempted: 3 },
      { tag: "Dynamic Programming", solved: 1, attempted: 2 },
      { tag: "Graph", solved: 1, attempted: 1 },
      { tag: "Hash Table", solved: 1, attempted: 1 },
    ],
    tagsOverTime: {
      tags: ["Array", "Dynamic Programming", "Graph", "Hash Table"],
      weeks: [
        { week: "2026-03-02", totals: [2, 1, 0, 1] },
        { week: "2026-03-09", totals: [2, 1, 1, 1] },
        { week: "2026-03-16", totals: [3, 1, 1, 1] },
      ],
    },
    languages: [
      { language: "PYTHON", submissions: 5, accepted: 3, acceptanceRate: 3 / 5 },
      { language: "JAVA", submissions: 4, accepted: 2, acceptanceRate: 2 / 4 },
      { language: "JAVASCRIPT", submissions: 3, accepted: 0, acceptanceRate: 0 },
    ],
    attemptsBeforeAc: [
      { attempts: "1", problems: 1 },
      { attempts: "2", problems: 2 },
      { attempts: "3", problems: 0 },
      { attempts: "4", problems: 0 },
      { attempts: "5+", problems: 1 },
    ],
    // 0, 3, 60 and 1440 minutes: the median is the mean of 3 and 60.
    timeToAc: {
      problems: 4,
      medianMinutes: 31.5,
      buckets: [
        { key: "under-5m", label: "Under 5 min", problems: 2 },
        { key: "5m-30m", label: "5–30 min", problems: 0 },
        { key: "30m-2h", label: "30 min–2 h", problems: 1 },
        { key: "2h-1d", label: "2 h–1 day", problems: 0 },
        { key: "1d-7d", label: "1–7 days", problems: 1 },
        { key: "7d-plus", label: "Over 7 days", problems: 0 },
      ],
    },
  };
  expect(mine.json).toEqual(full);
  // An admin sees what the owner sees.
  expect((await admin.c.get(`/users/${id}/analytics`)).json).toEqual(full);

  // Another learner: the hidden problem's solve, tries and tag are not theirs to see; the weeks still run to now.
  const theirs = (await other.c.get(`/users/${id}/analytics`)).json;
  expect(theirs.totals).toEqual({ solved: 3, submissions: 10, accepted: 4 });
  expect(theirs.solvedOverTime.at(-1)).toEqual({ week: "2026-03-16", easy: 0, medium: 0, hard: 0, total: 3 });
  expect(theirs.tags[0]).toEqual({ tag: "Array", solved: 2, attempted: 2 });
  expect(theirs.languages.map((l: { language: string }) => l.language)).toEqual([
    "PYTHON",
    "JAVASCRIPT",
    "JAVA",
  ]);
  expect(theirs.timeToAc.medianMinutes).toBe(3);
});

test("a learner with no history: empty series, zero buckets, no median", async () => {
  const fresh = await signUp(t.app, { name: "New Comer" });
  const res = await fresh.c.get(`/users/${fresh.user.id}/analytics`);
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({
    totals: { solved: 0, submissions: 0, accepted: 0 },
    solvedOverTime: [],
    tags: [],
    tagsOverTime: { tags: [], weeks: [] },
    languages: [],
    timeToAc: { problems: 0, medianMinutes: null },
  });
  expect(res.json.attemptsBeforeAc.map((b: { problems: number }) => b.problems)).toEqual([0, 0, 0, 0, 0]);
});

test("unknown users are 404 with the error shape; signed-out callers are 401", async () => {
  const viewer = await signUp(t.app);
  for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
    const res = await viewer.c.get(`/users/${id}/analytics`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: ANALYTICS_TEXTS.userNotFound, code: "NOT_FOUND" });
  }
  expect((await client(t.app).get(`/users/${viewer.user.id}/analytics`)).status).toBe(401);
});
