import { LANGUAGE_LABEL, type SubmissionView } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons.tsx";
import { outputText, submissionFigures } from "../utils/figures.ts";
import { openingsText } from "../utils/openings.ts";
import { isScored, scoreText } from "../utils/verdict.ts";
import { StatusBadge } from "./status-badge.tsx";
import { TestResultRow } from "./test-result-row.tsx";

interface SubmissionListProps {
  submissions: SubmissionView[];
  /** Shown when the list is empty (spec §8: "No submissions available." / "No submissions found"). */
  emptyText: string;
  /** Adds a link to each submission's problem (the profile lists every problem's submissions). */
  linkToProblem?: boolean;
  /** Adds "Load into editor" to each open row (the problem page passes its editor's loader). */
  onLoad?: (submission: SubmissionView) => void;
}

/** Expandable submission rows (spec §2.7): status, language, time; open for code, each test's input, output and
 * figures (tests that were not run say why), and the averages. */
export function SubmissionList({
  submissions,
  emptyText,
  linkToProblem = false,
  onLoad,
}: SubmissionListProps) {
  if (submissions.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-700 p-8 text-center text-slate-400">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="space-y-2" data-testid="submission-list">
      {submissions.map((s) => (
        <SubmissionRow key={s.id} submission={s} linkToProblem={linkToProblem} onLoad={onLoad} />
      ))}
    </ul>
  );
}

function SubmissionRow({
  submission,
  linkToProblem,
  onLoad,
}: {
  submission: SubmissionView;
  linkToProblem: boolean;
  onLoad?: (submission: SubmissionView) => void;
}) {
  const [open, setOpen] = useState(false);
  const figures = submissionFigures(submission);
  const detailsId = `submission-${submission.id}`;
  return (
    <li data-testid="submission-row" className="rounded-xl border border-slate-800 bg-slate-900/50">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-left text-sm transition hover:bg-slate-800/40"
      >
        <StatusBadge status={submission.status} />
        {submission.laterFailure ? (
          <span
            data-testid="later-failure"
            title={`A test added later (from an approved challenge) gives ${submission.laterFailure.status}`}
            className="inline-flex items-center gap-1 rounded-full border border-rose-500/50 px-2.5 py-0.5 text-xs font-semibold text-rose-200"
          >
            <span aria-hidden="true">⚠</span> Failed a later test
          </span>
        ) : null}
        {isScored(submission) ? (
          <span data-testid="submission-score" className="font-mono text-xs text-slate-300">
            {scoreText(submission)}
          </span>
        ) : null}
        <span className="font-medium text-slate-200">{LANGUAGE_LABEL[submission.language]}</span>
        <time dateTime={submission.createdAt} className="text-slate-400">
          {new Date(submission.createdAt).toLocaleString()}
        </time>
        {openingsText(submission).map((text) => (
          <span
            key={text}
            data-testid="submission-openings"
            className="rounded-full border border-amber-500/30 px-2 py-0.5 text-xs text-amber-200"
          >
            {text}
          </span>
        ))}
        <span className="ml-auto font-mono text-xs text-slate-400">
          {figures.averageTime} · {figures.averageMemory}
        </span>
        <ChevronDownIcon className={`size-4 text-slate-400 transition ${open ? "rotate-180" : ""}`} />
      </button>
      {open ? (
        <div id={detailsId} className="space-y-3 border-t border-slate-800 px-4 py-4 text-sm">
          {linkToProblem ? (
            <Link
              to="/problem/$id"
              params={{ id: submission.problemId }}
              className="font-medium text-amber-400 hover:text-amber-300"
            >
              Open problem
            </Link>
          ) : null}
          {onLoad ? (
            <button
              type="button"
              onClick={() => onLoad(submission)}
              className="rounded-lg border border-slate-700 px-3 py-1.5 text-xs font-semibold text-amber-300 transition hover:border-amber-400/60 hover:bg-slate-800"
            >
              Load into editor
            </button>
          ) : null}
          <Block label="Source code" text={submission.sourceCode} />
          {submission.compileOutput ? (
            <Block label="Compiler output" text={submission.compileOutput} />
          ) : null}
          {submission.status === "Compilation Error" ? null : submission.testCases.length > 0 ? (
            <div>
              <p className="mb-1 text-xs text-slate-400">Tests</p>
              <ol className="space-y-2" data-testid="submission-tests">
                {submission.testCases.map((test) => (
                  <TestResultRow key={test.testCase} test={test} />
                ))}
              </ol>
            </div>
          ) : (
            // Nothing judged yet (or a result without per-test rows): the inputs and outputs as the lists hold them.
            <div className="grid gap-3 md:grid-cols-2">
              <Block label="Input" text={submission.stdin ?? ""} />
              <Block label="Output" text={outputText(submission.stdout)} />
            </div>
          )}
          <dl className="flex flex-wrap gap-6 text-xs text-slate-400">
            <div>
              <dt>Time</dt>
              <dd className="font-mono text-slate-200">{figures.averageTime}</dd>
            </div>
            <div>
              <dt>Memory</dt>
              <dd className="font-mono text-slate-200">{figures.averageMemory}</dd>
            </div>
            <div>
              <dt>Passed</dt>
              <dd className="font-mono text-slate-200">{figures.passedOfRan}</dd>
            </div>
            {figures.notRun > 0 ? (
              <div>
                <dt>Not run</dt>
                <dd className="font-mono text-slate-200">{figures.notRun}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
    </li>
  );
}

function Block({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p className="mb-1 text-xs text-slate-400">{label}</p>
      <pre className="max-h-72 overflow-auto rounded-lg bg-slate-950 p-3 font-mono text-xs whitespace-pre-wrap text-slate-200">
        {text}
      </pre>
    </div>
  );
}
