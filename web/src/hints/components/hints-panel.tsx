import type { ContestLock } from "@grindstone/shared";
import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { ContestLockNotice } from "@/components/ui/contest-lock-notice.tsx";
import { Markdown } from "@/components/ui/markdown/markdown.tsx";
import { useHints } from "../hooks/use-hints.ts";
import { nextHintIndex } from "../utils/next-hint.ts";
import { PanelState } from "./panel-state.tsx";

/**
 * The Hints tab (issue 27): the hints the learner opened, rendered like the statement, then a button for the next
 * one. Opening one moves focus to it and a live region says which it was, so a keyboard or screen-reader user
 * lands on what they asked for. While a live contest holds the problem nothing is fetched: the lock says why.
 */
export function HintsPanel({ problemId, lock }: { problemId: string; lock: ContestLock | null }) {
  const { query, nextHint } = useHints(problemId, lock === null);
  const [justOpened, setJustOpened] = useState<number | null>(null);
  const openedRef = useRef<HTMLLIElement>(null);
  const idBase = useId();
  useEffect(() => {
    if (justOpened !== null) openedRef.current?.focus();
  }, [justOpened]);

  if (lock) return <ContestLockNotice lock={lock} />;
  if (query.isPending || query.isError) return <PanelState label="Loading hints" error={query.error} />;
  const view = query.data;
  if (view.total === 0) return <p className="py-6 text-center text-slate-400">No hints available</p>;
  const next = nextHintIndex(view);
  const open = (index: number) => nextHint.mutate(index, { onSuccess: () => setJustOpened(index) });
  return (
    <div className="space-y-4" data-testid="hints">
      {view.opened.length > 0 ? (
        <ol className="space-y-3">
          {view.opened.map((hint) => (
            <li
              key={hint.index}
              ref={hint.index === justOpened ? openedRef : undefined}
              tabIndex={-1}
              aria-labelledby={`${idBase}-hint-${hint.index}`}
              data-testid="hint"
              className="rounded-xl border border-amber-500/20 bg-amber-500/5 p-4 outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
            >
              <h3 id={`${idBase}-hint-${hint.index}`} className="mb-2 text-sm font-semibold text-amber-200">
                Hint {hint.index + 1} of {view.total}
              </h3>
              <Markdown source={hint.text} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-400">
          {view.total === 1 ? "There is one hint." : `There are ${view.total} hints.`} Open them one at a
          time, only as far as you need.
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {justOpened !== null ? `Hint ${justOpened + 1} of ${view.total} shown.` : ""}
      </p>
      {next !== null ? (
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={nextHint.isPending}
          onClick={() => open(next)}
        >
          Show hint {next + 1} of {view.total}
        </button>
      ) : (
        <p className="text-sm text-slate-400">All hints are shown.</p>
      )}
    </div>
  );
}
