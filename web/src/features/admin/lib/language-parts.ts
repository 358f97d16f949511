import { type Example, LANGUAGE_TABLE, type Language } from "@grindstone/shared";

export type ExampleValues = { input: string; output: string; explanation: string };
export type PerLanguage<T> = Partial<Record<Language, T>>;

/** What the form needs to know of a language: its key, and whether every problem must carry it. */
export type LanguageRow = { key: Language; required: boolean };

/** The form's per-language inputs (any language may be missing: it counts as left empty). */
export interface LanguageValues {
  codeSnippets: PerLanguage<string>;
  referenceSolutions: PerLanguage<string>;
  examples: PerLanguage<ExampleValues>;
}

export const emptyExample = (): ExampleValues => ({ input: "", output: "", explanation: "" });

const blank = (text: string) => text.trim() === "";
// An example counts as left empty only when nothing was typed in its input or output (spaces may be the data).
const blankExample = (e: ExampleValues) => e.input === "" && e.output === "" && blank(e.explanation);

const toExample = ({ input, output, explanation }: ExampleValues): Example => ({
  input,
  output,
  ...(blank(explanation) ? {} : { explanation }),
});

/**
 * The per-language parts of a create or update body. A required language is sent as the form holds it, so the
 * shared schema names what is missing. An optional language left entirely empty is not sent at all (no key); one
 * partly filled sends only its filled parts, so the schema's "<Label> solution is required" (or "code snippet")
 * names the missing half. An example goes when it must (`examplesRequired` and the language is required) or when
 * anything in it is filled.
 */
export function languageParts(
  values: LanguageValues,
  { examplesRequired }: { examplesRequired: boolean },
  rows: readonly LanguageRow[] = LANGUAGE_TABLE,
) {
  const codeSnippets: PerLanguage<string> = {};
  const referenceSolutions: PerLanguage<string> = {};
  const examples: PerLanguage<Example> = {};
  for (const { key, required } of rows) {
    const snippet = values.codeSnippets[key] ?? "";
    const solution = values.referenceSolutions[key] ?? "";
    const example = values.examples[key] ?? emptyExample();
    if (required || !blank(snippet)) codeSnippets[key] = snippet;
    if (required || !blank(solution)) referenceSolutions[key] = solution;
    if ((required && examplesRequired) || !blankExample(example)) examples[key] = toExample(example);
  }
  return { codeSnippets, referenceSolutions, examples };
}
