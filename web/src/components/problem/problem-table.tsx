import type { Difficulty } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import type { HTMLAttributes, ReactNode } from "react";
import { DifficultyBadge } from "@/components/ui/difficulty-badge.tsx";
import { TagPill } from "@/components/ui/tag-pill.tsx";

/** One column of a problem table: its header and what each row shows in it. */
export interface ProblemColumn<Row> {
  /** The header cell's content (a word, or an sr-only label). */
  header: ReactNode;
  /** Classes for the column's header and body cells (width, alignment). */
  className?: string;
  /** Classes for the body cells only (text colour, weight). */
  cellClassName?: string;
  cell: (row: Row) => ReactNode;
}

/** A row's own attributes: its test id, data-* flags, classes. */
type RowProps = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | boolean | undefined>;

/**
 * The table of problems that the problems list, a playlist, a contest and the profile each show: one look (the
 * frame scrolls sideways on a phone instead of widening the page), columns chosen by each feature (the
 * `…Column` helpers below hold the common ones) and a row of `emptyText` when there are no rows.
 */
export function ProblemTable<Row>({
  rows,
  rowKey,
  columns,
  rowProps,
  emptyText,
  minWidth = "min-w-[640px]",
  dense = false,
  className = "",
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly ProblemColumn<Row>[];
  rowProps?: (row: Row) => RowProps;
  emptyText?: string;
  /** The width below which the frame scrolls (a Tailwind min-w class). */
  minWidth?: string;
  /** Shorter rows, for a table inside a panel. */
  dense?: boolean;
  /** Classes for the frame (margins). */
  className?: string;
}) {
  const pad = dense ? "px-4 py-2.5" : "px-4 py-3";
  return (
    <div className={`overflow-x-auto rounded-2xl border border-slate-800 bg-slate-900/40 ${className}`}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="border-b border-slate-800 bg-slate-900/80 text-xs tracking-wide text-slate-300 uppercase">
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table.
              <th key={i} scope="col" className={`${pad} ${column.className ?? ""}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800/80">
          {rows.length === 0 && emptyText ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-12 text-center text-slate-300">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="transition hover:bg-slate-800/30" {...rowProps?.(row)}>
                {columns.map((column, i) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table.
                    key={i}
                    className={`${pad} ${column.className ?? ""} ${column.cellClassName ?? ""}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type ProblemRef = { id: string; title: string };

/** Title, linked to the problem's page. */
export const titleColumn = <Row,>(problem: (row: Row) => ProblemRef): ProblemColumn<Row> => ({
  header: "Title",
  cell: (row) => {
    const { id, title } = problem(row);
    return (
      <Link
        to="/problem/$id"
        params={{ id }}
        className="font-semibold text-slate-100 transition hover:text-amber-300"
      >
        {title}
      </Link>
    );
  },
});

/** Tags (or, in sky blue, companies) as pills. */
export const pillsColumn = <Row,>(
  header: "Tags" | "Companies",
  items: (row: Row) => string[],
): ProblemColumn<Row> => ({
  header,
  cell: (row) => (
    <div className="flex flex-wrap gap-1.5">
      {items(row).map((item) => (
        <TagPill key={item} tone={header === "Companies" ? "sky" : "slate"}>
          {item}
        </TagPill>
      ))}
    </div>
  ),
});

export const difficultyColumn = <Row,>(difficulty: (row: Row) => Difficulty): ProblemColumn<Row> => ({
  header: "Difficulty",
  cell: (row) => <DifficultyBadge difficulty={difficulty(row)} />,
});
