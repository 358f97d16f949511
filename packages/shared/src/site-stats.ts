import { z } from "zod";
import { DIFFICULTIES } from "./constants.ts";

/** A tag and how many public problems carry it (the landing page's topic cards, /topics). */
export const topicCountSchema = z.object({ tag: z.string(), count: z.number().int().nonnegative() });
export type TopicCount = z.infer<typeof topicCountSchema>;

/**
 * GET /stats/public: the landing page's numbers, from the database. `learners` counts accounts people made (role
 * USER; the seed's demo learner and sample contestants are not people), `submissionsJudged` every submission that
 * got a verdict other than Internal Error. `topics` is every tag of a public problem, most problems first.
 */
export const publicStatsSchema = z.object({
  problems: z.number().int().nonnegative(),
  learners: z.number().int().nonnegative(),
  submissionsJudged: z.number().int().nonnegative(),
  topics: z.array(topicCountSchema),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

/** GET /stats/topics/{tag}: the public problems carrying that tag, easiest first. Unknown tag: an empty list. */
export const topicProblemsSchema = z.object({
  tag: z.string(),
  problems: z.array(z.object({ id: z.string(), title: z.string(), difficulty: z.enum(DIFFICULTIES) })),
});
export type TopicProblems = z.infer<typeof topicProblemsSchema>;

/** The longest tag a topic page is asked for: a bound on what a public URL makes the server look up. */
export const TOPIC_TAG_MAX = 100;

/** How long the landing page's numbers may be old: a burst of visitors costs one set of counts per interval. */
export const PUBLIC_STATS_TTL_SECONDS = 30;
