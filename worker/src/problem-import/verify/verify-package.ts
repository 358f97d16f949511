import {
  type JudgePolicy,
  type Language,
  POLICY_LIMIT_BOUNDS,
  type VerificationEntry,
} from "@grindstone/shared";
import type { Runner, RunResult, TestText } from "../../runners/runner.ts";
import type { PackageSubmission, SkippedFile } from "../package/package-submissions.ts";
import type { ProblemPackage } from "../package/read-package.ts";
import { type InputValidator, validatorArgs } from "./input-validators.ts";
import { keptPromise, promiseText } from "./promises.ts";

/**
 * Verification on import (issue 25, docs/problem-import.md): the package's input validators on every input, then
 * every shipped submission in a language we judge, judged by the imported policy through the real runner and
 * compared with the verdict its directory promises. Accepted ones become the problem's reference solutions (the first
 * per language); without a time limit in the package, the limit is derived from them as the format says.
 */
export type VerifyInput = {
  dir: string;
  policy: JudgePolicy;
  tests: { name: string; input: TestText; output: TestText }[];
  submissions: (PackageSubmission & { expectedScore?: number })[];
  skipped: SkippedFile[];
  validators: InputValidator[];
  skippedValidators: SkippedFile[];
  deriveTimeLimit: ProblemPackage["deriveTimeLimit"];
  safetyMargin: number;
  judgeSelfTest: ProblemPackage["judgeSelfTest"];
};

export type VerifyOutcome = {
  entries: VerificationEntry[];
  /** The policy to save: the package's, with a derived time limit where it gave none. */
  policy: JudgePolicy;
  references: Partial<Record<Language, string>>;
  /** Inputs a validator rejected (or could not judge): the package fails. */
  invalid: string[];
  notes: string[];
};

export type VerifyOptions = {
  signal?: AbortSignal;
  /** What is being checked now, for the report's progress ("judging submissions/accepted/a.py (2/9)"). */
  onStep?: (what: string) => void;
};

/** An input validator that gets this many inputs wrong is not worth running on the rest: the report says so. */
const MAX_INVALID_LISTED = 5;

export async function verifyPackage(
  runner: Runner,
  input: VerifyInput,
  opts: VerifyOptions = {},
): Promise<VerifyOutcome> {
  const entries: VerificationEntry[] = [];
  const invalid: string[] = [];
  const notes: string[] = [];
  const skip = (kind: VerificationEntry["kind"], s: SkippedFile, expected = s.path.split("/")[1] ?? "—") =>
    entries.push({
      kind,
      path: s.path,
      language: null,
      expected,
      result: `skipped: ${s.reason}`,
      ok: null,
      timeMs: 0,
    });

  for (const v of input.validators) {
    opts.onStep?.(`validating inputs with ${v.path}`);
    const outcome = await validateInputs(runner, input, v, opts.signal);
    entries.push(outcome.entry);
    invalid.push(...outcome.invalid);
  }
  for (const s of input.skippedValidators) skip("input_validator", s, "every input valid");
  if (input.judgeSelfTest) {
    opts.onStep?.(`self-testing ${input.judgeSelfTest.path}`);
    entries.push(await judgeSelfTest(runner, input.judgeSelfTest, opts.signal));
  }
  if (invalid.length > 0) return { entries, policy: input.policy, references: {}, invalid, notes };

  // Accepted ones first: with no time limit in the package they are judged with the largest we allow, and the
  // limit derived from them judges the rest.
  const accepted = input.submissions.filter((s) => s.expected === "Accepted");
  const others = input.submissions.filter((s) => s.expected !== "Accepted");
  const deriving = input.deriveTimeLimit !== null && accepted.length > 0;
  const widest: JudgePolicy = {
    ...input.policy,
    limits: { ...input.policy.limits, timeMs: POLICY_LIMIT_BOUNDS.timeMs.max },
  };
  const references: Partial<Record<Language, string>> = {};
  let slowestAccepted = 0;
  const tests = input.tests.map((t) => ({ input: t.input, expected: t.output }));
  const total = input.submissions.length;
  const judge = async (s: VerifyInput["submissions"][number], policy: JudgePolicy, n: number) => {
    opts.onStep?.(`judging ${s.path} (${n}/${total})`);
    const result = await runner.run({
      language: s.language,
      sourceCode: s.source,
      tests,
      policy,
      signal: opts.signal,
    });
    const ok = keptPromise(s.expected, result);
    const timeMs = Math.max(0, ...result.tests.map((t) => t.timeMs));
    if (ok && s.expected === "Accepted") {
      references[s.language] ??= s.source;
      slowestAccepted = Math.max(slowestAccepted, timeMs);
    }
    entries.push({
      kind: "submission",
      path: s.path,
      language: s.language,
      expected: promiseText(s.expected),
      result: resultText(result, input.tests),
      ok,
      timeMs,
    });
  };
  for (const [i, s] of accepted.entries()) await judge(s, deriving ? widest : input.policy, i + 1);
  const policy =
    deriving && input.deriveTimeLimit
      ? derivedPolicy(input.policy, slowestAccepted, input.deriveTimeLimit, notes)
      : input.policy;
  // Accepted and time_limit_exceeded are judged at the limit; the other failures with the safety margin, as
  // problemtools does (hello's run_time_error/memory_limit.cc needs ~1.1 s to crash under a derived 1 s limit).
  const margin: JudgePolicy = {
    ...policy,
    limits: {
      ...policy.limits,
      timeMs: Math.min(POLICY_LIMIT_BOUNDS.timeMs.max, Math.ceil(policy.limits.timeMs * input.safetyMargin)),
    },
  };
  for (const [i, s] of others.entries())
    await judge(s, s.expected === "Time Limit Exceeded" ? policy : margin, accepted.length + i + 1);
  for (const s of input.skipped) skip("submission", s);
  return { entries, policy, references, invalid, notes };
}

/** The format's rule: slowest accepted × ac_to_time_limit, rounded up to the time resolution, within our bounds. */
function derivedPolicy(
  policy: JudgePolicy,
  slowestMs: number,
  rule: NonNullable<ProblemPackage["deriveTimeLimit"]>,
  notes: string[],
): JudgePolicy {
  if (slowestMs === 0) return policy;
  const { min, max } = POLICY_LIMIT_BOUNDS.timeMs;
  const raw = Math.ceil((slowestMs * rule.acToTimeLimit) / rule.resolutionMs) * rule.resolutionMs;
  const timeMs = Math.min(max, Math.max(min, raw));
  notes.push(
    `time limit derived from the accepted submissions: slowest ${slowestMs} ms × ${rule.acToTimeLimit}, rounded up to ${rule.resolutionMs} ms = ${timeMs} ms`,
  );
  return { ...policy, limits: { ...policy.limits, timeMs } };
}

/** A verdict with its score and where it failed: "Wrong Answer 0/1 on data/secret/2". */
function resultText(result: RunResult, tests: VerifyInput["tests"]): string {
  const score = result.maxScore > 1 || result.score % 1 !== 0 ? ` ${result.score}/${result.maxScore}` : "";
  const failed = result.tests.findIndex((t) => !t.passed && t.status !== "Skipped");
  const where =
    result.status !== "Accepted" && failed >= 0 ? ` on ${tests[failed]?.name ?? `test ${failed + 1}`}` : "";
  return `${result.status}${score}${where}`;
}

/** One validator on every input: an entry for the report and the inputs it rejected. */
async function validateInputs(
  runner: Runner,
  input: VerifyInput,
  v: InputValidator,
  signal?: AbortSignal,
): Promise<{ entry: VerificationEntry; invalid: string[] }> {
  const entry = (result: string, ok: boolean | null): VerificationEntry => ({
    kind: "input_validator",
    path: v.path,
    language: v.program.language,
    expected: "every input valid",
    result,
    ok,
    timeMs: 0,
  });
  if (!runner.runProgram)
    return { entry: entry(`skipped: ${runner.name} runs no input validator`, null), invalid: [] };
  const rejected: string[] = [];
  for (const t of input.tests) {
    const run = await runner.runProgram(v.program, t.input, validatorArgs(input.dir, t.name, v.path), signal);
    if ("compileOutput" in run) {
      const why = `${v.path} does not compile: ${run.compileOutput.slice(0, 500)}`;
      return { entry: entry(`failed: does not compile`, false), invalid: [why] };
    }
    if (run.exitCode === 42) continue;
    const said = (run.stderr || run.stdout).trim().split("\n").slice(-2).join(" ").slice(0, 300);
    const how =
      run.killedFor !== null
        ? `the validator exceeded its ${run.killedFor} limit`
        : run.exitCode === 43
          ? "rejected"
          : `exit ${run.exitCode ?? "by a signal"}`;
    rejected.push(`${t.name}.in is invalid by ${v.path} (${how}${said ? `: ${said}` : ""})`);
    if (rejected.length >= MAX_INVALID_LISTED) break;
  }
  return rejected.length === 0
    ? { entry: entry(`valid (${input.tests.length} inputs)`, true), invalid: [] }
    : {
        entry: entry(
          `invalid: ${rejected[0]}${rejected.length > 1 ? ` and ${rejected.length - 1} more` : ""}`,
          false,
        ),
        invalid: rejected,
      };
}

/** A Code Jam judge's own tests (`judge -2`, exit 0 when they pass): whether it works here, translated or not. */
async function judgeSelfTest(
  runner: Runner,
  judge: NonNullable<VerifyInput["judgeSelfTest"]>,
  signal?: AbortSignal,
): Promise<VerificationEntry> {
  const entry = (result: string, ok: boolean | null): VerificationEntry => ({
    kind: "judge",
    path: judge.path,
    language: judge.language,
    expected: "its self-test (-2) passes",
    result,
    ok,
    timeMs: 0,
  });
  if (!runner.runProgram) return entry(`skipped: ${runner.name} runs no judge self-test`, null);
  const run = await runner.runProgram(judge, "", ["-2"], signal);
  if ("compileOutput" in run)
    return entry(`failed: does not compile: ${run.compileOutput.slice(0, 300)}`, false);
  if (run.exitCode === 0 && run.killedFor === null) return entry("passed", true);
  const said = (run.stderr || run.stdout).trim().split("\n").slice(-2).join(" ").slice(0, 300);
  const how =
    run.killedFor !== null ? `exceeded its ${run.killedFor} limit` : `exit ${run.exitCode ?? "by a signal"}`;
  return entry(`failed: ${how}${said ? `: ${said}` : ""}`, false);
}
