import { type Example, LANGUAGES, type Language } from "@grindstone/shared";

export type ExampleValues = { input: string; output: string; explanation: string };
export type PerLanguage<T> = Partial<Record<Language, T>>;

/**
 * The form's examples. The API keeps one example per language (spec §3/§7.2), but a problem's example is the same
 * whatever the language, so the form asks for it once ("shared") and sends it under every language. Only a stored
 * problem whose examples really differ between languages is edited per language, so saving it loses nothing.
 */
export type ExamplesValues =
  | { mode: "shared"; example: ExampleValues }
  | { mode: "perLanguage"; byLanguage: PerLanguage<ExampleValues> };

export const emptyExample = (): ExampleValues => ({ input: "", output: "", explanation: "" });
export const sharedExamples = (example: ExampleValues = emptyExample()): ExamplesValues => ({
  mode: "shared",
  example,
});

const blank = (text: string) => text.trim() === "";
// An example counts as left empty only when nothing was typed in its input or output (spaces may be the data).
export const blankExample = (e: ExampleValues) => e.input === "" && e.output === "" && blank(e.explanation);

const toExample = ({ input, output, explanation }: ExampleValues): Example => ({
  input,
  output,
  ...(blank(explanation) ? {} : { explanation }),
});
const fromExample = (e: Example): ExampleValues => ({
  input: e.input,
  output: e.output,
  explanation: e.explanation ?? "",
});
// Two stored examples are the same one when what a learner reads is the same (a missing explanation is an empty one).
const sameKey = (e: Example) => JSON.stringify([e.input, e.output, (e.explanation ?? "").trim()]);

/**
 * A stored problem's examples as the form edits them: one shared example when every language that has one has the
 * same (or none has any), else each language its own. A language without an example while others have the same one
 * is not a difference: saving gives it that example.
 */
export function examplesFromStored(stored: PerLanguage<Example>): ExamplesValues {
  const present = LANGUAGES.flatMap((l) => (stored[l] ? [stored[l]] : []));
  const distinct = new Set(present.map(sameKey));
  if (distinct.size <= 1) return sharedExamples(present[0] ? fromExample(present[0]) : emptyExample());
  const byLanguage: PerLanguage<ExampleValues> = {};
  for (const l of LANGUAGES) byLanguage[l] = stored[l] ? fromExample(stored[l]) : emptyExample();
  return { mode: "perLanguage", byLanguage };
}

/** The languages whose own examples differ, in registry order (for the form to say which). */
export const languagesWithExamples = (byLanguage: PerLanguage<ExampleValues>) =>
  LANGUAGES.filter((l) => {
    const e = byLanguage[l];
    return e !== undefined && !blankExample(e);
  });

/**
 * The body's `examples`. Shared: the one example under every language the problem offers (`offered`), or nothing
 * when it is left blank and not required. Per language: each language's own, sent when the form requires it
 * (`requiredFor`) or when it is filled, whether or not the language is offered, so nothing stored is dropped.
 */
export function examplesToBody(
  examples: ExamplesValues,
  { offered, requiredFor }: { offered: readonly Language[]; requiredFor: readonly Language[] },
): PerLanguage<Example> {
  const body: PerLanguage<Example> = {};
  if (examples.mode === "shared") {
    if (blankExample(examples.example) && requiredFor.length === 0) return body;
    for (const l of offered) body[l] = toExample(examples.example);
    return body;
  }
  for (const l of LANGUAGES) {
    const example = examples.byLanguage[l] ?? emptyExample();
    if (requiredFor.includes(l) || !blankExample(example)) body[l] = toExample(example);
  }
  return body;
}

/**
 * Field errors of the body (`examples.JAVA.input`) as the shared form shows them (`example.input`): the schema
 * checks every language's copy, and the copies are one field on screen.
 */
export function sharedExampleErrors(errors: Partial<Record<string, string>>) {
  const shown: Partial<Record<string, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = path.match(/^examples\.[A-Z]+\.(input|output|explanation)$/);
    shown[match ? `example.${match[1]}` : path] ??= message;
  }
  return shown;
}
