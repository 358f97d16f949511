import {
  LANGUAGE_IDS,
  LANGUAGE_LABEL,
  type Language,
  type ProblemDetail,
  type SubmissionView,
} from "@grindstone/shared";
import { type ReactNode, useMemo, useState } from "react";
import { useCodeDrafts } from "@/components/editor/use-code-drafts.ts";
import { type PhoneTab, PhoneTabs } from "@/components/layout/phone-tabs.tsx";
import { ProblemHeader } from "@/components/problem/problem-header.tsx";
import { ProblemTabs } from "@/components/problem/problem-tabs.tsx";
import { EditorialPanel } from "@/hints/components/editorial-panel.tsx";
import { problemSubmissionsQueryOptions } from "@/judge/api/get-submissions.ts";
import { JudgeProgress } from "@/judge/components/judge-progress.tsx";
import { ResultPanel } from "@/judge/components/result-panel.tsx";
import { SubmissionsTab } from "@/judge/components/submissions-tab.tsx";
import { useJudge } from "@/judge/hooks/use-judge.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { useCustomCases } from "../hooks/use-custom-cases.ts";
import { useRunShortcuts } from "../hooks/use-run-shortcuts.ts";
import { runInputs } from "../utils/custom-cases.ts";
import { BottomPanel, type BottomTab } from "./bottom-panel.tsx";
import { CodePane } from "./code-pane.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { TestcasePanel } from "./testcase-panel.tsx";

type Question = { title: string; text: string; confirm: string; onConfirm: () => void };

/**
 * One problem's panes: statement and tabs on the left, editor with Run/Submit and the Testcase / Test Result
 * panel on the right; below the lg breakpoint, one of Description · Code · Result at a time. The parent keys
 * it by problem id, so another problem starts over from its own drafts.
 */
export function ProblemWorkspace({
  problem,
  userId,
  discussion,
  afterAccepted,
  challenge,
}: {
  problem: ProblemDetail;
  userId: string;
  discussion: ReactNode;
  /** Shown under an Accepted submission's result (the route hands in the suggestions feature's next problems). */
  afterAccepted?: (submissionId: string) => ReactNode;
  challenge?: ReactNode;
}) {
  const code = useCodeDrafts(problem, userId);
  const judge = useJudge(problem.id);
  const isPhone = useMediaQuery("(max-width: 1023px)");
  const [phoneTab, setPhoneTab] = useState<PhoneTab>("Description");
  const [bottomTab, setBottomTab] = useState<BottomTab>("testcase");
  const [question, setQuestion] = useState<Question | null>(null);
  // Admins also receive hidden tests (flagged); the Testcase panel starts from the visible ones only.
  const visibleTests = useMemo(() => problem.testcases.filter((t) => !t.hidden), [problem.testcases]);
  const [cases, setCases] = useCustomCases(problem.id, userId, visibleTests);

  // Run sends the Testcase panel's cases; Submit sends the same body and the API judges the stored tests.
  const start = (action: typeof judge.run) => {
    action({
      source_code: code.currentCode(),
      language_id: LANGUAGE_IDS[code.language],
      ...runInputs(cases),
      problemId: problem.id,
    });
    setBottomTab("result");
    setPhoneTab("Result");
  };
  const run = () => start(judge.run);
  const submit = () => start(judge.submit);
  useRunShortcuts({ run, submit });

  const reset = () =>
    setQuestion({
      title: "Reset to starter code?",
      text: `Your ${LANGUAGE_LABEL[code.language]} code for this problem will be replaced by the starter code. Ctrl+Z in the editor brings it back.`,
      confirm: "Reset",
      onConfirm: code.resetToStarter,
    });

  const load = (submission: SubmissionView) => {
    const target: Language = submission.language;
    const apply = () => {
      code.load(submission.sourceCode, target);
      setPhoneTab("Code");
    };
    const current = code.textOf(target);
    if (current === submission.sourceCode || code.isStarter(target)) return apply();
    setQuestion({
      title: "Replace your code?",
      text: `Your ${LANGUAGE_LABEL[target]} draft differs from this submission. Loading it replaces the draft (Ctrl+Z in the editor brings it back).`,
      confirm: "Load submission",
      onConfirm: apply,
    });
  };

  const hasResult = Boolean(judge.progress || judge.result);
  const pendingKind = judge.isRunning ? "run" : "submission";
  const paneClass = (tab: PhoneTab) => `${phoneTab === tab ? "" : "hidden"} min-w-0 lg:block`;
  return (
    <>
      <PhoneTabs active={phoneTab} onSelect={setPhoneTab} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div
          id="phone-pane-Description"
          className={`${paneClass("Description")} space-y-6 rounded-2xl border border-slate-800 bg-slate-900/40 p-4 sm:p-6`}
        >
          <ProblemHeader problem={problem} variant="practice" />
          <ProblemTabs
            problem={problem}
            language={code.language}
            submissions={<SubmissionsTab query={problemSubmissionsQueryOptions(problem.id)} onLoad={load} />}
            discussion={discussion}
            editorial={<EditorialPanel problemId={problem.id} lock={problem.contestLock} />}
          />
          {problem.canChallenge && !problem.contestLock ? challenge : null}
        </div>
        <div className="min-w-0 space-y-6">
          <div id="phone-pane-Code" className={paneClass("Code")}>
            <CodePane
              userId={userId}
              modelScope={code.modelScope}
              language={code.language}
              languages={code.languages}
              onLanguageChange={code.changeLanguage}
              editorRef={code.editor}
              initialCode={code.initialCode}
              onContentChange={code.onContentChange}
              onBeforeUnmount={code.flush}
              onReset={reset}
              isPhone={isPhone}
              isRunning={judge.isRunning}
              isSubmitting={judge.isSubmitting}
              onRun={run}
              onSubmit={submit}
            />
          </div>
          <div id="phone-pane-Result" className={paneClass("Result")}>
            <BottomPanel
              active={hasResult ? bottomTab : "testcase"}
              onSelect={setBottomTab}
              resultAvailable={hasResult}
              testcase={
                <TestcasePanel
                  cases={cases}
                  onChange={setCases}
                  interactive={problem.judging.type === "interactive"}
                />
              }
              result={
                judge.progress ? (
                  <JudgeProgress progress={judge.progress} kind={pendingKind} />
                ) : judge.result ? (
                  <>
                    <ResultPanel
                      submission={judge.result}
                      limits={problem}
                      interactive={problem.judging.type === "interactive"}
                    />
                    {judge.result.kind === "submission" && judge.result.status === "Accepted"
                      ? afterAccepted?.(judge.result.id)
                      : null}
                  </>
                ) : null
              }
            />
          </div>
        </div>
      </div>
      <ConfirmDialog
        question={question}
        onCancel={() => setQuestion(null)}
        onConfirm={() => {
          question?.onConfirm();
          setQuestion(null);
        }}
      />
    </>
  );
}
