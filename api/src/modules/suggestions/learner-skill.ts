import type { TagSkill } from "@grindstone/shared";
import { fitSkill, LEARNER_PRIOR_WEIGHT, TAG_PRIOR_WEIGHT } from "@grindstone/shared/skill-model";

/** One of the learner's outcomes, with what the problem is now believed to be. */
export type RatedOutcome = {
  problemId: string;
  difficulty: number;
  tags: string[];
  tries: number;
  solved: boolean;
};

/**
 * A learner's skill from their own outcomes, the problems' difficulties held fixed (docs/learning.md): overall from
 * every outcome under their prior (contest skill or the newcomer's 1500), then per tag from that tag's outcomes
 * under the overall skill. Tags are ordered most attempted first (ties: most solved, then by name), which is the
 * order suggestions look at them in.
 */
export function learnerSkill(prior: number, outcomes: RatedOutcome[]) {
  const overall = fitSkill(prior, LEARNER_PRIOR_WEIGHT, outcomes);
  const byTag = new Map<string, RatedOutcome[]>();
  for (const o of outcomes)
    for (const tag of new Set(o.tags)) {
      const list = byTag.get(tag);
      if (list) list.push(o);
      else byTag.set(tag, [o]);
    }
  const tags: TagSkill[] = [...byTag].map(([tag, list]) => ({
    tag,
    rating: fitSkill(overall, TAG_PRIOR_WEIGHT, list),
    solved: list.filter((o) => o.solved).length,
    attempted: list.length,
  }));
  tags.sort((a, b) => b.attempted - a.attempted || b.solved - a.solved || a.tag.localeCompare(b.tag));
  return { overall, tags };
}
