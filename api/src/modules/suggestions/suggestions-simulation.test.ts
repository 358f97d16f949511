import { describe, expect, test } from "bun:test";
import { problems } from "@grindstone/db";
import { refitDifficulties } from "@grindstone/db/queries/difficulty-refit";
import { SUGGESTION_MARGIN, type SuggestionsResponse } from "@grindstone/shared";
import { inArray } from "drizzle-orm";
import { fileTestApp } from "../../test/file-app.ts";
import { signUp } from "../../test/harness.ts";
import {
  attempt,
  insertLearners,
  insertSimProblems,
  removeAll,
  type SimProblem,
  seededRandom,
  spearman,
  writeHistories,
} from "./simulated-learners.ts";

/**
 * Issue 27, "the next problem at your level", tested on simulated learners whose skill we set: 300 problems with a
 * true difficulty (three tags, 800 to 2200), 500 background learners of known skill each trying 40 problems near
 * their level exactly as the model says (seeded, so every run is the same history), the real fit, then three
 * learners (1200, 1500, 1800; 30 problems per tag around their level) asking the real route. Every suggestion's TRUE
 * difficulty must lie in (skill, skill + margin], up to the estimation tolerance below: a tag skill is estimated from
 * 30 outcomes and a difficulty from ~65, each uncertain by about 40–60 points (one standard deviation).
 * Measured with this seed: tag skills within 64 of the truth, suggestions' true offsets from −89 to +222.
 */
const ESTIMATION_TOLERANCE = 100;
const t = fileTestApp();

const run = crypto.randomUUID().slice(0, 6);
const TAGS = [`Sim Graphs ${run}`, `Sim Greedy ${run}`, `Sim Strings ${run}`];

function simProblemSpecs(random: () => number) {
  return Array.from({ length: 300 }, (_, i) => ({
    title: `Simulated ${run} #${i}`,
    tag: TAGS[i % 3]!,
    // Evenly spread with a little jitter, so every tag covers the whole range.
    truth: 800 + (1400 * i) / 299 + (random() - 0.5) * 10,
  }));
}

/** Each learner tries `count` problems drawn from those within [skill + below, skill + above]. */
function histories(
  random: () => number,
  userId: string,
  skill: number,
  pool: SimProblem[],
  opts: { count: number; below: number; above: number },
) {
  const near = pool.filter((p) => p.truth >= skill + opts.below && p.truth <= skill + opts.above);
  const chosen = [...near].sort(() => random() - 0.5).slice(0, opts.count);
  return chosen.map((p) => ({ userId, problemId: p.id, ...attempt(random, skill, p.truth) }));
}

describe("suggestions for simulated learners", () => {
  test("sit just above each learner's true skill, and the fitted difficulties rank like the true ones", async () => {
    const random = seededRandom(27);
    const sims = await insertSimProblems(t.ctx, simProblemSpecs(random));
    const background = await insertLearners(t.ctx, 500);
    t.cleanup.push(
      removeAll(
        t.ctx,
        sims.map((p) => p.id),
        background,
      ),
    );
    const population = background.flatMap((id) => {
      // Skills around 1500 (sd ~250, from the sum of three uniforms), clamped to the problems' range.
      const skill = Math.max(900, Math.min(2100, 1500 + (random() + random() + random() - 1.5) * 500));
      return histories(random, id, skill, sims, { count: 40, below: -450, above: 450 });
    });
    await writeHistories(t.ctx, population);

    // Learners of set skill, practising all three tags a little below and around their level.
    const learners = await Promise.all(
      [1200, 1500, 1800].map(async (skill) => ({ skill, ...(await signUp(t.app)) })),
    );
    t.cleanup.push(
      removeAll(
        t.ctx,
        [],
        learners.map((l) => l.user.id),
      ),
    );
    const own = learners.flatMap((l) =>
      TAGS.flatMap((tag) =>
        histories(
          random,
          l.user.id,
          l.skill,
          sims.filter((p) => p.tag === tag),
          { count: 30, below: -300, above: 200 },
        ),
      ),
    );
    await writeHistories(t.ctx, own);

    const fitted = await refitDifficulties(t.ctx.db, new Date());
    expect(fitted.problems).toBeGreaterThanOrEqual(300);

    const stored = await t.ctx.db
      .select({ id: problems.id, rating: problems.difficultyRating })
      .from(problems)
      .where(
        inArray(
          problems.id,
          sims.map((p) => p.id),
        ),
      );
    const ratingOf = new Map(stored.map((r) => [r.id, r.rating]));
    const rho = spearman(
      sims.map((p) => p.truth),
      sims.map((p) => ratingOf.get(p.id) ?? Number.NaN),
    );
    console.log(`simulation: Spearman(true, fitted difficulty) = ${rho.toFixed(3)}`);
    expect(rho).toBeGreaterThan(0.9);

    const truth = new Map(sims.map((p) => [p.id, p]));
    for (const l of learners) {
      const res = await l.c.get("/problems/suggestions?limit=6");
      expect(res.status).toBe(200);
      const body = res.json as SuggestionsResponse;
      expect(body.skill.newcomer).toBe(false);
      expect(body.suggestions.length).toBe(6);
      const tagSkill = new Map(body.skill.tags.map((s) => [s.tag, s.rating]));
      for (const tag of TAGS)
        expect(Math.abs(tagSkill.get(tag)! - l.skill)).toBeLessThanOrEqual(ESTIMATION_TOLERANCE);
      const offsets = body.suggestions.map((s) => Math.round(truth.get(s.problemId)!.truth - l.skill));
      console.log(
        `simulation: learner ${l.skill}: estimated ${body.skill.overall} overall, ${[...tagSkill.values()].join("/")} per tag; suggestions' true offsets ${offsets.join(", ")}`,
      );
      for (const s of body.suggestions) {
        const p = truth.get(s.problemId);
        // Only the simulated problems are in the learners' tags, and each tag has several in the window.
        expect(p).toBeDefined();
        expect(s.tag).toBe(p!.tag);
        // Exactly inside the window of the estimates the response states...
        const skill = tagSkill.get(s.tag!)!;
        expect(s.difficultyRating).toBeGreaterThan(skill - 1);
        expect(s.difficultyRating).toBeLessThanOrEqual(skill + SUGGESTION_MARGIN + 1);
        // ...and inside the true window up to the estimation tolerance.
        expect(p!.truth).toBeGreaterThan(l.skill - ESTIMATION_TOLERANCE);
        expect(p!.truth).toBeLessThanOrEqual(l.skill + SUGGESTION_MARGIN + ESTIMATION_TOLERANCE);
        expect(s.reason).toContain(`in ${s.tag}`);
      }
    }

    // Idempotent: the same data refitted writes nothing.
    expect((await refitDifficulties(t.ctx.db, new Date())).written).toBe(0);
  }, 120_000);
});
