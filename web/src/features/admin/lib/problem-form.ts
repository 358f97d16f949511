import {
  createProblemBodySchema,
  type Difficulty,
  defaultJudgePolicy,
  LANGUAGES,
  type Language,
  type ProblemDetail,
  REQUIRED_LANGUAGES,
  type StoredTestFile,
  updateProblemBodySchema,
  type VisibleTestCase,
} from "@grindstone/shared";
import type { z } from "zod";
import {
  type ExamplesValues,
  type ExampleValues,
  examplesFromStored,
  examplesToBody,
  type PerLanguage,
  sharedExampleErrors,
  sharedExamples,
} from "./examples.ts";
import {
  type InputValidatorValues,
  inputValidatorsToBody,
  inputValidatorsToValues,
} from "./input-validators.ts";
import { languageParts } from "./language-parts.ts";
import { defaultLimitValues, type LimitValues, limitsToBody, limitsToValues } from "./limits.ts";
import { policyErrors } from "./policy-errors.ts";
import { defaultPolicyValues, type PolicyValues, policyToBody, policyToValues } from "./policy-values.ts";

export type { ExamplesValues, ExampleValues, InputValidatorValues, LimitValues, PerLanguage, PolicyValues };
/**
 * One test as the form holds it. A side stored as a file on the server (an imported problem's big test) has its
 * `inputFile`/`outputFile` and "" as its text: the form never has the content, and sends the reference back as it
 * came so the save keeps the file.
 */
export type TestCaseValues = {
  input: string;
  output: string;
  hidden: boolean;
  /** Issue 28: judged during a contest round with pretests (none marked: the visible tests are). */
  pretest: boolean;
  inputFile?: StoredTestFile;
  outputFile?: StoredTestFile;
};

/** Everything the add and update forms edit, as plain strings and lists (what the inputs hold). */
export interface ProblemFormValues extends LimitValues {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  companies: string[];
  constraints: string;
  hints: string;
  editorial: string;
  testcases: TestCaseValues[];
  examples: ExamplesValues;
  codeSnippets: PerLanguage<string>;
  referenceSolutions: PerLanguage<string>;
  /** The judging policy but its time and memory limits (the LimitValues fields, kept where they always were). */
  policy: PolicyValues;
  /** What a learner's challenge input is checked with (input-validators.ts). */
  inputValidators: InputValidatorValues[];
}

/**
 * Field errors keyed by their path in the body, e.g. "title", "testcases.0.input", "codeSnippets.JAVA"; the shared
 * example's are "example.input" (see sharedExampleErrors).
 */
export type ProblemFormErrors = Partial<Record<string, string>>;

/** A value for every language of the registry. */
function perLanguage<T>(make: (language: Language) => T): PerLanguage<T> {
  const byLanguage: PerLanguage<T> = {};
  for (const language of LANGUAGES) byLanguage[language] = make(language);
  return byLanguage;
}

export const emptyTestCase = (): TestCaseValues => ({ input: "", output: "", hidden: false, pretest: false });

/** A stored test as the form holds it: its stored sides keep their file reference (and "" as their text). */
function testCaseValues(t: VisibleTestCase): TestCaseValues {
  return {
    input: t.inputFile ? "" : t.input,
    output: t.outputFile ? "" : t.output,
    hidden: Boolean(t.hidden),
    pretest: Boolean(t.pretest),
    ...(t.inputFile ? { inputFile: { ...t.inputFile } } : {}),
    ...(t.outputFile ? { outputFile: { ...t.outputFile } } : {}),
  };
}

/** Spec §5: a single empty tag (and test case) is present by default; the limits start at the judge's defaults. */
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
    examples: sharedExamples(),
    codeSnippets: { ...snippets },
    referenceSolutions: perLanguage(() => ""),
    ...defaultLimitValues(),
    policy: defaultPolicyValues(),
    inputValidators: [],
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
    testcases: problem.testcases.length > 0 ? problem.testcases.map(testCaseValues) : [emptyTestCase()],
    examples: examplesFromStored(problem.examples),
    codeSnippets: perLanguage(
      (l) => problem.codeSnippets[l] ?? (REQUIRED_LANGUAGES.includes(l) ? (defaults[l] ?? "") : ""),
    ),
    referenceSolutions: perLanguage((l) => problem.referenceSolutions?.[l] ?? ""),
    ...limitsToValues(problem),
    // The admin's view carries the whole policy; without it (never for an admin) the form starts from today's rule.
    policy: policyToValues(
      problem.judgePolicy ??
        defaultJudgePolicy({ timeMs: problem.cpuTimeLimitMs, memoryKb: problem.memoryLimitKb }),
    ),
    // Like the policy, in the admin's view only; without it the form starts with none.
    inputValidators: inputValidatorsToValues(problem.inputValidators),
  };
}

/**
 * The body the form sends. `examplesRequired` (the add form, spec §5): every required language needs an example, so
 * a blank shared one is sent for the schema to name what is missing.
 */
export function formToBody(values: ProblemFormValues, { examplesRequired }: { examplesRequired: boolean }) {
  const { offered, ...code } = languageParts(values);
  const limits = limitsToBody(values);
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
    ...code,
    examples: examplesToBody(values.examples, {
      offered,
      requiredFor: examplesRequired ? REQUIRED_LANGUAGES : [],
    }),
    ...limits,
    // The limit fields are sent both ways (the API lets them override the policy's): the two always agree.
    judgePolicy: policyToBody(values.policy, {
      timeMs: limits.cpuTimeLimitMs,
      memoryKb: limits.memoryLimitKb,
    }),
    inputValidators: inputValidatorsToBody(values.inputValidators),
  };
}

export type Checked<B> = { ok: true; body: B } | { ok: false; errors: ProblemFormErrors };

function check<S extends z.ZodType>(schema: S, values: ProblemFormValues, raw: unknown): Checked<z.infer<S>> {
  const result = schema.safeParse(raw);
  // The form's own messages (a test list or number that does not parse) come first: the schema's are generic there.
  const errors: ProblemFormErrors = policyErrors(values.policy);
  if (result.success && Object.keys(errors).length === 0) return { ok: true, body: result.data };
  if (result.success) return { ok: false, errors };
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false, errors: values.examples.mode === "shared" ? sharedExampleErrors(errors) : errors };
}

/** Add form: the example needs input and output (spec §5), checked by the shared schema. */
export const checkCreate = (values: ProblemFormValues) =>
  check(createProblemBodySchema, values, formToBody(values, { examplesRequired: true }));

/** Update form: the example is optional; one left completely empty is not sent. */
export const checkUpdate = (values: ProblemFormValues) =>
  check(updateProblemBodySchema, values, formToBody(values, { examplesRequired: false }));
