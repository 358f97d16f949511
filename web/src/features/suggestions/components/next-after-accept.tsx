import { useQuery } from "@tanstack/react-query";
import { suggestionsQueryOptions } from "../api/get-suggestions.ts";
import { SuggestionList } from "./suggestion-list.tsx";

/** Up to three: after a solve, a short choice of where to go next. */
const AFTER_ACCEPT_LIMIT = 3;

/**
 * Shown under the result of an Accepted submission (issue 27): the next problems, asked for `after` that submission
 * so the solve just made counts and its problem's tags come first. Renders nothing until they arrive, or if none.
 */
export function NextAfterAccept({ submissionId }: { submissionId: string }) {
  const { data } = useQuery(suggestionsQueryOptions({ limit: AFTER_ACCEPT_LIMIT, after: submissionId }));
  if (!data || data.suggestions.length === 0) return null;
  return (
    <section
      aria-labelledby="next-after-accept-heading"
      data-testid="next-after-accept"
      className="mt-4 rounded-2xl border border-slate-800 bg-slate-900/40 p-4"
    >
      <h4 id="next-after-accept-heading" className="mb-2 text-sm font-semibold text-slate-200">
        Next problems for you
      </h4>
      <SuggestionList suggestions={data.suggestions} />
    </section>
  );
}
