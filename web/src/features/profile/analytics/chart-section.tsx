import { type ReactNode, Suspense, useId } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";

interface ChartSectionProps {
  title: string;
  /** One sentence under the heading: what the chart counts. */
  description: string;
  /** The figure's accessible name: what the chart shows, in words (its numbers are in the table). */
  chartLabel: string;
  /** The lazily loaded chart, or null to show `empty` instead of a chart and a table. */
  chart: ReactNode | null;
  empty: string;
  /** The chart's data as a table, behind a "Show table" disclosure (a native <details>: keyboard and screen reader). */
  table: ReactNode;
  testId: string;
  /** Taller for charts with many rows (tags). */
  tall?: boolean;
}

/** One chart of the progress view: a heading, the chart as a labelled figure, and its numbers as a table. */
export function ChartSection({
  title,
  description,
  chartLabel,
  chart,
  empty,
  table,
  testId,
  tall,
}: ChartSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="min-w-0 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{description}</p>
      {chart === null ? (
        <p data-testid={`${testId}-empty`} className="mt-4 text-sm text-slate-300">
          {empty}
        </p>
      ) : (
        <>
          <figure
            role="img"
            aria-label={chartLabel}
            className={`mt-4 min-w-0 ${tall ? "h-80" : "h-60 sm:h-64"}`}
          >
            <Suspense fallback={<Skeleton className="h-full w-full rounded-xl" />}>{chart}</Suspense>
          </figure>
          <details className="group mt-3">
            <summary className="cursor-pointer rounded text-sm font-medium text-amber-300 hover:text-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400">
              <span className="group-open:hidden">Show table</span>
              <span className="hidden group-open:inline">Hide table</span>
            </summary>
            <div className="mt-3">{table}</div>
          </details>
        </>
      )}
    </section>
  );
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned, in tabular figures. */
  numeric?: boolean;
}

/**
 * A plain data table. Wider than the card (many tag columns at 390 px), it scrolls inside its own focusable region,
 * never the page.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-amber-400"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-700 text-slate-400">
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`px-2 py-1.5 font-medium ${c.numeric ? "text-right" : ""}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800 text-slate-200">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" className="px-2 py-1.5 font-normal break-words">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.header} className={`px-2 py-1.5 ${c.numeric ? "text-right tabular-nums" : ""}`}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
