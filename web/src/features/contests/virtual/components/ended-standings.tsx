import { SCOREBOARD_PAGE_SIZE } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "@/components/ui/pager.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { StandingsPanel } from "../../components/standings-panel.tsx";
import { StandingsTable } from "../../components/standings-table.tsx";
import { virtualScoreboardQueryOptions } from "../api/virtual-run.ts";
import { useVirtualRun } from "../hooks/use-virtual-run.ts";

const VIEWS = ["Official", "Virtual"] as const;

/**
 * An ended contest's standings, with a "Virtual" toggle once the caller has a virtual run: the official rows as
 * they stood at the run's elapsed time, the run's row among them marked Unofficial.
 */
export function EndedStandings({ contestId, myId }: { contestId: string; myId: string }) {
  const { run, running } = useVirtualRun(contestId, true);
  const [chosen, setView] = useState<(typeof VIEWS)[number] | null>(null);
  // Until the caller chooses: the virtual board while their run is on, else the official one.
  const view = chosen ?? (running ? "Virtual" : "Official");
  return (
    <div className="space-y-4">
      {run ? (
        <fieldset className="inline-flex rounded-xl border border-slate-800 p-1">
          <legend className="sr-only">Standings view</legend>
          {VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={`rounded-lg px-3 py-1.5 text-sm font-medium ${view === v ? "bg-slate-700 text-white" : "text-slate-300 hover:text-white"}`}
            >
              {v}
            </button>
          ))}
        </fieldset>
      ) : null}
      {run && view === "Virtual" ? (
        <VirtualStandings contestId={contestId} myId={myId} />
      ) : (
        <StandingsPanel contestId={contestId} myId={myId} />
      )}
    </div>
  );
}

function VirtualStandings({ contestId, myId }: { contestId: string; myId: string }) {
  const [page, setPage] = useState(1);
  const { data: board, isPending, isError } = useQuery(virtualScoreboardQueryOptions(contestId, page));
  if (isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading standings" />
      </div>
    );
  }
  if (isError) return <p className="py-8 text-center text-rose-200">The standings could not be loaded.</p>;
  const minute = Math.floor((board.virtual?.elapsedSeconds ?? 0) / 60);
  return (
    <div className="space-y-4">
      <p
        data-testid="virtual-standings-note"
        className="rounded-xl border border-violet-500/30 bg-violet-500/10 px-4 py-3 text-sm text-violet-100"
      >
        {board.virtual?.status === "RUNNING"
          ? `Virtual run, minute ${minute}: the official standings as they stood at the same minute, with you among them (unofficial).`
          : "Your finished virtual run among the final official standings (unofficial)."}
      </p>
      <StandingsTable board={board} myId={myId} />
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(board.total / (board.size || SCOREBOARD_PAGE_SIZE.default)))}
        onPageChange={setPage}
        label="Virtual standings pages"
      />
    </div>
  );
}
