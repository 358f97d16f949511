import type { UpsolveCell } from "@grindstone/shared";

/**
 * The caller's upsolving in their own row: per problem tried after the end, "✓" when solved, else the rejected
 * tries ("−2"). Never ranked; a screen reader hears it in words.
 */
export function UpsolveList({
  cells,
  problems,
}: {
  cells: UpsolveCell[];
  problems: { problemId: string; label: string }[];
}) {
  const label = new Map(problems.map((p) => [p.problemId, p.label]));
  return (
    <ul data-testid="upsolve-cells" aria-label="Upsolve" className="flex flex-wrap justify-center gap-1">
      {cells.map((c) => {
        const l = label.get(c.problemId) ?? "?";
        return (
          <li
            key={c.problemId}
            className={`rounded-md px-1.5 py-0.5 text-xs font-semibold ${c.solved ? "bg-emerald-500/15 text-emerald-300" : "bg-rose-500/10 text-rose-300"}`}
          >
            <span aria-hidden="true">
              {l} {c.solved ? "✓" : `−${c.tries}`}
            </span>
            <span className="sr-only">
              {l}: {c.solved ? "solved" : `${c.tries} rejected ${c.tries === 1 ? "try" : "tries"}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The text mark of a virtual run's row: it is on the board by the same rules but not officially. */
export function UnofficialBadge() {
  return (
    <span
      data-testid="unofficial-badge"
      className="shrink-0 rounded-full border border-violet-400/40 bg-violet-500/15 px-2 py-0.5 text-xs font-medium text-violet-200"
    >
      Unofficial
    </span>
  );
}
