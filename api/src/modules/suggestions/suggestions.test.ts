import { describe, expect, test } from "bun:test";
import { contestRatingChanges, contests, problems, solvedProblems, submissions } from "@grindstone/db";
import { type Difficulty, SUGGESTION_MARGIN, type SuggestionsResponse } from "@grindstone/shared";
import { and, eq } from "drizzle-orm";
import { fileTestApp } from "../../test/file-app.ts";
import { signUp } from "../../test/harness.ts";
import { contestWith } from "../problems/hidden-problem-fixtures.ts";
import { invalidateProblemList } from "../problems/problem-list-cache.ts";
import { removeAll, writeHistories } from "./simulated-learners.ts";

/** GET /problems/suggestions (issue 27): what may never be suggested, the newcomer's path, `after`, the prior. */
const t = fileTestApp();
type Client = Awaited<ReturnType<typeof signUp>>;

async function problem(opts: {
  tag: string;
  rating: number | null;
  isPublic?: boolean;
  difficulty?: Difficulty;
}) {
  const [row] = await t.ctx.db
    .insert(problems)
    .values({
      title: `Suggest ${opts.tag} ${crypto.randomUUID().slice(0, 8)}`,
      description: "d",
      difficulty: opts.difficulty ?? "MEDIUM",
      tags: [opts.tag],
      constraints: "c",
      isPublic: opts.isPublic ?? true,
      difficultyRating: opts.rating,
    })
    .returning({ id: problems.id, title: problems.title });
  t.cleanup.push(() => t.ctx.db.delete(problems).where(eq(problems.id, row!.id)));
  return row!;
}

const suggestions = async (u: Client, query = "") => {
  const res = await u.c.get(`/problems/suggestions${query}`);
  expect(res.status).toBe(200);
  return res.json as SuggestionsResponse;
};

/** A learner past the newcomer stage in `tag`: solved three problems rated 1400 to 1500, one on the second try. */
async function practisedLearner(tag: string) {
  const learner = await signUp(t.app);
  t.cleanup.push(removeAll(t.ctx, [], [learner.user.id]));
  const solved = await Promise.all([1400, 1450, 1500].map((rating) => problem({ tag, rating })));
  await writeHistories(
    t.ctx,
    solved.map((p, i) => ({
      userId: learner.user.id,
      problemId: p.id,
      tries: i === 2 ? 2 : 1,
      solved: true,
    })),
  );
  return learner;
}

describe("GET /problems/suggestions", () => {
  test("needs a session", async () => {
    const { client } = await import("../../test/harness.ts");
    const res = await client(t.app).get("/problems/suggestions");
    expect(res.status).toBe(401);
  });

  test("suggests only public, unsolved, unlocked problems just above the learner's tag skill", async () => {
    const tag = `Suggest ${crypto.randomUUID().slice(0, 6)}`;
    const learner = await practisedLearner(tag);
    const before = await suggestions(learner);
    const skill = before.skill.tags.find((s) => s.tag === tag)!;
    expect(skill).toMatchObject({ solved: 3, attempted: 3 });
    expect(skill.rating).toBeGreaterThan(1400);
    const s = skill.rating;

    const fits = await Promise.all([50, 120, 180].map((d) => problem({ tag, rating: s + d })));
    const hidden = await problem({ tag, rating: s + 60, isPublic: false });
    const solvedElsewhere = await problem({ tag, rating: s + 70 });
    await t.ctx.db.insert(solvedProblems).values({ userId: learner.user.id, problemId: solvedElsewhere.id });
    const locked = await problem({ tag, rating: s + 90 });
    const live = await contestWith(t.ctx, {
      problemIds: [locked.id],
      start: new Date(Date.now() - 3600_000),
      end: new Date(Date.now() + 3600_000),
    });
    t.cleanup.push(live.remove);
    await invalidateProblemList(t.ctx);
    await problem({ tag, rating: s - 5 });
    await problem({ tag, rating: s + SUGGESTION_MARGIN + 10 });

    const body = await suggestions(learner, "?limit=20");
    const inTag = body.suggestions.filter((x) => x.tag === tag);
    expect(inTag.map((x) => x.problemId)).toEqual(fits.map((f) => f.id));
    expect(inTag[0]).toMatchObject({
      title: fits[0]!.title,
      difficulty: "MEDIUM",
      difficultyRating: s + 50,
      reason: `Rated ${s + 50}, just above your ${s} in ${tag}`,
    });
    const ids = body.suggestions.map((x) => x.problemId);
    for (const never of [hidden, solvedElsewhere, locked]) expect(ids).not.toContain(never.id);
    for (const x of body.suggestions) {
      const window = x.tag ? body.skill.tags.find((k) => k.tag === x.tag)!.rating : body.skill.overall;
      expect(x.difficultyRating).toBeGreaterThanOrEqual(window);
      expect(x.difficultyRating).toBeLessThanOrEqual(window + SUGGESTION_MARGIN);
    }
  });

  test("a newcomer (no history, or fewer than three problems tried) gets easy problems and is told why", async () => {
    const tag = `Starter ${crypto.randomUUID().slice(0, 6)}`;
    const starters: string[] = [];
    for (let i = 0; i < 3; i++) starters.push((await problem({ tag, rating: null, difficulty: "EASY" })).id);
    const newcomer = await signUp(t.app);
    t.cleanup.push(removeAll(t.ctx, [], [newcomer.user.id]));
    const body = await suggestions(newcomer, "?limit=3");
    expect(body.skill).toEqual({ overall: 1500, tags: [], newcomer: true });
    expect(body.suggestions.length).toBe(3);
    for (const x of body.suggestions) {
      expect(x.difficulty).toBe("EASY");
      expect(x.tag).toBeNull();
      expect(x.reason).toStartWith("New here: an easy start");
    }
    // One problem tried (one of this test's own, which has a tag: other suites' easy problems may have none): still
    // a newcomer, though the tag already shows.
    const tried = { problemId: starters[0]! };
    await writeHistories(t.ctx, [
      { userId: newcomer.user.id, problemId: tried.problemId, tries: 1, solved: true },
    ]);
    const after = await suggestions(newcomer, "?limit=3");
    expect(after.skill.newcomer).toBe(true);
    expect(after.skill.tags.length).toBeGreaterThan(0);
    expect(after.suggestions.map((x) => x.problemId)).not.toContain(tried.problemId);
  });

  test("a contest rating is the prior of a learner without practice history", async () => {
    const rated = await signUp(t.app);
    t.cleanup.push(removeAll(t.ctx, [], [rated.user.id]));
    const [contest] = await t.ctx.db
      .insert(contests)
      .values({
        title: `Rated ${crypto.randomUUID().slice(0, 8)}`,
        description: "d",
        difficulty: "MEDIUM",
        startTime: new Date(Date.now() - 7200_000),
        endTime: new Date(Date.now() - 3600_000),
        rated: true,
      })
      .returning({ id: contests.id });
    t.cleanup.push(() => t.ctx.db.delete(contests).where(eq(contests.id, contest!.id)));
    await t.ctx.db.insert(contestRatingChanges).values({
      contestId: contest!.id,
      userId: rated.user.id,
      rank: 1,
      oldRating: 960,
      newRating: 1300,
      stateAfter: { mu: 1840, sigma: 170 },
    });
    const body = await suggestions(rated);
    expect(body.skill).toEqual({ overall: 1840, tags: [], newcomer: false });
    for (const x of body.suggestions) {
      expect(x.tag).toBeNull();
      expect(x.difficultyRating).toBeGreaterThan(1840);
      expect(x.reason).toContain("just above your overall 1840");
    }
  });

  test("after: the accepted problem's tags first; someone else's submission is not found", async () => {
    const first = `First ${crypto.randomUUID().slice(0, 6)}`;
    const second = `Second ${crypto.randomUUID().slice(0, 6)}`;
    const learner = await practisedLearner(first);
    const other = await problem({ tag: second, rating: 1300 });
    await writeHistories(t.ctx, [{ userId: learner.user.id, problemId: other.id, tries: 1, solved: true }]);
    const skills = (await suggestions(learner)).skill.tags;
    expect(skills.map((k) => k.tag)).toEqual([first, second]);
    const inSecond = await problem({ tag: second, rating: skills[1]!.rating + 40 });
    await problem({ tag: first, rating: skills[0]!.rating + 40 });

    const [sub] = await t.ctx.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.userId, learner.user.id), eq(submissions.problemId, other.id)));
    const body = await suggestions(learner, `?limit=1&after=${sub!.id}`);
    expect(body.suggestions.map((x) => x.problemId)).toEqual([inSecond.id]);

    const stranger = await signUp(t.app);
    t.cleanup.push(removeAll(t.ctx, [], [stranger.user.id]));
    const res = await stranger.c.get(`/problems/suggestions?after=${sub!.id}`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: "Submission not found", code: "NOT_FOUND" });
    expect((await stranger.c.get("/problems/suggestions?after=nope")).status).toBe(400);
    expect((await stranger.c.get("/problems/suggestions?limit=0")).status).toBe(400);
  });
});
