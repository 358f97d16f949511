import { Fragment, useMemo } from "react";
import { monthLabels, todayUtc, yearWeeks } from "../utils/heatmap.ts";

// Spec §9: day labels on alternate rows (Mon, Wed, Fri of a Sunday-first week).
const DAY_LABELS = ["", "Mon", "", "Wed", "", "Fri", ""];

/** Spec §2.7/§9: this year's weeks, a green cell for each day with an accepted solution. */
export function ActivityHeatmap({ solvedDates, year }: { solvedDates: string[]; year: number }) {
  const weeks = useMemo(() => yearWeeks(year), [year]);
  const months = useMemo(() => monthLabels(weeks), [weeks]);
  const solved = useMemo(() => new Set(solvedDates), [solvedDates]);
  const today = todayUtc();
  const solvedThisYear = solvedDates.filter((d) => d.startsWith(`${year}-`)).length;

  return (
    <section
      aria-labelledby="heatmap-heading"
      className="min-w-0 rounded-2xl border border-slate-800 bg-slate-900/50 p-6"
      data-testid="activity-heatmap"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="heatmap-heading" className="text-lg font-semibold text-white">
          Activity in {year}
        </h2>
        <p className="text-sm text-slate-400">
          {solvedThisYear} {solvedThisYear === 1 ? "day" : "days"} with a solved problem
        </p>
      </div>
      <div className="overflow-x-auto pb-2">
        <div
          role="img"
          aria-label={`${solvedThisYear} days with a solved problem in ${year}`}
          className="grid w-max gap-[3px] text-[10px] text-slate-400"
          style={{ gridTemplateColumns: `auto repeat(${weeks.length}, 11px)`, gridTemplateRows: "auto" }}
        >
          <span />
          {months.map((month, w) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one label slot per week column, fixed order.
            <span key={w} className="h-4 overflow-visible whitespace-nowrap">
              {month ?? ""}
            </span>
          ))}
          {DAY_LABELS.map((label, d) => (
            <Fragment key={label || `row-${d}`}>
              <span className="pr-1.5 leading-[11px]">{label}</span>
              {weeks.map((week) => {
                const day = week[d];
                if (!day?.inYear) return <span key={day?.date ?? d} className="size-[11px]" />;
                const isSolved = solved.has(day.date);
                return (
                  <span
                    key={day.date}
                    data-date={day.date}
                    data-solved={isSolved}
                    title={`${day.date}${isSolved ? ": solved" : ""}`}
                    className={`size-[11px] rounded-[2px] ${
                      isSolved ? "bg-emerald-500" : day.date > today ? "bg-slate-800/40" : "bg-slate-800"
                    } ${day.date === today ? "ring-1 ring-amber-400" : ""}`}
                  />
                );
              })}
            </Fragment>
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-end gap-4 text-xs text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-[11px] rounded-[2px] bg-slate-800" /> No solve
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-[11px] rounded-[2px] bg-emerald-500" /> Solved
        </span>
      </div>
    </section>
  );
}
