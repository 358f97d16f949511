import { z } from "zod";
import { DIFFICULTIES } from "./constants.ts";

/**
 * "The next problem at your level" (issue 27): GET /problems/suggestions. The model is skill-model.ts; the texts
 * and the window are here so the API, the web and the tests say the same thing.
 */

/** A suggestion's difficulty lies in (skill, skill + SUGGESTION_MARGIN]: a stretch, not a wall. */
export const SUGGESTION_MARGIN = 200;
export const SUGGESTION_LIMIT = { default: 5, max: 20 } as const;
/**
 * Below this many problems tried (and without a contest rating) a learner is a newcomer: their skill is still mostly
 * the prior, and untried problems all sit at their label's rating (1200/1500/1800), so the window above an estimate
 * of ~1500 can be empty. A newcomer gets the easiest problems instead, and is told why.
 */
export const NEWCOMER_PROBLEMS = 3;

export const suggestionsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(SUGGESTION_LIMIT.max, `limit must be at most ${SUGGESTION_LIMIT.max}`)
    .optional(),
  /** The submission just accepted: its problem's tags come first, and it is never suggested. */
  after: z.uuid("after must be a submission id").optional(),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const tagSkillSchema = z.object({
  tag: z.string(),
  /** The learner's skill in this tag, on the contest rating scale, rounded. */
  rating: z.number(),
  /** Distinct problems of this tag solved, and tried (solved or not). */
  solved: z.number(),
  attempted: z.number(),
});
export type TagSkill = z.infer<typeof tagSkillSchema>;

export const suggestionSchema = z.object({
  problemId: z.string(),
  title: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  /** The problem's estimated difficulty, rounded (its label's prior until learners have tried it). */
  difficultyRating: z.number(),
  /** The tag it was chosen for; null when chosen on the overall skill or as a newcomer's start. */
  tag: z.string().nullable(),
  /** One line for people: why this one. */
  reason: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsResponseSchema = z.object({
  skill: z.object({
    overall: z.number(),
    /** Most attempted first. */
    tags: z.array(tagSkillSchema),
    /** Fewer than NEWCOMER_PROBLEMS problems tried and no contest rating: the suggestions are easy starters. */
    newcomer: z.boolean(),
  }),
  suggestions: z.array(suggestionSchema),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

export const SUGGESTION_REASONS = {
  inTag: (rating: number, skill: number, tag: string) =>
    `Rated ${rating}, just above your ${skill} in ${tag}`,
  overall: (rating: number, skill: number) => `Rated ${rating}, just above your overall ${skill}`,
  newcomer: (rating: number) => `New here: an easy start (rated ${rating}) while we learn your level`,
} as const;
