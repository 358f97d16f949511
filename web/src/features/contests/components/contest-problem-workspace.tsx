import { LANGUAGE_IDS, MAX_RUN_CASES, type ProblemDetail } from "@grindstone/shared";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useMemo, useState } from "react";
import { useCodeDrafts } from "@/components/editor/use-code-drafts.ts";
import { type PhoneTab, PhoneTabs } from "@/components/layout/phone-tabs.tsx";
import { ProblemHeader } from "@/components/problem/problem-header.tsx";
import { ProblemTabs } from "@/components/problem/problem-tabs.tsx";
import { buttonClass } from "@/components/ui/button-styles.ts";
import { JudgeProgress } from "@/judge/components/judge-progress.tsx";
import { ResultPanel } from "@/judge/components/result-panel.tsx";
import { SubmissionsTab } from "@/judge/components/submissions-tab.tsx";
import { useJudge } from "@/judge/hooks/use-judge.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { contestSubmissionsQueryOptions } from "../api/contest-stats.ts";
import type { ClockedContest } from "../api/get-contests.ts";
import { useRefetchOnTransition } from "../hooks/use-contest-events.ts";
import { useServerNow } from "../hooks/use-server-now.ts";
import { serverOffset } from "../lib/server-clock.ts";
import { countdownTarget, effectiveStatus } from "../lib/status.ts";
import { AfterEndNotice } from "../virtual/components/after-end-notice.tsx";
import { VirtualClock } from "../virtual/components/virtual-clock.tsx";
import { useAfterEndMode } from "../virtual/hooks/use-after-end-mode.ts";
import { ContestCodePane } from "./contest-code-pane.tsx";
import { ContestCountdown } from "./contest-countdown.tsx";
import { TestCasesTable } from "./test-cases-table.tsx";

/**
 * Spec §2.13: statement and tabs on the left; editor, Run and Submit (each carrying the contest's id, which the
 * server checks) and the test cases or the result on the right. Below the lg breakpoint, one of Description ·
 * Code · Result at a time, as on the practice page. The clock sticks under the nav bar (in the phone tab strip, or
 * a bar of its own with the way back to the contest), so the time left is always in view. Judging is closed once
 * the server's clock reaches the end; then the problem can be practised on its own page.
 */
export function ContestProblemWorkspace({
  contest,
  problem,
  userId,
  discussion,
  upsolve = false,
}: {
  contest: ClockedContest;
  problem: ProblemDetail;
  userId: string;
  discussion: ReactNode;
  /** Opened for upsolving (`?mode=upsolve`): after the end, Submit carries `upsolve: true`. */
  upsolve?: boolean;
}) {
  const now = useServerNow(serverOffset(contest));
  const status = effectiveStatus(contest, now);
  useRefetchOnTransition(contest, status);
  const target = countdownTarget(contest, status);
  const afterEnd = useAfterEndMode(contest.id, status, upsolve);
  // Drafts apart from the practice page's, so a contest starts from the starter code.
  const code = useCodeDrafts(problem, userId, `contest:${contest.id}:${problem.id}`);
  const judge = useJudge(problem.id);
  const tests = useMemo(() => problem.testcases.filter((t) => !t.hidden), [problem.testcases]);

  const body = () => {
    const cases = tests.slice(0, MAX_RUN_CASES);
    return {
      source_code: code.currentCode(),
      language_id: LANGUAGE_IDS[code.language],
      stdin: cases.map((t) => t.input),
      expected_outputs: cases.map((t) => t.output),
      problemId: problem.id,
      contestId: contest.id,
      ...(afterEnd.mode === "upsolve" ? { upsolve: true } : {}),
    };
  };
  const closedReason =
    afterEnd.mode === "virtual" || afterEnd.mode === "upsolve"
      ? null
      : status === "ENDED"
        ? "The contest has ended."
        : status === "UPCOMING"
          ? "The contest has not started yet."
          : null;
  const isPhone = useMediaQuery("(max-width: 1023px)");
  const [phoneTab, setPhoneTab] = useState<PhoneTab>("Description");
  const paneClass = (tab: PhoneTab) => `${phoneTab === tab ? "" : "hidden"} min-w-0 lg:block`;
  const start = (action: typeof judge.run) => {
    action(body());
    setPhoneTab("Result");
  };
  const clock =
    afterEnd.mode === "virtual" ? (
      <VirtualClock left={afterEnd.left} inline />
    ) : (
      <ContestCountdown status={status} left={target === null ? 0 : target - now} inline />
    );
  const backLink = (
    <nav aria-label="Breadcrumb" className="min-w-0 truncate text-sm">
      <Link
        to="/contest/$id"
        params={{ id: contest.id }}
        className="text-slate-300 underline-offset-4 hover:text-amber-300 hover:underline"
      >
        ← {contest.title}
      </Link>
    </nav>
  );

  return (
    <>
      {isPhone ? (
        <PhoneTabs active={phoneTab} onSelect={setPhoneTab} trailing={clock} />
      ) : (
        <div
          data-testid="contest-bar"
          className="sticky top-16 z-10 -mx-4 mb-4 flex items-center justify-between gap-4 border-b border-slate-800 bg-slate-950/95 px-4 py-2.5 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
        >
          {backLink}
          {clock}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div
          id="phone-pane-Description"
          className={`${paneClass("Description")} space-y-6 rounded-2xl border border-slate-800 bg-slate-900/40 p-4 sm:p-6`}
        >
          <ProblemHeader problem={problem} variant="contest" breadcrumb={isPhone ? backLink : null}>
            {status === "ENDED" ? (
              <Link
                to="/problem/$id"
                params={{ id: problem.id }}
                className={buttonClass("secondary", "sm")}
                data-testid="practise-link"
              >
                Practise this problem
              </Link>
            ) : null}
          </ProblemHeader>
          <ProblemTabs
            problem={problem}
            language={code.language}
            submissions={<SubmissionsTab query={contestSubmissionsQueryOptions(contest.id, problem.id)} />}
            discussion={discussion}
          />
        </div>
        <div className="min-w-0 space-y-6">
          <div id="phone-pane-Code" className={`${paneClass("Code")} space-y-3`}>
            <AfterEndNotice mode={afterEnd} />
            <ContestCodePane
              userId={userId}
              code={code}
              isRunning={judge.isRunning}
              isSubmitting={judge.isSubmitting}
              closedReason={closedReason}
              onRun={() => start(judge.run)}
              onSubmit={() => start(judge.submit)}
            />
          </div>
          <div
            id="phone-pane-Result"
            className={`${paneClass("Result")} rounded-2xl border border-slate-800 bg-slate-900/40 p-4`}
          >
            {judge.progress ? (
              <JudgeProgress progress={judge.progress} kind={judge.isRunning ? "run" : "submission"} />
            ) : judge.result ? (
              <ResultPanel
                submission={judge.result}
                limits={problem}
                interactive={problem.judging.type === "interactive"}
              />
            ) : (
              <TestCasesTable tests={tests} interactive={problem.judging.type === "interactive"} />
            )}
          </div>
        </div>
      </div>
    </>
  );
}
