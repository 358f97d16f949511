import type { SubmissionView, TestCaseResult } from "@grindstone/shared";
import { CheckIcon, CloseIcon } from "@/components/ui/icons.tsx";
import { submissionFigures, testFigures } from "../utils/figures.ts";
import { firstFailure, type ProblemLimits, verdictHeadline, wasNotRun } from "../utils/verdict.ts";
import { statusTone, toneClass } from "./status-badge.tsx";

/**
 * The judged run or submission (spec §2.6/§9): verdict, the first failing test and why, success rate,
 * averages over the tests that ran, per-test rows (tests that never ran say "Not run"), compiler output.
 */
export function ResultPanel({ submission, limits }: { submission: SubmissionView; limits?: ProblemLimits }) {
  const figures = submissionFigures(submission);
  const failure = firstFailure(submission, limits);
  return (
    <section aria-label="Result" data-testid="result-panel" className="space-y-4">
      <div
        data-testid="result-summary"
        data-tone={statusTone(submission.status)}
        className={`rounded-2xl border p-4 sm:p-5 ${toneClass(submission.status)}`}
      >
        <p className="text-xs font-semibold tracking-wide uppercase opacity-80">
          {submission.kind === "run" ? "Run result" : "Submission result"}
        </p>
        <h3 className="mt-1 text-2xl font-bold" data-testid="result-status">
          {submission.status}
        </h3>
        <p className="mt-1 text-sm text-slate-200" data-testid="result-headline">
          {verdictHeadline(submission)}
        </p>
        {failure ? (
          <p className="mt-1 text-sm font-medium text-slate-100" data-testid="result-reason">
            {failure}
          </p>
        ) : null}
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Success Rate" value={figures.successRate} testId="result-success-rate" />
          <Figure label="Passed" value={`${figures.passed} / ${figures.total}`} testId="result-passed" />
          <Figure label="Avg. Runtime" value={figures.averageTime} testId="result-runtime" />
          <Figure label="Avg. Memory" value={figures.averageMemory} testId="result-memory" />
        </dl>
      </div>

      {submission.compileOutput ? (
        <div>
          <h4 className="mb-2 text-sm font-semibold text-slate-300">Compiler output</h4>
          <pre
            data-testid="compile-output"
            className="max-h-64 overflow-auto rounded-xl border border-slate-800 bg-slate-950 p-4 font-mono text-xs text-rose-200"
          >
            {submission.compileOutput}
          </pre>
        </div>
      ) : null}

      {submission.testCases.length > 0 ? (
        <ol className="space-y-2">
          {submission.testCases.map((test) => (
            <TestResultRow key={test.testCase} test={test} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-950/40 px-3 py-2">
      <dt className="text-xs text-slate-300">{label}</dt>
      <dd className="mt-0.5 font-mono text-sm font-semibold text-slate-100" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function TestResultRow({ test }: { test: TestCaseResult }) {
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
      {test.hidden || notRun ? null : (
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          <Io label="Input" text={test.stdin} />
          <Io label="Expected" text={test.expected} />
          <Io label="Your output" text={test.stdout} />
          {test.stderr ? <Io label="Error output" text={test.stderr} wide /> : null}
        </div>
      )}
    </li>
  );
}

function Io({ label, text, wide = false }: { label: string; text: string | null; wide?: boolean }) {
  return (
    <div className={wide ? "md:col-span-3" : undefined}>
      <p className="mb-1 text-xs text-slate-300">{label}</p>
      <pre
        data-testid={`io-${label.toLowerCase().replace(/\s+/g, "-")}`}
        className="max-h-40 overflow-auto rounded-lg bg-slate-950 p-2.5 font-mono text-xs whitespace-pre-wrap text-slate-200"
      >
        {text ?? ""}
      </pre>
    </div>
  );
}
