import { buttonClass } from "./button-styles.ts";
import { pageWindow } from "./page-window.ts";

interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Problems pages". */
  label: string;
}

/**
 * Previous / a window of page numbers / Next (see `pageWindow`), so the row stays phone-wide however many
 * pages there are. Renders nothing for a single page.
 */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  if (pageCount <= 1) return null;
  const slots = pageWindow(page, pageCount);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-400" data-testid="pager-status">
        Page {page} of {pageCount}
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </button>
        {slots.map((p, i) =>
          p === "gap" ? (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known only by where it sits.
              key={`gap-${i}`}
              aria-hidden="true"
              className="px-1 text-sm text-slate-400"
            >
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              aria-label={`Page ${p}`}
              aria-current={p === page ? "page" : undefined}
              onClick={() => onPageChange(p)}
              className={`min-w-9 rounded-lg px-2.5 py-1.5 text-sm font-semibold transition ${
                p === page
                  ? "bg-amber-400 text-slate-950"
                  : "border border-slate-700 text-slate-300 hover:border-slate-500 hover:text-white"
              }`}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
