import { fasterThanText, figuresText, LANGUAGE_LABEL, type Language } from "@grindstone/shared";
import { usePerformance } from "../hooks/use-performance.ts";

/**
 * The accepted submission's measured performance (issue 27): CPU time of its heaviest test (the fastest of several
 * runs on an idle slot, with their spread), peak memory, and where it stands among other learners' accepted programs in the
 * same language. Announced politely: it arrives a few seconds after the verdict.
 */
export function PerformanceLine({ submissionId }: { submissionId: string }) {
  const perf = usePerformance(submissionId);
  if (!perf) return null;
  const language = LANGUAGE_LABEL[perf.language as Language];
  let text: string;
  let detail: string | null = null;
  if (perf.status === "PENDING") text = "Measuring performance…";
  else if (perf.status === "FAILED") text = `Performance could not be measured: ${perf.message}`;
  else {
    text =
      fasterThanText(perf) ??
      `Not enough accepted ${language} solutions from other learners to compare with yet`;
    detail = figuresText(perf);
  }
  return (
    <div
      data-testid="result-performance"
      data-status={perf.status}
      aria-live="polite"
      className="mt-3 rounded-xl bg-slate-950/40 px-3 py-2 text-sm"
    >
      <p className="font-medium text-slate-100" data-testid="result-performance-rank">
        {text}
      </p>
      {detail ? (
        <p className="mt-0.5 font-mono text-xs text-slate-300" data-testid="result-performance-figures">
          {detail}
        </p>
      ) : null}
    </div>
  );
}
