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

export type ExampleValues = { input: string; output: string; explanation: string };
export type TestCaseValues = { input: string; output: string; hidden: boolean };
/** What the form holds per language: the spec's languages always, an optional one only once it is filled in. */
export type PerLanguage<T> = Partial<Record<Language, T>>;

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

const perLanguage = <T>(make: (language: Language) => T | undefined): PerLanguage<T> => {
  const out: PerLanguage<T> = {};
  for (const language of LANGUAGES) {
    const value = make(language);
    if (value !== undefined) out[language] = value;
  }
  return out;
};
const isRequired = (language: Language) => REQUIRED_LANGUAGES.includes(language);

export const emptyExample = (): ExampleValues => ({ input: "", output: "", explanation: "" });
export const emptyTestCase = (): TestCaseValues => ({ input: "", output: "", hidden: false });

/** Spec §5: a single empty tag (and test case) is present by default. */
export function emptyProblemForm(
  snippets: PerLanguage<string> = perLanguage((l) => (isRequired(l) ? "" : undefined)),
): ProblemFormValues {
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
    examples: perLanguage((l) => (isRequired(l) ? emptyExample() : undefined)),
    codeSnippets: { ...snippets },
    referenceSolutions: perLanguage((l) => (isRequired(l) ? "" : undefined)),
  };
}

/** The update form starts from the stored problem; languages it lacks get the default starter snippet. */
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
    codeSnippets: perLanguage((l) => problem.codeSnippets[l] ?? (isRequired(l) ? defaults[l] : undefined)),
    referenceSolutions: perLanguage(
      (l) => problem.referenceSolutions?.[l] ?? (isRequired(l) ? "" : undefined),
    ),
  };
}

const toExample = ({ input, output, explanation }: ExampleValues) => ({
  input,
  output,
  ...(explanation.trim() ? { explanation } : {}),
});

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
    // An optional language left empty is not sent (the schema refuses half a language, not an absent one).
    codeSnippets: perLanguage((l) => (sent(l, values) ? (values.codeSnippets[l] ?? "") : undefined)),
    referenceSolutions: perLanguage((l) =>
      sent(l, values) ? (values.referenceSolutions[l] ?? "") : undefined,
    ),
  };
}

const sent = (l: Language, values: ProblemFormValues) =>
  isRequired(l) || Boolean(values.codeSnippets[l]?.trim() || values.referenceSolutions[l]?.trim());

type Checked<S extends z.ZodType> = { ok: true; body: z.infer<S> } | { ok: false; errors: ProblemFormErrors };

function check<S extends z.ZodType>(schema: S, raw: unknown): Checked<S> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, body: result.data };
  const errors: ProblemFormErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false, errors };
}

/** Add form: every language's example needs input and output (spec §5), checked by the shared schema. */
export const checkCreate = (values: ProblemFormValues) =>
  check(createProblemBodySchema, {
    ...bodyFields(values),
    examples: perLanguage((l) =>
      isRequired(l) ? toExample(values.examples[l] ?? emptyExample()) : undefined,
    ),
  });

/** Update form: a language's example is optional; one left completely empty is not sent. */
export const checkUpdate = (values: ProblemFormValues) =>
  check(updateProblemBodySchema, {
    ...bodyFields(values),
    examples: perLanguage((l) => {
      const e = values.examples[l];
      return e && (e.input || e.output || e.explanation.trim()) ? toExample(e) : undefined;
    }),
  });
