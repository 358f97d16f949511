import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { problems, submissions } from "@grindstone/db";
import { recordVerdict } from "@grindstone/db/queries/submissions";
import { upsertSampleAccount } from "@grindstone/db/seed/accounts";
import { publicStatsSchema, topicProblemsSchema } from "@grindstone/shared";
import { eq } from "drizzle-orm";
import { client, createTestApp, seededProblem, signUp } from "../../test/harness.ts";
import { publicStatsKeys } from "./stats.service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await seededProblem(t.ctx, "two-sum"); // the seed, so the counts start from a real site
});
afterAll(() => t.close());

const visitor = () => client(t.app);
async function stats() {
  const res = await visitor().get("/stats/public");
  expect(res.status).toBe(200);
  return publicStatsSchema.parse(res.json);
}
/** The fresh interval is over (what PUBLIC_STATS_TTL_SECONDS does by itself), without waiting for it. */
const expire = () => t.ctx.redis.del(publicStatsKeys(t.ctx).fresh);
async function freshStats() {
  await expire();
  return stats();
}

async function addProblem(fields: { tags: string[]; isPublic?: boolean }) {
  const [row] = await t.ctx.db
    .insert(problems)
    .values({
      title: `Stats probe ${crypto.randomUUID().slice(0, 8)}`,
      description: "A problem for the stats test.",
      difficulty: "MEDIUM",
      constraints: "none",
      ...fields,
    })
    .returning({ id: problems.id, title: problems.title });
  return row!;
}

describe("GET /stats/public", () => {
  test("is public and counts what the database holds", async () => {
    const s = await freshStats();
    const publicProblems = await t.ctx.db.$count(problems, eq(problems.isPublic, true));
    expect(s.problems).toBe(publicProblems);
    expect(s.problems).toBeGreaterThanOrEqual(17);
    expect(s.topics.find((x) => x.tag === "Array")?.count).toBeGreaterThan(0);
    expect(s.topics.some((x) => x.tag.includes("Demo"))).toBe(false);
    // Most problems first.
    const counts = s.topics.map((x) => x.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  test("a new public problem counts (and its tag becomes a topic); a hidden one does not", async () => {
    const tag = `Probe ${crypto.randomUUID().slice(0, 6)}`;
    const before = await freshStats();
    const shown = await addProblem({ tags: [tag] });
    await addProblem({ tags: [tag], isPublic: false });
    const after = await freshStats();
    expect(after.problems).toBe(before.problems + 1);
    expect(after.topics.find((x) => x.tag === tag)).toEqual({ tag, count: 1 });

    const res = await visitor().get(`/stats/topics/${encodeURIComponent(tag)}`);
    expect(res.status).toBe(200);
    expect(topicProblemsSchema.parse(res.json)).toEqual({
      tag,
      problems: [{ id: shown.id, title: shown.title, difficulty: "MEDIUM" }],
    });
  });

  test("a new learner counts; the seed's demo and sample accounts do not", async () => {
    const before = await freshStats();
    await signUp(t.app, { name: "Newcomer" });
    await upsertSampleAccount(t.ctx.db, "Sample Person", `probe-${crypto.randomUUID().slice(0, 8)}`);
    expect((await freshStats()).learners).toBe(before.learners + 1);
  });

  test("a judged submission counts once its verdict is written", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const user = await signUp(t.app, { name: "Submitter" });
    const before = await freshStats();
    const [sub] = await t.ctx.db
      .insert(submissions)
      .values({ userId: user.user.id, problemId: problem.id, language: "PYTHON", sourceCode: "print(1)" })
      .returning({ id: submissions.id });
    expect((await freshStats()).submissionsJudged).toBe(before.submissionsJudged); // queued: not judged yet
    await recordVerdict(t.ctx.db, { id: sub!.id, status: "Wrong Answer", compileOutput: null, results: [] });
    expect((await freshStats()).submissionsJudged).toBe(before.submissionsJudged + 1);
  });

  test("answers from Redis while fresh; after the interval one caller of a burst recounts, the rest answer the last body", async () => {
    const before = await freshStats();
    await signUp(t.app, { name: "Cached away" });
    // Still fresh: the new learner is not counted yet.
    expect((await stats()).learners).toBe(before.learners);

    await expire();
    const burst = await Promise.all(Array.from({ length: 20 }, () => stats()));
    const recounted = burst.filter((s) => s.learners === before.learners + 1);
    expect(recounted).toHaveLength(1);
    expect(burst.filter((s) => s.learners === before.learners)).toHaveLength(19);
    // The recount is what everyone gets from then on.
    expect((await stats()).learners).toBe(before.learners + 1);
  });

  test("a cold start (no body in Redis) counts at once", async () => {
    await t.ctx.redis.del(publicStatsKeys(t.ctx).body, publicStatsKeys(t.ctx).fresh);
    const s = await stats();
    expect(s.problems).toBe(await t.ctx.db.$count(problems, eq(problems.isPublic, true)));
  });
});

describe("GET /stats/topics/{tag}", () => {
  test("lists a seeded tag's public problems easiest first; an unknown or marker tag is an empty list", async () => {
    const res = await visitor().get(`/stats/topics/${encodeURIComponent("Dynamic Programming")}`);
    const body = topicProblemsSchema.parse(res.json);
    expect(body.problems.map((p) => p.title)).toContain("Climbing Stairs");
    const order = body.problems.map((p) => ["EASY", "MEDIUM", "HARD"].indexOf(p.difficulty));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const none = await visitor().get("/stats/topics/No%20such%20topic");
    expect(none.json).toEqual({ tag: "No such topic", problems: [] });
    expect((await visitor().get("/stats/topics/Demo")).json.problems).toEqual([]);
    const long = await visitor().get(`/stats/topics/${"x".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.json.code).toBe("VALIDATION");
  });
});
