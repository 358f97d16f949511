import { LANGUAGE_LABEL, type UserAnalytics } from "@grindstone/shared";

/** What the charts plot, derived from the API's numbers (the tables show the API's own rows). */

/** Running totals per difficulty, week by week: the stacked areas whose top edge is the overall total. */
export function cumulativeByDifficulty(weeks: UserAnalytics["solvedOverTime"]) {
  let easy = 0;
  let medium = 0;
  let hard = 0;
  return weeks.map((w) => {
    easy += w.easy;
    medium += w.medium;
    hard += w.hard;
    return { week: w.week, easy, medium, hard };
  });
}

/** One object per week with a key per followed tag (`t0`, `t1`, …: tag names may hold any character). */
export function tagSeries(over: UserAnalytics["tagsOverTime"]) {
  return over.weeks.map((w) => ({
    week: w.week,
    ...Object.fromEntries(w.totals.map((n, i) => [`t${i}`, n])),
  }));
}

export const languageLabel = (language: keyof typeof LANGUAGE_LABEL) => LANGUAGE_LABEL[language] ?? language;

/** 0.6 → "60%", 2/3 → "66.7%": one decimal only where it says something. */
export function percent(rate: number) {
  const p = Math.round(rate * 1000) / 10;
  return `${p}%`;
}

/** A duration in minutes as people say it: "45 min", "2.5 h", "3.2 days". */
export function duration(minutes: number) {
  if (minutes < 60) return `${Math.round(minutes * 10) / 10} min`;
  if (minutes < 24 * 60) return `${Math.round((minutes / 60) * 10) / 10} h`;
  const days = Math.round((minutes / (24 * 60)) * 10) / 10;
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** "2026-03-02" → "Mar 2, 2026" (UTC: the API's weeks are UTC Mondays). */
export function weekLabel(week: string, withYear = true) {
  return new Date(`${week}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
}
