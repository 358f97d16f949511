import type { ProblemListItem } from "@grindstone/shared";
import type { ProblemsSearch } from "./problems-search.ts";

/** Spec §2.5: case-insensitive title substring, difficulty, tag and company, all combined. */
export function filterProblems(problems: ProblemListItem[], filters: ProblemsSearch): ProblemListItem[] {
  const needle = filters.search?.trim().toLowerCase() ?? "";
  return problems.filter(
    (p) =>
      (!needle || p.title.toLowerCase().includes(needle)) &&
      (!filters.difficulty || p.difficulty === filters.difficulty) &&
      (!filters.tag || p.tags.includes(filters.tag)) &&
      (!filters.company || p.companies.includes(filters.company)),
  );
}

/** The distinct values of one list field, sorted, for a filter's options. */
export function distinctValues(
  problems: ProblemListItem[],
  pick: (p: ProblemListItem) => string[],
): string[] {
  return [...new Set(problems.flatMap(pick))].sort((a, b) => a.localeCompare(b));
}

/** One page of `items` (1-based), with the page clamped into range so a shrinking list never shows nothing. */
export function paginate<T>(items: T[], page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { current, pageCount, items: items.slice((current - 1) * pageSize, current * pageSize) };
}
