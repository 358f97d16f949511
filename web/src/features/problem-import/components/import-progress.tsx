import type { ImportView } from "@grindstone/shared";
import { progressPercent, progressText } from "../lib/report.ts";

/** The bar and its words: how many packages are done, and the one being imported or verified now. */
export function ImportProgress({ view }: { view: ImportView }) {
  const percent = progressPercent(view);
  const text = progressText(view);
  const running = view.status === "running";
  return (
    <div
      className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5"
      data-testid="import-progress"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-medium text-slate-200" aria-live="polite" data-testid="import-progress-text">
          {text}
        </p>
        {percent === null ? null : <p className="text-slate-400">{percent}%</p>}
      </div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={view.progress.total || undefined}
        aria-valuenow={percent === null ? undefined : view.progress.done}
        aria-valuetext={text}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-800"
      >
        <div
          className={`h-full rounded-full bg-linear-to-r from-amber-400 to-pink-500 transition-[width] duration-500 ${
            percent === null && running ? "w-1/3 animate-pulse" : ""
          }`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      {running && view.current ? (
        <p className="mt-2 text-sm break-all text-slate-400" data-testid="import-current">
          Now: <span className="font-mono text-xs text-slate-300">{view.current}</span>
        </p>
      ) : null}
    </div>
  );
}
