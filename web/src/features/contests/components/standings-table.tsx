import type { ScoreboardResponse, ScoreboardRow } from "@grindstone/shared";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { RatingDelta } from "../ratings/rating-delta.tsx";
import { UnofficialBadge, UpsolveList } from "../virtual/components/upsolve-list.tsx";
import { StandingsCell } from "./standings-cell.tsx";

/**
 * The widest a wide board may be to fit: rank, user, solved and penalty take about 420 px, each problem column 56
 * (and the page's own margins). Narrower than that, each row carries its problems under the name instead.
 */
const wideBoardFits = (problems: number) => `(min-width: ${Math.max(640, 420 + 56 * problems + 64)}px)`;

/**
 * Rank, user, solved, penalty and the problems (A, B, …), in columns when they fit and under each name when they
 * do not (a phone), so the board never scrolls sideways. The viewer's own row appears once: highlighted in its
 * place, and sticky, so it stays in view at the edge of the screen when its place is scrolled away. When it ranks
 * on another page it is shown after (or before) this page's rows, sticky the same way.
 */
export function StandingsTable({ board, myId }: { board: ScoreboardResponse; myId: string }) {
  const wide = useMediaQuery(wideBoardFits(board.problems.length));
  const onPage = board.rows.some((r) => r.userId === myId);
  const me = board.me && !onPage ? board.me : null;
  const firstRank = board.rows[0]?.rank ?? 0;
  const meBefore = me !== null && board.rows.length > 0 && me.rank < firstRank;
  // Upsolving (issue 26) is the caller's own: a column when they have any, and a row of theirs if they are not on
  // the board at all.
  const upsolve = board.me?.upsolve ?? board.upsolve;
  const extra = upsolve && wide ? 1 : 0;
  // Issue 26: once the contest is rated, each row's rating change (the API adds it to rated rows only).
  const rated = board.rows.some((r) => r.ratingDelta !== undefined) || board.me?.ratingDelta !== undefined;
  const columns = (wide ? 4 + board.problems.length : 4) + extra + (rated ? 1 : 0);
  const upsolver: ScoreboardRow | null =
    !board.me && upsolve
      ? { rank: 0, userId: myId, username: "You (upsolving)", solved: 0, penalty: 0, problems: [], upsolve }
      : null;
  const pinned = me ? (
    <Row row={me} board={board} wide={wide} mine upsolveColumn={extra > 0} rated={rated} />
  ) : null;
  return (
    // overflow-clip, not a scroll box: the sticky row must stick to the window, and nothing here is wider.
    <section
      aria-label="Standings table"
      className="overflow-clip rounded-2xl border border-slate-800"
      data-layout={wide ? "columns" : "compact"}
    >
      <table className="w-full text-sm" data-testid="standings">
        <caption className="sr-only">Contest standings</caption>
        <thead className="bg-slate-900/80 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="w-12 px-2 py-3 text-left sm:px-3">
              Rank
            </th>
            <th scope="col" className="px-2 py-3 text-left sm:px-3">
              {wide ? "User" : "User · problems"}
            </th>
            <th scope="col" className="w-14 px-1 py-3 text-center sm:px-3">
              Solved
            </th>
            <th scope="col" className="w-16 px-1 py-3 text-center sm:px-3">
              Penalty
            </th>
            {rated ? (
              <th scope="col" className="w-16 px-1 py-3 text-center sm:px-3">
                <abbr title="Rating change" className="no-underline">
                  Rating
                </abbr>
              </th>
            ) : null}
            {wide
              ? board.problems.map((p) => (
                  <th key={p.problemId} scope="col" className="w-12 px-2 py-3 text-center" title={p.title}>
                    <abbr title={p.title} className="no-underline">
                      {p.label}
                    </abbr>
                  </th>
                ))
              : null}
            {extra ? (
              <th scope="col" className="px-2 py-3 text-center">
                Upsolve
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {meBefore ? pinned : null}
          {board.rows.length === 0 && !me ? (
            <tr>
              <td colSpan={columns} className="px-3 py-8 text-center text-slate-400">
                No participants yet
              </td>
            </tr>
          ) : (
            board.rows.map((row) => (
              <Row
                key={row.userId}
                row={row}
                board={board}
                wide={wide}
                mine={row.userId === myId}
                upsolveColumn={extra > 0}
                rated={rated}
              />
            ))
          )}
          {me && !meBefore ? pinned : null}
          {upsolver ? (
            <Row row={upsolver} board={board} wide={wide} mine upsolveColumn={extra > 0} rated={rated} />
          ) : null}
        </tbody>
      </table>
    </section>
  );
}

// Opaque (amber-400 at 10 % over the page's slate-950): a sticky row slides over the others and must hide them.
const MINE = "sticky top-16 bottom-0 z-[1] bg-[#1b1918] shadow-[inset_3px_0_0_#fbbf24]";

function Row({
  row,
  board,
  wide,
  mine,
  upsolveColumn = false,
  rated,
}: {
  row: ScoreboardRow;
  board: ScoreboardResponse;
  wide: boolean;
  mine: boolean;
  upsolveColumn?: boolean;
  rated: boolean;
}) {
  const cells = new Map(row.problems.map((c) => [c.problemId, c]));
  return (
    <tr
      data-testid={mine ? "standings-my-row" : "standings-row"}
      data-user={row.username}
      aria-current={mine ? "true" : undefined}
      className={mine ? MINE : "bg-slate-900/30"}
    >
      <td className="px-2 py-2.5 align-top font-mono font-semibold text-slate-200 sm:px-3">
        {row.rank || "—"}
      </td>
      <th
        scope="row"
        className="w-full max-w-0 px-2 py-2.5 text-left align-top font-medium text-slate-100 sm:px-3"
      >
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="truncate">{row.username}</span>
          {mine ? <span className="shrink-0 text-xs font-normal text-amber-300">(you)</span> : null}
          {row.unofficial ? <UnofficialBadge /> : null}
        </span>
        {!wide && row.upsolve ? (
          <div className="mt-1.5 flex items-center gap-2 text-xs font-normal text-slate-400">
            Upsolve <UpsolveList cells={row.upsolve} problems={board.problems} />
          </div>
        ) : null}
        {wide ? null : (
          <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={`${row.username}'s problems`}>
            {board.problems.map((p) => (
              <li
                key={p.problemId}
                className="inline-flex items-center gap-1 rounded-md border border-slate-800 bg-slate-950/60 py-0.5 pr-1 pl-1.5 text-xs font-normal"
              >
                <span aria-hidden="true" className="font-semibold text-slate-400">
                  {p.label}
                </span>
                <StandingsCell cell={cells.get(p.problemId)} label={p.label} />
              </li>
            ))}
          </ul>
        )}
      </th>
      <td
        className="px-1 py-2.5 text-center align-top font-semibold text-white sm:px-3"
        data-testid="standings-solved"
      >
        {row.solved}
      </td>
      <td
        className="px-1 py-2.5 text-center align-top text-slate-300 tabular-nums sm:px-3"
        data-testid="standings-penalty"
      >
        {row.penalty}
      </td>
      {rated ? (
        <td className="px-1 py-2.5 text-center align-top sm:px-3">
          <RatingDelta delta={row.ratingDelta} />
        </td>
      ) : null}
      {wide
        ? board.problems.map((p) => (
            <td key={p.problemId} className="px-2 py-2.5 text-center">
              <StandingsCell cell={cells.get(p.problemId)} label={p.label} />
            </td>
          ))
        : null}
      {upsolveColumn ? (
        <td className="px-2 py-2.5 text-center">
          {row.upsolve ? <UpsolveList cells={row.upsolve} problems={board.problems} /> : null}
        </td>
      ) : null}
    </tr>
  );
}
