/** A page number to show, or a gap ("…") standing for the pages left out between two shown ones. */
export type PageSlot = number | "gap";

/**
 * The page numbers a pager shows: always the first and last, the current page and `siblings` on each side,
 * with a gap for each run left out. A gap of exactly one page shows that page instead (a "…" that hides a
 * single number saves nothing). 1 … 4 5 6 … 20.
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): PageSlot[] {
  const shown = new Set([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const p of sorted) {
    const previous = slots.at(-1);
    if (typeof previous === "number" && p - previous === 2) slots.push(previous + 1);
    else if (typeof previous === "number" && p - previous > 2) slots.push("gap");
    slots.push(p);
  }
  return slots;
}
