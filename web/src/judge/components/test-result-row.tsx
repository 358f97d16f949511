import type { TestCaseResult } from "@grindstone/shared";
import { type ReactNode, useId } from "react";
import { CheckIcon, CloseIcon } from "@/components/ui/icons.tsx";
import { testFigures } from "../utils/figures.ts";
import { wasNotRun } from "../utils/verdict.ts";
import { InteractionLog } from "./interaction-log.tsx";

/**
 * One test of a judged run or submission, as the result panel and an expanded submission show it: pass or fail
 * with its verdict and figures, the visible test's input, expected output and output each in its own block; a test
 * that was not run says why (the server's text) instead of figures. An interactive problem's test shows its
 * exchange, and its input and expected output are the interactor's files, named as such.
 */
export function TestResultRow({
  test,
  interactive = test.interaction !== "",
}: {
  test: TestCaseResult;
  /** The problem is interactive (a screen that does not know the problem goes by the exchange shown). */
  interactive?: boolean;
}) {
  const inputLabel = interactive ? "Interactor input" : "Input";
  const notRun = wasNotRun(test);
  const figures = testFigures(test);
  const mark = notRun ? (
    <span className="text-slate-300">Not run</span>
  ) : test.passed ? (
    <span className="inline-flex items-center gap-1 text-emerald-300">
      <CheckIcon className="size-4" /> Passed
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-rose-300">
      <CloseIcon className="size-4" /> Failed
    </span>
  );
  return (
    <li
      data-testid="test-result"
      data-passed={test.passed}
      data-hidden={test.hidden}
      data-status={test.status}
      className="rounded-xl border border-slate-800 bg-slate-900/50 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-100">
          Test {test.testCase}
          {test.hidden ? <span className="ml-2 font-normal text-slate-300">Hidden test</span> : null}
        </p>
        <div className="flex flex-wrap items-center gap-3 text-xs">
          {mark}
          {notRun ? null : (
            <>
              {test.passed ? null : <span className="text-slate-300">{test.status}</span>}
              <span className="font-mono text-slate-300">{figures.time}</span>
              <span className="font-mono text-slate-300">{figures.memory}</span>
            </>
          )}
        </div>
      </div>
      {test.message ? (
        <p data-testid="checker-message" className="mt-2 text-xs text-slate-200">
          <span className="font-semibold">{interactive ? "Judge" : "Checker"}:</span> {test.message}
        </p>
      ) : null}
      {notRun && test.notRunReason ? (
        <p data-testid="not-run-reason" className="mt-2 text-xs text-slate-300">
          {test.notRunReason}
        </p>
      ) : null}
      {!test.hidden && notRun && test.stdin !== null ? (
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          <Io label={inputLabel} text={test.stdin} />
        </div>
      ) : null}
      {test.interaction && !test.hidden ? (
        <div className="mt-3">
          <InteractionLog interaction={test.interaction} />
        </div>
      ) : null}
      {test.hidden || notRun ? null : (
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          <Io label={inputLabel} text={test.stdin} />
          <Io
            label={interactive ? "Answer file" : "Expected"}
            text={test.expected}
            source={expectedSource(test)}
          />
          <Io label="Your output" text={test.stdout} />
          {test.stderr ? <Io label="Error output" text={test.stderr} wide /> : null}
        </div>
      )}
    </li>
  );
}

/**
 * Where an expected output came from, when the learner did not give it: a Run case left empty takes the reference
 * solution's output (said in words, not only by colour), or has none and the server's note says why.
 */
function expectedSource(test: TestCaseResult): ReactNode {
  if (test.expectedFrom === "reference")
    return (
      <span
        data-testid="expected-from-reference"
        className="rounded border border-sky-400/40 bg-sky-400/10 px-1.5 py-px text-[0.7rem] font-medium text-sky-200"
      >
        from the reference solution
      </span>
    );
  if (test.expectedFrom === "none" && test.note)
    return (
      <span data-testid="expected-note" className="text-[0.7rem] text-slate-300">
        {test.note}
      </span>
    );
  return null;
}

function Io({
  label,
  text,
  wide = false,
  source = null,
}: {
  label: string;
  text: string | null;
  wide?: boolean;
  /** Said beside the label (where the text came from). */
  source?: ReactNode;
}) {
  const labelId = useId();
  // A named group, so "Expected, from the reference solution" is read with the text it is about.
  return (
    <fieldset aria-labelledby={labelId} className={`m-0 min-w-0 border-0 p-0 ${wide ? "md:col-span-3" : ""}`}>
      <p id={labelId} className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-300">
        {label}
        {source}
      </p>
      <pre
        data-testid={`io-${label.toLowerCase().replace(/\s+/g, "-")}`}
        className="max-h-40 overflow-auto rounded-lg bg-slate-950 p-2.5 font-mono text-xs whitespace-pre-wrap text-slate-200"
      >
        {text ?? ""}
      </pre>
    </fieldset>
  );
}
