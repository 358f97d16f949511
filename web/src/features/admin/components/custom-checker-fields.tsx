import { CHECKER_PROTOCOLS, type CheckerProtocol, LANGUAGE_LABEL, type Language } from "@grindstone/shared";
import { useRef } from "react";
import type { SourceEditorHandle } from "@/components/editor/source-editor.tsx";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { CHECKER_LANGUAGES, type CheckerValues } from "../lib/policy-values.ts";
import { CodeField } from "./code-field.tsx";
import { SelectField } from "./select-field.tsx";

const PROTOCOL_LABEL: Record<CheckerProtocol, string> = { kattis: "Kattis", testlib: "testlib" };
const PROTOCOL_HELP: Record<CheckerProtocol, string> = {
  kattis: "Run as: checker input answer feedback_dir < output. Exit 42 accepted, 43 wrong answer.",
  testlib: "Run as: checker input output answer. Exit 0 OK, 1 wrong answer, 2 presentation error, 7 points.",
};
const PROTOCOLS = CHECKER_PROTOCOLS.map((value) => ({ value, label: PROTOCOL_LABEL[value] }));

interface CustomCheckerFieldsProps {
  form: ProblemFormState;
  patch: (change: Partial<CheckerValues>) => void;
}

/**
 * The problem's own checker: its language, protocol and source, in the same editor as the reference solutions.
 * The editor owns its text (see code-field.tsx); a language change takes the text typed so far along.
 */
export function CustomCheckerFields({ form, patch }: CustomCheckerFieldsProps) {
  const { checker } = form.values.policy;
  const editor = useRef<SourceEditorHandle | null>(null);
  const bound = form.bindCheckerEditor();
  // A stored checker in another registry language stays offered, so loading it does not change it.
  const languages: Language[] = CHECKER_LANGUAGES.includes(
    checker.language as (typeof CHECKER_LANGUAGES)[number],
  )
    ? [...CHECKER_LANGUAGES]
    : [...CHECKER_LANGUAGES, checker.language];
  const headers = checker.headers.map((h) => h.name).join(", ");
  return (
    <div className="space-y-4 rounded-xl border border-slate-800 bg-slate-950/30 p-4">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Checker language"
          value={checker.language}
          options={languages.map((value) => ({ value, label: LANGUAGE_LABEL[value] }))}
          onChange={(language) => patch({ language, source: editor.current?.getValue() ?? checker.source })}
        />
        <SelectField
          label="Protocol"
          value={checker.protocol}
          options={PROTOCOLS}
          onChange={(protocol) => patch({ protocol })}
          description={PROTOCOL_HELP[checker.protocol]}
        />
      </div>
      <CodeField
        key={`checker-${checker.language}`}
        label="Checker Source"
        language={checker.language}
        defaultValue={checker.source}
        onChange={(source) => patch({ source })}
        editorRef={(handle) => {
          editor.current = handle;
          bound(handle);
        }}
        error={form.errors["judgePolicy.checker.source"] ?? form.errors["judgePolicy.checker"]}
        testId="checker-source"
      />
      {headers ? <p className="text-xs text-slate-400">Compiled with it, as stored: {headers}.</p> : null}
    </div>
  );
}
