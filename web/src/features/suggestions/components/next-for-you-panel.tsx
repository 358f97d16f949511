import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons.tsx";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/use-media-query.ts";
import { suggestionsQueryOptions } from "../api/get-suggestions.ts";
import { SuggestionList } from "./suggestion-list.tsx";

/** How many the problems list shows: a glance, not a second list. */
const LIST_PANEL_LIMIT = 3;

/**
 * "Next for you" on the problems list (issue 27): a few unsolved problems just above the learner's level, each with
 * one line saying why. Quiet while loading or when the request fails: the list below is the page's point. On a
 * phone it folds behind its heading (a disclosure button, like the filters): open, it took 300 px and pushed the
 * first problem off the first screen.
 */
export function NextForYouPanel() {
  const { data, isError } = useQuery(suggestionsQueryOptions({ limit: LIST_PANEL_LIMIT }));
  const wide = useMediaQuery(WIDE_SCREEN);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  if (!data && !isError) return null;
  const count = data?.suggestions.length ?? 0;
  const level = data ? (
    <p className="text-sm text-slate-300" data-testid="next-for-you-level">
      {data.skill.newcomer ? "Solve a few to set your level" : `Your level: ${data.skill.overall}`}
    </p>
  ) : null;
  const body = isError ? (
    <p className="text-sm text-slate-300">Suggestions are unavailable right now.</p>
  ) : count > 0 ? (
    <SuggestionList suggestions={data!.suggestions} />
  ) : (
    <p className="text-sm text-slate-300">Nothing unsolved just above your level right now.</p>
  );

  if (wide)
    return (
      <Panel>
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="next-for-you-heading" className="text-lg font-semibold text-white">
            Next for you
          </h2>
          {level}
        </div>
        {body}
      </Panel>
    );
  return (
    <Panel>
      <h2 id="next-for-you-heading" className="text-base font-semibold text-white">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-2 text-left"
        >
          <span>
            Next for you
            {count > 0 ? (
              <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs text-slate-950">
                {count}
              </span>
            ) : null}
          </span>
          <ChevronDownIcon className={`size-4 transition ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="mt-3 space-y-3">
        {open ? (
          <>
            {level}
            {body}
          </>
        ) : null}
      </div>
    </Panel>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="next-for-you-heading"
      data-testid="next-for-you"
      className="mb-6 rounded-2xl border border-slate-800 bg-slate-900/40 p-4 sm:p-5"
    >
      {children}
    </section>
  );
}
