import type { Language, ProblemDetail } from "@grindstone/shared";
import { LANGUAGE_LABEL } from "@grindstone/shared";
import { Markdown } from "@/components/ui/markdown/markdown.tsx";

/** Spec §2.6: the statement, the example for the current language, and the constraints. */
export function DescriptionTab({ problem, language }: { problem: ProblemDetail; language: Language }) {
  const example = problem.examples[language];
  return (
    <div className="space-y-8" data-testid="problem-description">
      <Markdown source={problem.description} />

      {example ? (
        <section aria-labelledby="example-heading">
          <h3 id="example-heading" className="mb-3 text-lg font-semibold text-white">
            Example <span className="text-sm font-normal text-slate-400">({LANGUAGE_LABEL[language]})</span>
          </h3>
          <div className="space-y-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4 text-sm">
            <ExampleField label="Input" text={example.input} />
            <ExampleField label="Output" text={example.output} />
            {example.explanation ? (
              <div>
                <p className="mb-1 font-semibold text-slate-300">Explanation</p>
                <Markdown source={example.explanation} />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="constraints-heading">
        <h3 id="constraints-heading" className="mb-3 text-lg font-semibold text-white">
          Constraints
        </h3>
        <Markdown source={problem.constraints} />
      </section>
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
