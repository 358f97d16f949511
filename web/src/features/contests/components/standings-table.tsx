import type { ScoreboardResponse, ScoreboardRow } from "@grindstone/shared";
import { StandingsCell } from "./standings-cell.tsx";

/**
 * Rank, user, solved, penalty and a column per problem (A, B, …). The caller's own row is pinned at the top
 * (wherever it ranks) and marked again in its place on the page.
 */
export function StandingsTable({ board, myId }: { board: ScoreboardResponse; myId: string }) {
  return (
    <section
      aria-label="Standings table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide board scrolls sideways on a phone and holds nothing focusable; the keyboard must reach it (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-800 focus-visible:outline-2 focus-visible:outline-amber-400"
    >
      <table className="w-full text-sm" data-testid="standings">
        <caption className="sr-only">Contest standings</caption>
        <thead className="bg-slate-900/80 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-3 py-3 text-left">
              Rank
            </th>
            <th scope="col" className="px-3 py-3 text-left">
              User
            </th>
            <th scope="col" className="px-3 py-3 text-center">
              Solved
            </th>
            <th scope="col" className="px-3 py-3 text-center">
              Penalty
            </th>
            {board.problems.map((p) => (
              <th key={p.problemId} scope="col" className="px-2 py-3 text-center" title={p.title}>
                <abbr title={p.title} className="no-underline">
                  {p.label}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        {board.me ? (
          <tbody className="border-b-2 border-amber-400/40 bg-amber-400/5" data-testid="standings-me">
            <Row row={board.me} board={board} mine pinned />
          </tbody>
        ) : null}
        <tbody className="divide-y divide-slate-800">
          {board.rows.length === 0 ? (
            <tr>
              <td colSpan={4 + board.problems.length} className="px-3 py-8 text-center text-slate-400">
                No participants yet
              </td>
            </tr>
          ) : (
            board.rows.map((row) => (
              <Row key={row.userId} row={row} board={board} mine={row.userId === myId} />
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

function Row({
  row,
  board,
  mine,
  pinned = false,
}: {
  row: ScoreboardRow;
  board: ScoreboardResponse;
  mine: boolean;
  pinned?: boolean;
}) {
  const cells = new Map(row.problems.map((c) => [c.problemId, c]));
  return (
    <tr
      data-testid={pinned ? "standings-my-row" : "standings-row"}
      data-user={row.username}
      className={mine ? "bg-amber-400/10" : "bg-slate-900/30"}
    >
      <td className="px-3 py-2.5 font-mono font-semibold text-slate-200">{row.rank}</td>
      <th scope="row" className="max-w-48 truncate px-3 py-2.5 text-left font-medium text-slate-100">
        {row.username}
        {mine ? <span className="ml-2 text-xs font-normal text-amber-300">(you)</span> : null}
      </th>
      <td className="px-3 py-2.5 text-center font-semibold text-white" data-testid="standings-solved">
        {row.solved}
      </td>
      <td className="px-3 py-2.5 text-center text-slate-300 tabular-nums" data-testid="standings-penalty">
        {row.penalty}
      </td>
      {board.problems.map((p) => (
        <td key={p.problemId} className="px-2 py-2.5 text-center">
          <StandingsCell cell={cells.get(p.problemId)} label={p.label} />
        </td>
      ))}
    </tr>
  );
}
