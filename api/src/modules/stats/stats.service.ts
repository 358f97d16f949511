import { problems, users } from "@grindstone/db";
import { problemVisibleTo } from "@grindstone/db/queries/problem-visibility";
import { isSeededAccount } from "@grindstone/db/seed/accounts";
import { DEMO_TAG, PUBLIC_STATS_TTL_SECONDS, type PublicStats, type TopicProblems } from "@grindstone/shared";
import { and, arrayContains, asc, count, desc, eq, not, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";

type StatsCtx = Pick<AppContext, "db" | "redis" | "key" | "clock">;

/** A stale copy is kept this long behind the fresh marker, so a failed refresh still has something to answer. */
const STALE_KEEP_SECONDS = 24 * 3600;

export const publicStatsKeys = (ctx: Pick<AppContext, "key">) => ({
  body: ctx.key("stats", "public"),
  /** Present while the body is fresh; whoever sets it (NX) is the one caller that recounts. */
  fresh: ctx.key("stats", "public", "fresh"),
});

/** The counts themselves: three aggregates over small tables or indexes, and the tags of public problems. */
export async function computePublicStats(ctx: StatsCtx): Promise<PublicStats> {
  const visible = problemVisibleTo(null, ctx.clock());
  const tag = sql<string>`unnest(${problems.tags})`.as("tag");
  const tagged = ctx.db.select({ tag }).from(problems).where(visible).as("tagged");
  const [problemRows, learnerRows, judgedRows, topics] = await Promise.all([
    ctx.db.select({ n: count() }).from(problems).where(visible),
    ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "USER"), not(isSeededAccount()))),
    // The verdict's transaction counts every judged submission on its problem (Internal Error excluded), so the
    // total is a sum over problems, not a scan of submissions.
    ctx.db.select({ n: sql<string>`coalesce(sum(${problems.judgedCount}), 0)` }).from(problems),
    ctx.db
      .select({ tag: tagged.tag, count: count() })
      .from(tagged)
      // "Demo" marks the seeded problems an admin cannot delete (spec §5): a marker, not a topic.
      .where(not(sql`${tagged.tag} like ${`%${DEMO_TAG}%`}`))
      .groupBy(tagged.tag)
      .orderBy(desc(count()), asc(tagged.tag)),
  ]);
  return {
    problems: problemRows[0]?.n ?? 0,
    learners: learnerRows[0]?.n ?? 0,
    submissionsJudged: Number(judgedRows[0]?.n ?? 0),
    topics,
  };
}

/**
 * The landing page's numbers as a JSON body, from Redis while fresh (PUBLIC_STATS_TTL_SECONDS). When the fresh
 * marker has expired, the one caller whose SET NX wins recounts; everyone else meanwhile answers the previous body,
 * so a burst of visitors on any number of instances costs one set of counts. Only a cold start (no body at all)
 * makes concurrent callers count alongside each other.
 */
export async function getPublicStatsBody(ctx: StatsCtx): Promise<string> {
  const keys = publicStatsKeys(ctx);
  const [body, claimed] = await Promise.all([
    ctx.redis.get(keys.body),
    ctx.redis.set(keys.fresh, "1", "EX", PUBLIC_STATS_TTL_SECONDS, "NX"),
  ]);
  if (body && !claimed) return body;
  try {
    const fresh = JSON.stringify(await computePublicStats(ctx));
    await ctx.redis.set(keys.body, fresh, "EX", STALE_KEEP_SECONDS);
    return fresh;
  } catch (err) {
    // Let the next caller try again rather than serving a stale body for a whole interval.
    if (claimed) await ctx.redis.del(keys.fresh).catch(() => undefined);
    if (body) return body;
    throw err;
  }
}

const DIFFICULTY_ORDER = sql`case ${problems.difficulty} when 'EASY' then 0 when 'MEDIUM' then 1 else 2 end`;

/** The public problems carrying `tag` (exact match), easiest first, cached like the counts but without a lock. */
export async function getTopicBody(ctx: StatsCtx, tag: string): Promise<string> {
  const key = ctx.key("stats", "topic", tag);
  const cached = await ctx.redis.get(key);
  if (cached) return cached;
  const rows = tag.includes(DEMO_TAG)
    ? []
    : await ctx.db
        .select({ id: problems.id, title: problems.title, difficulty: problems.difficulty })
        .from(problems)
        .where(and(problemVisibleTo(null, ctx.clock()), arrayContains(problems.tags, [tag])))
        .orderBy(DIFFICULTY_ORDER, asc(problems.title));
  const body: TopicProblems = { tag, problems: rows };
  const text = JSON.stringify(body);
  await ctx.redis.set(key, text, "EX", PUBLIC_STATS_TTL_SECONDS);
  return text;
}
