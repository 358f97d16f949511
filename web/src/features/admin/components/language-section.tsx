import { LANGUAGE_LABEL, type Language } from "@grindstone/shared";
import type { ExampleValues, ProblemFormErrors } from "../lib/problem-form.ts";
import { CodeField } from "./code-field.tsx";
import { InputField, TextAreaField } from "./form-field.tsx";
import { FormSection } from "./form-section.tsx";

interface LanguageSectionProps {
  language: Language;
  /** A language problems may leave out (`required: false` in the registry): left empty, it is not sent. */
  optional?: boolean;
  snippet: string;
  solution: string;
  example: ExampleValues;
  onSnippet: (code: string) => void;
  onSolution: (code: string) => void;
  onExample: (patch: Partial<ExampleValues>) => void;
  errors: ProblemFormErrors;
  /** The update form makes the per-language example optional (spec §5). */
  exampleOptional?: boolean;
}

/** One language's starter template, reference solution and example (spec §2.14). */
export function LanguageSection({
  language,
  optional = false,
  snippet,
  solution,
  example,
  onSnippet,
  onSolution,
  onExample,
  errors,
  exampleOptional = false,
}: LanguageSectionProps) {
  const name = LANGUAGE_LABEL[language];
  const exampleHint = exampleOptional || optional ? "(Optional)" : undefined;
  return (
    <FormSection
      title={name}
      note={optional ? "optional" : undefined}
      description={
        optional
          ? `Leave it all empty to not offer ${name}. A starter template needs its reference solution, and the solution is judged against every test case before saving.`
          : "The reference solution reads stdin and prints to stdout; it is judged against every test case before saving."
      }
    >
      <div className="grid gap-5 xl:grid-cols-2">
        <CodeField
          label="Starter Code Template"
          language={language}
          value={snippet}
          onChange={onSnippet}
          error={errors[`codeSnippets.${language}`]}
          testId={`snippet-${language}`}
        />
        <CodeField
          label="Reference Solution"
          language={language}
          value={solution}
          onChange={onSolution}
          error={errors[`referenceSolutions.${language}`]}
          testId={`solution-${language}`}
        />
      </div>
      <div className="mt-5 rounded-xl border border-slate-800 bg-slate-950/40 p-4">
        <h3 className="mb-3 text-sm font-semibold text-slate-200">Example</h3>
        <div className="grid gap-4 md:grid-cols-2">
          <TextAreaField
            mono
            label="Input"
            hint={exampleHint}
            rows={2}
            value={example.input}
            onChange={(e) => onExample({ input: e.target.value })}
            error={errors[`examples.${language}.input`]}
          />
          <TextAreaField
            mono
            label="Output"
            hint={exampleHint}
            rows={2}
            value={example.output}
            onChange={(e) => onExample({ output: e.target.value })}
            error={errors[`examples.${language}.output`]}
          />
        </div>
        <div className="mt-4">
          <InputField
            label="Explanation"
            hint="(Optional)"
            value={example.explanation}
            onChange={(e) => onExample({ explanation: e.target.value })}
          />
        </div>
      </div>
    </FormSection>
  );
}
