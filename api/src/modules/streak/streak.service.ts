import { solveDays } from "@grindstone/db";
import { solvedDayKey, utcDay } from "@grindstone/shared/server";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";

const previousDay = (day: string) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));

/**
 * Solved days come from Postgres (durable); whether today is solved is read from the Redis day set the worker
 * writes with every Accepted, falling back to Postgres when the set is gone. The streak counts consecutive UTC days
 * ending today, or yesterday when today has no solve yet (a streak is not broken until the day is over).
 */
export async function getStreak(ctx: AppContext, userId: string) {
  const today = utcDay(ctx.clock());
  const rows = await ctx.db
    .select({ day: solveDays.day })
    .from(solveDays)
    .where(eq(solveDays.userId, userId))
    .orderBy(asc(solveDays.day));
  const days = new Set(rows.map((r) => r.day));
  const key = solvedDayKey(ctx.env.REDIS_PREFIX, today);
  const [inSet, keyExists] = await Promise.all([ctx.redis.sismember(key, userId), ctx.redis.exists(key)]);
  if (inSet === 1 || (keyExists === 0 && days.has(today))) days.add(today);

  let day = days.has(today) ? today : previousDay(today);
  let currentStreak = 0;
  while (days.has(day)) {
    currentStreak++;
    day = previousDay(day);
  }
  return { solvedDates: [...days].sort(), currentStreak };
}
