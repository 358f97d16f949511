import { users } from "@grindstone/db";
import { problemVisibleTo } from "@grindstone/db/queries/problem-visibility";
import { ANALYTICS_TEXTS, LANGUAGES, type Language, type UserAnalytics } from "@grindstone/shared";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context.ts";
import { notFound } from "../../../lib/errors.ts";
import type { AuthState } from "../../auth/auth-state.ts";
import { languageRows, solvedRows, tagRows } from "./analytics.queries.ts";
import { attemptsBeforeAc, solvedOverTime, tagsOverTime, timeToAc } from "./analytics-aggregate.ts";

const isLanguage = (l: string): l is Language => (LANGUAGES as readonly string[]).includes(l);

/**
 * GET /users/{id}/analytics (issue 27): anyone signed in may see anyone's, as with the rating (GET /users/{id}/rating);
 * unknown users are 404. Another learner sees only the facts about problems they may see themselves: a problem hidden
 * until its contest ends does not give away its difficulty or tags through someone's analytics meanwhile. The owner
 * and admins see everything.
 */
export async function userAnalytics(
  ctx: AppContext,
  viewer: Pick<AuthState, "id" | "role">,
  userId: string,
): Promise<UserAnalytics> {
  const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(ANALYTICS_TEXTS.userNotFound);
  const now = ctx.clock();
  const visible =
    viewer.id === userId || viewer.role === "ADMIN" ? sql`true` : problemVisibleTo(viewer.id, now);
  const [solved, tags, languages] = await Promise.all([
    solvedRows(ctx.db, userId, visible),
    tagRows(ctx.db, userId, visible),
    languageRows(ctx.db, userId, visible),
  ]);
  const weeks = solvedOverTime(solved, now.getTime());
  return {
    userId,
    username: user.name,
    totals: {
      solved: solved.length,
      submissions: languages.reduce((n, l) => n + l.submissions, 0),
      accepted: languages.reduce((n, l) => n + l.accepted, 0),
    },
    solvedOverTime: weeks,
    tags,
    tagsOverTime: tagsOverTime(solved, tags, weeks),
    // A language dropped from the registry keeps its rows in Postgres but has no name to show: left out.
    languages: languages.flatMap((l) =>
      isLanguage(l.language)
        ? [
            {
              ...l,
              language: l.language,
              acceptanceRate: l.submissions === 0 ? 0 : l.accepted / l.submissions,
            },
          ]
        : [],
    ),
    attemptsBeforeAc: attemptsBeforeAc(solved),
    timeToAc: timeToAc(solved),
  };
}
