/** Spec §2.8: created dates read month/day/year, e.g. 6/15/2025 (fixed to en-US so every reader sees that order). */
export function formatMonthDayYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString("en-US");
}
