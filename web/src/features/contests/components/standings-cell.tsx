import type { ScoreboardCell } from "@grindstone/shared";
import type { ReactNode } from "react";

const plural = (n: number) => `${n} rejected ${n === 1 ? "try" : "tries"}`;

/**
 * One problem for one participant, in ICPC notation: "+" (or "+2": accepted after two rejected tries) with the
 * minute of the accepted try; "-3" for three rejected tries; "?" for tries made during the freeze, whose
 * outcome (and number) stays hidden until the end. A screen reader hears the same in words.
 */
export function StandingsCell({ cell, label }: { cell: ScoreboardCell | undefined; label: string }) {
  if (!cell || (!cell.solved && !cell.pending && cell.tries === 0)) {
    return <Mark tone="text-slate-600" spoken={`${label}: not tried`} shown="·" />;
  }
  if (cell.solved) {
    const minutes = cell.minutes ?? 0;
    return (
      <Mark
        tone="flex-col items-center rounded-md bg-emerald-500/15 px-2 py-0.5 text-emerald-300"
        spoken={`${label}: solved at minute ${minutes}${cell.tries ? ` after ${plural(cell.tries)}` : ""}`}
        shown={
          <>
            <span className="font-bold">{cell.tries > 0 ? `+${cell.tries}` : "+"}</span>
            <span data-testid="standings-minutes" className="text-[0.7rem] text-emerald-200/80">
              {minutes}
            </span>
          </>
        }
      />
    );
  }
  if (cell.pending) {
    return (
      <Mark
        tone="rounded-md bg-sky-500/15 px-2 py-0.5 font-bold text-sky-300"
        spoken={`${label}: pending`}
        shown="?"
      />
    );
  }
  return (
    <Mark
      tone="rounded-md bg-rose-500/15 px-2 py-0.5 font-bold text-rose-300"
      spoken={`${label}: ${plural(cell.tries)}`}
      shown={`-${cell.tries}`}
    />
  );
}

function Mark({ tone, spoken, shown }: { tone: string; spoken: string; shown: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" data-testid="standings-cell" className={`inline-flex ${tone}`}>
        {shown}
      </span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}
