import {
  type Difficulty,
  SUGGESTION_MARGIN,
  SUGGESTION_REASONS,
  type Suggestion,
  type TagSkill,
} from "@grindstone/shared";

/** A problem the learner may be offered: public, unsolved, not locked by a live contest (the service filters). */
export type Candidate = { id: string; title: string; difficulty: Difficulty; tags: string[]; rating: number };

type PickInput = {
  skill: { overall: number; tags: TagSkill[] };
  newcomer: boolean;
  candidates: Candidate[];
  /** Tags to look at first (the problem just accepted), then the learner's own tags in order. */
  preferTags?: string[];
  limit: number;
};

const inWindow = (rating: number, skill: number) => rating > skill && rating <= skill + SUGGESTION_MARGIN;
const byRating = (a: Candidate, b: Candidate) => a.rating - b.rating || a.title.localeCompare(b.title);

/**
 * Chooses "next" problems just above the learner's level (docs/learning.md): in each tag they practise, most
 * attempted first, the unsolved problems rated in (tag skill, tag skill + SUGGESTION_MARGIN], lowest first, taking
 * one per tag in turn so several tags show; then, if that gives too few, problems of tags they have not tried, in
 * the same window above the overall skill. Never outside the window: a stretch, not a wall. A newcomer (NEWCOMER_PROBLEMS) gets the easiest
 * problems instead, and is told why.
 */
export function pickSuggestions({
  skill,
  newcomer,
  candidates,
  preferTags = [],
  limit,
}: PickInput): Suggestion[] {
  const round = Math.round;
  const view = (c: Candidate, tag: string | null, reason: string): Suggestion => ({
    problemId: c.id,
    title: c.title,
    difficulty: c.difficulty,
    difficultyRating: round(c.rating),
    tag,
    reason,
  });
  if (newcomer) {
    const easiest = [...candidates].sort(
      (a, b) => Number(b.difficulty === "EASY") - Number(a.difficulty === "EASY") || byRating(a, b),
    );
    return easiest.slice(0, limit).map((c) => view(c, null, SUGGESTION_REASONS.newcomer(round(c.rating))));
  }

  const skillOf = new Map(skill.tags.map((t) => [t.tag, t.rating]));
  const order = [...new Set([...preferTags.filter((t) => skillOf.has(t)), ...skill.tags.map((t) => t.tag)])];
  const queues = order.map((tag) => {
    const s = skillOf.get(tag)!;
    return {
      tag,
      skill: s,
      list: candidates.filter((c) => c.tags.includes(tag) && inWindow(c.rating, s)).sort(byRating),
    };
  });
  const chosen: Suggestion[] = [];
  const taken = new Set<string>();
  for (let progress = true; progress && chosen.length < limit; ) {
    progress = false;
    for (const q of queues) {
      if (chosen.length >= limit) break;
      const next = q.list.find((c) => !taken.has(c.id));
      if (!next) continue;
      taken.add(next.id);
      chosen.push(view(next, q.tag, SUGGESTION_REASONS.inTag(round(next.rating), round(q.skill), q.tag)));
      progress = true;
    }
  }
  // A problem in a tag the learner has a skill for is judged by that skill (above), never by the overall one.
  const fallback = candidates
    .filter((c) => !c.tags.some((t) => skillOf.has(t)) && inWindow(c.rating, skill.overall))
    .sort(byRating);
  for (const c of fallback.slice(0, limit - chosen.length))
    chosen.push(view(c, null, SUGGESTION_REASONS.overall(round(c.rating), round(skill.overall))));
  return chosen;
}
