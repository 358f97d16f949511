import type { Language, ProblemDetail } from "@grindstone/shared";
import { LANGUAGE_LABEL } from "@grindstone/shared";
import { Markdown } from "@/components/ui/markdown/markdown.tsx";
import { InteractionLog } from "@/judge/components/interaction-log.tsx";
import { ProblemAttribution } from "./problem-attribution.tsx";

/**
 * Spec §2.6: the statement, the example for the current language, and the constraints. An interactive problem says
 * so, and its example is the exchange of each visible test with the reference solution (recorded when it was
 * saved, or an imported package's sample transcripts, kept with the example): its stored input and output are the
 * interactor's files, which would mislead as stdin and stdout. An imported problem's credit follows the statement;
 * its constraints are in its statement, so an empty Constraints section is not shown.
 */
export function DescriptionTab({ problem, language }: { problem: ProblemDetail; language: Language }) {
  const example = problem.examples[language];
  const interactive = problem.judging.type === "interactive";
  const exchanges = interactive
    ? [
        ...problem.testcases.filter((t) => !t.hidden && t.interaction).map((t) => t.interaction),
        ...(example?.interactions ?? []),
      ]
    : [];
  return (
    <div className="space-y-8" data-testid="problem-description">
      <Markdown source={problem.description} />
      <ProblemAttribution attribution={problem.attribution} />

      {interactive ? (
        <p
          role="note"
          data-testid="interactive-note"
          className="rounded-xl border border-sky-400/30 bg-sky-400/5 px-4 py-3 text-sm text-sky-100"
        >
          This problem is interactive: your program talks to a judge program through standard input and
          output. Flush after every line.
        </p>
      ) : null}

      {exchanges.length > 0 ? (
        <section aria-labelledby="example-heading" data-testid="sample-interactions">
          <h3 id="example-heading" className="mb-3 text-lg font-semibold text-white">
            {exchanges.length > 1 ? "Examples" : "Example"}
          </h3>
          <div className="space-y-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 text-sm">
            {exchanges.map((interaction, i) => (
              <InteractionLog
                // biome-ignore lint/suspicious/noArrayIndexKey: the problem's visible tests, in their stored order.
                key={i}
                interaction={interaction}
                title={exchanges.length > 1 ? `Sample interaction ${i + 1}` : "Sample interaction"}
              />
            ))}
            <Explanation text={example?.explanation} />
          </div>
        </section>
      ) : example ? (
        <section aria-labelledby="example-heading">
          <h3 id="example-heading" className="mb-3 text-lg font-semibold text-white">
            Example <span className="text-sm font-normal text-slate-400">({LANGUAGE_LABEL[language]})</span>
          </h3>
          <div className="space-y-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4 text-sm">
            <ExampleField label="Input" text={example.input} />
            <ExampleField label="Output" text={example.output} />
            <Explanation text={example.explanation} />
          </div>
        </section>
      ) : null}

      {problem.constraints.trim() !== "" ? (
        <section aria-labelledby="constraints-heading">
          <h3 id="constraints-heading" className="mb-3 text-lg font-semibold text-white">
            Constraints
          </h3>
          <Markdown source={problem.constraints} />
        </section>
      ) : null}
    </div>
  );
}

function ExampleField({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p className="mb-1 font-semibold text-slate-300">{label}</p>
      <pre className="overflow-x-auto rounded-lg bg-slate-950 p-3 font-mono text-xs whitespace-pre-wrap text-slate-200">
        {text}
      </pre>
    </div>
  );
}

/** An example's explanation, under the sample exchange or the stdin/stdout example alike. */
function Explanation({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div>
      <p className="mb-1 font-semibold text-slate-300">Explanation</p>
      <Markdown source={text} />
    </div>
  );
}
