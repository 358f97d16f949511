import {
  createProblemBodySchema,
  type Difficulty,
  LANGUAGES,
  type Language,
  type ProblemDetail,
  REQUIRED_LANGUAGES,
  updateProblemBodySchema,
} from "@grindstone/shared";
import type { z } from "zod";
import { type ExampleValues, emptyExample, languageParts, type PerLanguage } from "./language-parts.ts";

export type { ExampleValues, PerLanguage };
export type TestCaseValues = { input: string; output: string; hidden: boolean };

/** Everything the add and update forms edit, as plain strings and lists (what the inputs hold). */
export interface ProblemFormValues {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  companies: string[];
  constraints: string;
  hints: string;
  editorial: string;
  testcases: TestCaseValues[];
  examples: PerLanguage<ExampleValues>;
  codeSnippets: PerLanguage<string>;
  referenceSolutions: PerLanguage<string>;
}

/** Field errors keyed by their path in the body, e.g. "title", "testcases.0.input", "codeSnippets.JAVA". */
export type ProblemFormErrors = Partial<Record<string, string>>;

/** A value for every language of the registry. */
function perLanguage<T>(make: (language: Language) => T): PerLanguage<T> {
  const byLanguage: PerLanguage<T> = {};
  for (const language of LANGUAGES) byLanguage[language] = make(language);
  return byLanguage;
}

export const emptyTestCase = (): TestCaseValues => ({ input: "", output: "", hidden: false });

/** Spec §5: a single empty tag (and test case) is present by default. */
export function emptyProblemForm(snippets: PerLanguage<string> = perLanguage(() => "")): ProblemFormValues {
  return {
    title: "",
    description: "",
    difficulty: "EASY",
    tags: [""],
    companies: [""],
    constraints: "",
    hints: "",
    editorial: "",
    testcases: [emptyTestCase()],
    examples: perLanguage(emptyExample),
    codeSnippets: { ...snippets },
    referenceSolutions: perLanguage(() => ""),
  };
}

/**
 * The update form starts from the stored problem. A required language it lacks gets the default starter snippet;
 * an optional one it lacks starts empty, so saving does not add that language by accident.
 */
export function problemToFormValues(
  problem: ProblemDetail,
  defaults: PerLanguage<string>,
): ProblemFormValues {
  const listOrOneEmpty = (items: string[]) => (items.length > 0 ? [...items] : [""]);
  return {
    title: problem.title,
    description: problem.description,
    difficulty: problem.difficulty,
    tags: listOrOneEmpty(problem.tags),
    companies: listOrOneEmpty(problem.companies),
    constraints: problem.constraints,
    hints: problem.hints ?? "",
    editorial: problem.editorial ?? "",
    testcases:
      problem.testcases.length > 0
        ? problem.testcases.map((t) => ({ input: t.input, output: t.output, hidden: Boolean(t.hidden) }))
        : [emptyTestCase()],
    examples: perLanguage((l) => {
      const e = problem.examples[l];
      return e ? { input: e.input, output: e.output, explanation: e.explanation ?? "" } : emptyExample();
    }),
    codeSnippets: perLanguage(
      (l) => problem.codeSnippets[l] ?? (REQUIRED_LANGUAGES.includes(l) ? (defaults[l] ?? "") : ""),
    ),
    referenceSolutions: perLanguage((l) => problem.referenceSolutions?.[l] ?? ""),
  };
}

function bodyFields(values: ProblemFormValues) {
  return {
    title: values.title,
    description: values.description,
    difficulty: values.difficulty,
    tags: values.tags,
    companies: values.companies,
    constraints: values.constraints,
    hints: values.hints.trim() ? values.hints : null,
    editorial: values.editorial.trim() ? values.editorial : null,
    testcases: values.testcases,
  };
}

type Checked<S extends z.ZodType> = { ok: true; body: z.infer<S> } | { ok: false; errors: ProblemFormErrors };

function check<S extends z.ZodType>(schema: S, raw: unknown): Checked<S> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, body: result.data };
  const errors: ProblemFormErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false, errors };
}

/** Add form: every required language's example needs input and output (spec §5), checked by the shared schema. */
export const checkCreate = (values: ProblemFormValues) =>
  check(createProblemBodySchema, {
    ...bodyFields(values),
    ...languageParts(values, { examplesRequired: true }),
  });

/** Update form: a language's example is optional; one left completely empty is not sent. */
export const checkUpdate = (values: ProblemFormValues) =>
  check(updateProblemBodySchema, {
    ...bodyFields(values),
    ...languageParts(values, { examplesRequired: false }),
  });
