import { LANGUAGE_LABEL, LANGUAGE_TABLE, LANGUAGES, type Language } from "@grindstone/shared";
import { useState } from "react";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { CodeField } from "./code-field.tsx";
import { FormSection } from "./form-section.tsx";
import { LanguageTabs } from "./language-tabs.tsx";

const OPTIONAL = new Set<Language>(LANGUAGE_TABLE.filter((row) => !row.required).map((row) => row.key));

/** Each language's starter template and reference solution (spec §2.14), one language at a time. */
export function CodeSection({ form }: { form: ProblemFormState }) {
  const { values, errors } = form;
  const [active, setActive] = useState<Language>(LANGUAGES[0]);
  const hasErrors = (l: Language) =>
    Boolean(errors[`codeSnippets.${l}`] ?? errors[`referenceSolutions.${l}`]);
  const name = LANGUAGE_LABEL[active];
  return (
    <FormSection
      title="Code"
      description="A reference solution reads stdin and prints to stdout; every one is judged against every test case before saving."
    >
      <LanguageTabs
        languages={LANGUAGES}
        active={active}
        onSelect={setActive}
        hasErrors={hasErrors}
        isOptional={(l) => OPTIONAL.has(l)}
      >
        {OPTIONAL.has(active) ? (
          <p className="mb-4 text-sm text-slate-400">
            {name} is optional: leave both empty to not offer it. A starter template needs its reference
            solution.
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <CodeField
            key={`snippet-${active}`}
            label="Starter Code Template"
            language={active}
            defaultValue={values.codeSnippets[active] ?? ""}
            onChange={(code) => form.setCode("codeSnippets", active, code)}
            editorRef={form.bindEditor("codeSnippets", active)}
            error={errors[`codeSnippets.${active}`]}
            testId={`snippet-${active}`}
          />
          <CodeField
            key={`solution-${active}`}
            label="Reference Solution"
            language={active}
            defaultValue={values.referenceSolutions[active] ?? ""}
            onChange={(code) => form.setCode("referenceSolutions", active, code)}
            editorRef={form.bindEditor("referenceSolutions", active)}
            error={errors[`referenceSolutions.${active}`]}
            testId={`solution-${active}`}
          />
        </div>
      </LanguageTabs>
    </FormSection>
  );
}
