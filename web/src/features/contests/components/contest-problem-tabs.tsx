import type { Language, ProblemDetail } from "@grindstone/shared";
import { LANGUAGE_LABEL } from "@grindstone/shared";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ContestLockNotice } from "@/components/ui/contest-lock-notice.tsx";
import { Markdown } from "@/components/ui/markdown/markdown.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { SubmissionList } from "@/judge/components/submission-list.tsx";
import { contestSubmissionsQueryOptions } from "../api/contest-stats.ts";
import { TabStrip } from "./tab-strip.tsx";

const TABS = ["Description", "Submissions", "Discussion", "Hints"] as const;

/** Spec §2.13: Description, Submissions (this contest's, fetched when opened), Discussion, Hints. */
export function ContestProblemTabs({
  contestId,
  problem,
  language,
  discussion,
}: {
  contestId: string;
  problem: ProblemDetail;
  language: Language;
  discussion: ReactNode;
}) {
  const [tab, setTab] = useState<(typeof TABS)[number]>("Description");
  return (
    <TabStrip tabs={TABS} active={tab} onSelect={setTab} label="Problem">
      {tab === "Description" ? <Description problem={problem} language={language} /> : null}
      {tab === "Submissions" ? <Submissions contestId={contestId} problemId={problem.id} /> : null}
      {tab === "Discussion" ? discussion : null}
      {tab === "Hints" ? (
        problem.contestLock ? (
          <ContestLockNotice lock={problem.contestLock} />
        ) : problem.hints.trim() ? (
          <div className="rounded-xl border border-amber-500/20 bg-amber-500/5 p-4">
            <Markdown source={problem.hints} />
          </div>
        ) : (
          <p className="py-6 text-center text-slate-400">No hints available</p>
        )
      ) : null}
    </TabStrip>
  );
}

function Submissions({ contestId, problemId }: { contestId: string; problemId: string }) {
  const { data, isPending } = useQuery(contestSubmissionsQueryOptions(contestId, problemId));
  if (isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading submissions" />
      </div>
    );
  }
  return <SubmissionList submissions={data ?? []} emptyText="No submissions available." />;
}

function Description({ problem, language }: { problem: ProblemDetail; language: Language }) {
  const example = problem.examples[language];
  return (
    <div className="space-y-8" data-testid="problem-description">
      <Markdown source={problem.description} />
      {example ? (
        <section aria-label="Example">
          <h3 className="mb-3 text-lg font-semibold text-white">
            Example <span className="text-sm font-normal text-slate-400">({LANGUAGE_LABEL[language]})</span>
          </h3>
          <div className="space-y-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4 text-sm">
            <Block label="Input" text={example.input} />
            <Block label="Output" text={example.output} />
            {example.explanation ? (
              <div>
                <p className="mb-1 font-semibold text-slate-300">Explanation</p>
                <Markdown source={example.explanation} />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}
      <section aria-label="Constraints">
        <h3 className="mb-3 text-lg font-semibold text-white">Constraints</h3>
        <Markdown source={problem.constraints} />
      </section>
    </div>
  );
}

export function Block({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p className="mb-1 font-semibold text-slate-300">{label}</p>
      <pre className="overflow-x-auto rounded-lg bg-slate-950 p-3 font-mono text-xs whitespace-pre-wrap text-slate-200">
        {text}
      </pre>
    </div>
  );
}
