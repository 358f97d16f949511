import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { Spinner } from "@/components/ui/spinner.tsx";
import type { ClockedContest } from "../../api/get-contests.ts";
import { useStartVirtualRun, useVirtualRun } from "../hooks/use-virtual-run.ts";
import { VirtualClock } from "./virtual-clock.tsx";

/**
 * After the end (issue 26): "Start virtual" takes the contest again on the caller's own clock (the server refuses,
 * with its reason, whoever took part live), "Upsolve" opens the problems to submit outside the ranking. A running
 * run shows its own countdown instead.
 */
export function AfterEndActions({ contest }: { contest: ClockedContest }) {
  const { run, running, left } = useVirtualRun(contest.id, true);
  const start = useStartVirtualRun();
  const first = contest.problems[0];
  if (running) {
    return (
      <div className="flex flex-col gap-2 md:items-end">
        <VirtualClock left={left} />
        <p className="text-sm text-violet-200">Your virtual run is on: open a problem to submit.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 md:items-end">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={start.isPending}
          onClick={() => start.mutate(contest.id)}
          className={buttonClass("primary", "sm")}
        >
          {start.isPending ? <Spinner className="size-4" label="Starting" /> : null}
          Start virtual
        </button>
        {first ? (
          <Link
            to="/contest/$contestId/$problemId"
            params={{ contestId: contest.id, problemId: first.problemId }}
            search={{ mode: "upsolve" }}
            className={buttonClass("secondary", "sm")}
          >
            Upsolve
          </Link>
        ) : null}
      </div>
      {run ? (
        <p data-testid="virtual-last" className="text-sm text-slate-400">
          Your last virtual run: {run.solved} solved, {run.penalty} penalty (unofficial).
        </p>
      ) : null}
    </div>
  );
}
