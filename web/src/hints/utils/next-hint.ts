import type { HintsView } from "@grindstone/shared";

/** The hint the button offers: the first one not opened yet (hints open in order), or null once all are open. */
export function nextHintIndex(view: Pick<HintsView, "total" | "opened">): number | null {
  const opened = new Set(view.opened.map((o) => o.index));
  for (let i = 0; i < view.total; i++) if (!opened.has(i)) return i;
  return null;
}
