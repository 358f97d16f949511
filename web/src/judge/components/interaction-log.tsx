import { useId } from "react";
import { type InteractionLine, interactionLines } from "../utils/interaction.ts";

// Each side's gutter word and colour. The word says who, so the colour is never the only sign (WCAG 1.4.1).
const SIDE = {
  program: { label: "You", line: "text-amber-100", gutter: "text-amber-300" },
  judge: { label: "Judge", line: "text-sky-100", gutter: "text-sky-300" },
} as const;

/**
 * An interactive test's exchange between the learner's program and the problem's interactor, line by line with
 * who said it in the gutter: a result's test (TestCaseResult.interaction) or a sample on the statement (the
 * reference solution's exchange). Scrolls when long; a record cut at its size limit ends with "(cut)".
 */
export function InteractionLog({
  interaction,
  title = "Interaction",
}: {
  interaction: string;
  title?: string;
}) {
  const titleId = useId();
  const lines = interactionLines(interaction);
  return (
    <section aria-labelledby={titleId} data-testid="interaction" className="min-w-0">
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-xs">
        <p id={titleId} className="font-semibold text-slate-200">
          {title}
        </p>
        <p className="text-slate-300">
          <span className={`font-semibold ${SIDE.program.gutter}`}>You</span>: your program ·{" "}
          <span className={`font-semibold ${SIDE.judge.gutter}`}>Judge</span>: the interactor
        </p>
      </div>
      <ol
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        tabIndex={0}
        aria-labelledby={titleId}
        className="max-h-64 overflow-auto rounded-lg bg-slate-950 py-2 font-mono text-xs focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the exchange's lines, in the order they were said.
          <Line key={i} line={line} />
        ))}
      </ol>
    </section>
  );
}

function Line({ line }: { line: InteractionLine }) {
  if (line.from === "cut")
    return (
      <li data-testid="interaction-line" data-from="cut" className="px-2.5 py-0.5 text-slate-400 italic">
        <span className="inline-block w-12 shrink-0" />
        (cut)
      </li>
    );
  const side = SIDE[line.from];
  return (
    <li
      data-testid="interaction-line"
      data-from={line.from}
      className={`flex gap-2 px-2.5 py-0.5 ${line.from === "judge" ? "bg-sky-400/5" : ""}`}
    >
      <span className={`w-12 shrink-0 text-right font-semibold select-none ${side.gutter}`}>
        {side.label}
      </span>
      <span className={`min-w-0 break-all whitespace-pre-wrap ${side.line}`}>{line.text}</span>
    </li>
  );
}
