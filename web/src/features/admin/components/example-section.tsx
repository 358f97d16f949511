import { LANGUAGE_LABEL, LANGUAGES, REQUIRED_LANGUAGES } from "@grindstone/shared";
import { useId } from "react";
import { buttonClass } from "@/components/ui/button-styles.ts";
import type { ProblemFormState } from "../hooks/use-problem-form.ts";
import { blankExample, emptyExample } from "../lib/examples.ts";
import { ExampleFields } from "./example-fields.tsx";
import { FormSection } from "./form-section.tsx";

interface ExampleSectionProps {
  form: ProblemFormState;
  /** The update form leaves the example optional (spec §5). */
  optional: boolean;
}

/**
 * The example shown beside the statement. Entered once and saved under every language the problem offers; only a
 * stored problem whose examples differ between languages is edited per language, until the admin picks one.
 */
export function ExampleSection({ form, optional }: ExampleSectionProps) {
  const baseId = useId();
  const { values, errors } = form;
  const { examples } = values;
  if (examples.mode === "shared") {
    return (
      <FormSection
        title="Example"
        note={optional ? "optional" : undefined}
        description="Shown under the statement. Entered once: it is saved for every language the problem offers."
      >
        <ExampleFields
          example={examples.example}
          onChange={(patch) => form.setExample(patch)}
          errorPath="example"
          errors={errors}
          optional={optional}
        />
      </FormSection>
    );
  }
  // Languages the problem offers, or that hold an example of their own: nothing stored is hidden.
  const shown = LANGUAGES.filter(
    (l) =>
      REQUIRED_LANGUAGES.includes(l) ||
      (values.codeSnippets[l] ?? "").trim() !== "" ||
      !blankExample(examples.byLanguage[l] ?? emptyExample()),
  );
  return (
    <FormSection
      title="Examples"
      note="per language"
      description="This problem's examples differ between languages, so each language keeps its own and saving keeps them as they are. To enter one example for all, pick the one to keep."
    >
      <div className="space-y-4" data-testid="examples-per-language">
        {shown.map((language) => (
          <fieldset
            key={language}
            aria-labelledby={`${baseId}-${language}`}
            className="rounded-xl border border-slate-800 bg-slate-950/40 p-4"
            data-testid={`example-${language}`}
          >
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h3 id={`${baseId}-${language}`} className="text-sm font-semibold text-slate-200">
                {LANGUAGE_LABEL[language]}
              </h3>
              <button
                type="button"
                onClick={() => form.applyExampleToAll(language)}
                className={buttonClass("secondary", "sm")}
              >
                Use the {LANGUAGE_LABEL[language]} example for every language
              </button>
            </div>
            <ExampleFields
              example={examples.byLanguage[language] ?? emptyExample()}
              onChange={(patch) => form.setExample(patch, language)}
              errorPath={`examples.${language}`}
              errors={errors}
              optional
            />
          </fieldset>
        ))}
      </div>
    </FormSection>
  );
}
