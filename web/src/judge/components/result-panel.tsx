import { PRETESTS_PASSED, type SubmissionView } from "@grindstone/shared";
import { submissionFigures } from "../utils/figures.ts";
import { firstFailure, isScored, type ProblemLimits, scoreText, verdictHeadline } from "../utils/verdict.ts";
import { PerformanceLine } from "./performance-line.tsx";
import { statusTone, toneClass, verdictExplanation } from "./status-badge.tsx";
import { TestResultRow } from "./test-result-row.tsx";

/** Verdicts whose word alone misleads: the judge's own failures, and a pass on the pretests only (issue 28). */
const EXPLAINED = new Set<string>(["Judge Error", "Internal Error", PRETESTS_PASSED]);

/**
 * The judged run or submission (spec §2.6/§9): verdict, the first failing test and why, success rate,
 * passed and averages over the tests that ran, per-test rows (tests that never ran say "Not run" and why, in the
 * server's words), compiler output.
 */
export function ResultPanel({
  submission,
  limits,
  interactive,
}: {
  submission: SubmissionView;
  limits?: ProblemLimits;
  /** The problem is interactive: each test shows its exchange, and the interactor's files by their names. */
  interactive?: boolean;
}) {
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
        {EXPLAINED.has(submission.status) ? (
          <p className="mt-1 text-sm text-slate-200" data-testid="result-explanation">
            {verdictExplanation(submission.status)}
          </p>
        ) : null}
        {submission.notRunReason && submission.status !== "Compilation Error" ? (
          <p className="mt-1 text-sm text-slate-200" data-testid="result-not-run">
            {figures.notRun} not run. {submission.notRunReason}
          </p>
        ) : null}
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {isScored(submission) ? (
            <Figure label="Score" value={scoreText(submission)} testId="result-score" />
          ) : null}
          <Figure label="Success Rate" value={figures.successRate} testId="result-success-rate" />
          <Figure label="Passed" value={figures.passedOfRan} testId="result-passed" />
          <Figure label="Avg. Runtime" value={figures.averageTime} testId="result-runtime" />
          <Figure label="Avg. Memory" value={figures.averageMemory} testId="result-memory" />
        </dl>
        {submission.kind === "submission" && submission.status === "Accepted" ? (
          <PerformanceLine submissionId={submission.id} />
        ) : null}
      </div>

      {isScored(submission) ? (
        <ul data-testid="result-groups" className="grid gap-2 sm:grid-cols-2">
          {submission.groups.map((g) => (
            <li
              key={g.name}
              data-testid="result-group"
              className="flex items-center justify-between rounded-xl border border-slate-800 bg-slate-900/50 px-3 py-2 text-sm"
            >
              <span className="text-slate-200">{g.name}</span>
              <span className="font-mono text-slate-100">
                {scoreText({ score: g.score, maxScore: g.points })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

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

      {/* A program that did not compile ran no test: the compiler's message is all there is to show. */}
      {submission.testCases.length > 0 && submission.status !== "Compilation Error" ? (
        <ol className="space-y-2">
          {submission.testCases.map((test) => (
            <TestResultRow key={test.testCase} test={test} interactive={interactive} />
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
