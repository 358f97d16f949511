import { LANGUAGE_IDS, type Language, MAX_RUN_CASES, type ProblemDetail } from "@grindstone/shared";
import { useMemo, useState } from "react";
import { JudgeProgress } from "@/features/submissions/components/judge-progress.tsx";
import { ResultPanel } from "@/features/submissions/components/result-panel.tsx";
import { useJudge } from "@/features/submissions/hooks/use-judge.ts";
import { defaultLanguage } from "../utils/default-language.ts";
import { CodePane } from "./code-pane.tsx";
import { ProblemHeader } from "./problem-header.tsx";
import { ProblemTabs } from "./problem-tabs.tsx";
import { TestCasesTable } from "./test-cases-table.tsx";

/**
 * One problem's two panes. The parent keys it by problem id, so opening another problem starts over with
 * that problem's default language and snippet (spec §4); a refetch of the same problem keeps the code.
 */
export function ProblemWorkspace({ problem }: { problem: ProblemDetail }) {
  const [language, setLanguage] = useState<Language>(() => defaultLanguage(problem.codeSnippets));
  const [code, setCode] = useState(() => problem.codeSnippets[language] ?? "");
  const judge = useJudge(problem.id);
  // Admins also receive hidden tests (flagged); Run and the table use the visible ones only.
  const visibleTests = useMemo(() => problem.testcases.filter((t) => !t.hidden), [problem.testcases]);

  const changeLanguage = (next: Language) => {
    setLanguage(next);
    setCode(problem.codeSnippets[next] ?? "");
  };

  // Run sends the visible tests; Submit sends the same body and the API judges the stored tests instead.
  const body = () => {
    const tests = visibleTests.slice(0, MAX_RUN_CASES);
    return {
      source_code: code,
      language_id: LANGUAGE_IDS[language],
      stdin: tests.map((t) => t.input),
      expected_outputs: tests.map((t) => t.output),
      problemId: problem.id,
    };
  };

  const pendingKind = judge.isRunning ? "run" : "submission";
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-6 rounded-2xl border border-slate-800 bg-slate-900/40 p-6">
        <ProblemHeader problem={problem} />
        <ProblemTabs problem={problem} language={language} />
      </div>
      <div className="min-w-0 space-y-6">
        <CodePane
          language={language}
          onLanguageChange={changeLanguage}
          code={code}
          onCodeChange={setCode}
          isRunning={judge.isRunning}
          isSubmitting={judge.isSubmitting}
          onRun={() => judge.run(body())}
          onSubmit={() => judge.submit(body())}
        />
        {judge.progress ? (
          <JudgeProgress progress={judge.progress} kind={pendingKind} />
        ) : judge.result ? (
          <ResultPanel submission={judge.result} />
        ) : (
          <TestCasesTable testCases={visibleTests} />
        )}
      </div>
    </div>
  );
}
