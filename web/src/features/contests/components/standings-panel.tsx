import { SCOREBOARD_PAGE_SIZE } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "@/components/ui/pager.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { scoreboardQueryOptions } from "../api/get-scoreboard.ts";
import { useLiveScoreboard } from "../hooks/use-live-scoreboard.ts";
import { useContestRated } from "../ratings/use-contest-rated.ts";
import { StandingsTable } from "./standings-table.tsx";

/** The Standings tab: live while open (the room is joined only then), a page at a time. */
export function StandingsPanel({ contestId, myId }: { contestId: string; myId: string }) {
  const [page, setPage] = useState(1);
  const { data: board, isPending, isError } = useQuery(scoreboardQueryOptions(contestId, page));
  useLiveScoreboard(contestId);
  useContestRated(contestId);

  if (isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading standings" />
      </div>
    );
  }
  if (isError) return <p className="py-8 text-center text-rose-200">The standings could not be loaded.</p>;
  const size = board.size || SCOREBOARD_PAGE_SIZE.default;
  return (
    <div className="space-y-4">
      {board.frozen ? (
        <p
          data-testid="standings-frozen"
          className="rounded-xl border border-sky-500/30 bg-sky-500/10 px-4 py-3 text-sm text-sky-200"
        >
          Frozen: the standings show the board as it was at the freeze. Later tries show as "?" until the
          contest ends; your own results stay visible to you.
        </p>
      ) : null}
      <StandingsTable board={board} myId={myId} />
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(board.total / size))}
        onPageChange={setPage}
        label="Standings pages"
      />
    </div>
  );
}
