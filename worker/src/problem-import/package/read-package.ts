import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import {
  type Checker,
  DEFAULT_LIMITS,
  DEFAULT_OUTPUT_KB,
  type JudgePolicyInput,
  type JudgeProgram,
  judgePolicySchema,
  maxScoreOf,
  POLICY_LIMIT_BOUNDS,
  type PolicyLimits,
} from "@grindstone/shared";
import { codeJamInteractorAsKattis, codeJamLimits, codeJamTestSets } from "./codejam-judge.ts";
import { testGroupValidatorFlags, withPackageExtras } from "./package-extras.ts";
import { type PackageSubmission, readSubmissions, type SkippedFile } from "./package-submissions.ts";
import { type PackageTest, readTests } from "./package-tests.ts";
import { hasTolerance, readValidatorProgram, tokensCheckerFromFlags } from "./package-validator.ts";
import { type ProblemYaml, problemName, problemTypes, readProblemYaml } from "./package-yaml.ts";
import { asPython3Judge, hasSelfTest } from "./python2-judge.ts";

/**
 * Reads a problem package (Kattis / ICPC problem package format, legacy or 2023-07-draft, and the Code Jam archive's
 * conversions of it) into what our judge takes: a judging policy, tests and the submissions with the verdict their
 * directory promises. A test helper until the importer exists; docs/judging.md describes the policy.
 */
export type ProblemPackage = {
  /** The problem's name (English when there are several). */
  name: string;
  /** The package directory's name: `hello`, `closest_pick`. */
  id: string;
  /** Where the package comes from: the Code Jam archive's judges, limits and tolerances need their own reading. */
  origin: "problemtools" | "codejam";
  policy: JudgePolicyInput;
  tests: PackageTest[];
  submissions: (PackageSubmission & { expectedScore?: number })[];
  /** Submission files not judged, and why (another language, Python 2, a directory with no promised verdict). */
  skipped: SkippedFile[];
  /** Choices the package did not make for us (a default time limit, a clamped limit, a mapped judge). */
  notes: string[];
  /**
   * How to derive the time limit from the accepted submissions when the package gives none (verification does):
   * null when it gives one. The format's rule: slowest accepted × acToTimeLimit, rounded up to resolutionMs.
   */
  deriveTimeLimit: { acToTimeLimit: number; resolutionMs: number } | null;
  /**
   * How far past the time limit verification lets a wrong_answer / run_time_error / partially_accepted submission
   * run, so a crash that comes late still shows as the crash (problemtools' time_safety_margin, default 2; 2023-07
   * and later `time_multipliers.time_limit_to_tle`, default 1.5).
   */
  safetyMargin: number;
  /** A Code Jam judge's own self-test (`judge -2`, exit 0 = its tests pass), run by verification; null otherwise. */
  judgeSelfTest: (JudgeProgram & { path: string }) | null;
};

export type ReadPackageOptions = {
  /** More submissions laid out like `submissions/` (`accepted/`, `wrong_answer/`...): ours, for packages without. */
  solutionsDir?: string;
};

export function readPackage(dir: string, options: ReadPackageOptions = {}): ProblemPackage {
  const yaml = readProblemYaml(dir);
  // Only the archive's conversions carry `grading:` (not in the format); their judges and limits differ (codejam-judge.ts).
  const origin = yaml.grading === undefined ? "problemtools" : "codejam";
  const notes: string[] = [];
  const types = problemTypes(yaml);
  if (types.has("interactive") && types.has("scoring"))
    throw new Error("Interactive scoring problems are not ours");
  const limits = limitsOf(dir, yaml, origin, notes);
  const multipliers = timeMultipliers(yaml);
  const deriveTimeLimit = notes.some((n) => n.startsWith(NO_TIME_LIMIT))
    ? { acToTimeLimit: multipliers.acToTimeLimit, resolutionMs: multipliers.resolutionMs }
    : null;

  let policy: JudgePolicyInput;
  let tests: PackageTest[];
  const found = readValidatorProgram(dir);
  const program = found && origin === "codejam" ? asPython3Judge(found, notes) : found;
  const judgeSelfTest = origin === "codejam" && program && hasSelfTest(program.source) ? program : null;
  if (types.has("interactive")) {
    if (!program) throw new Error("An interactive package without its interactor");
    if (origin === "codejam") {
      notes.push(
        `${program.path} is called as "${basename(program.path)} <test set index>": wrapped for the Kattis protocol`,
      );
      const html = readFileSync(join(dir, "problem_statement", "problem.html"), "utf8");
      // A test's input file is the test set's index for the wrapper; the judge makes the cases; no answer file.
      tests = codeJamTestSets(html).map((set, index) => ({
        name: set,
        input: `${index}\n`,
        output: "",
        hidden: true,
        group: set,
      }));
      policy = {
        type: "interactive",
        limits,
        interactor: { language: "PYTHON", source: codeJamInteractorAsKattis(program.source) },
      };
    } else {
      const read = readTests(dir);
      tests = read.tests;
      notes.push(...flattenedNotes(read.flattened));
      policy = {
        type: "interactive",
        limits,
        interactor: { language: program.language, source: program.source, headers: program.headers },
      };
    }
  } else {
    const read = readTests(dir);
    tests = read.tests;
    notes.push(...flattenedNotes(read.flattened));
    const scoring = types.has("scoring");
    policy = {
      type: scoring ? "scoring" : "pass-fail",
      limits,
      checker: checkerOf(dir, program, yaml, origin),
      groups: scoring ? read.groups : [],
    };
  }

  policy = withPackageExtras(dir, policy);
  const maxScore = maxScoreOf(judgePolicySchema.parse(policy));
  const own = readSubmissions(join(dir, "submissions"), dir);
  const ours = options.solutionsDir
    ? readSubmissions(options.solutionsDir, join(options.solutionsDir, "..", ".."))
    : { submissions: [], skipped: [] };
  const submissions = [...own.submissions, ...ours.submissions].map((s) =>
    s.expected === "Accepted" ? { ...s, expectedScore: maxScore } : s,
  );
  return {
    name: problemName(yaml, basename(dir)),
    id: basename(dir),
    origin,
    policy,
    tests,
    submissions,
    skipped: [...own.skipped, ...ours.skipped],
    notes,
    deriveTimeLimit,
    safetyMargin: multipliers.safetyMargin,
    judgeSelfTest,
  };
}

const NO_TIME_LIMIT = "no time limit in the package";

/**
 * The format's multipliers: 2023-07 and later `limits.time_multipliers.ac_to_time_limit` (default 2),
 * `time_limit_to_tle` (default 1.5) and `limits.time_resolution` (s, default 1); legacy `limits.time_multiplier`
 * (default 5) and `time_safety_margin` (default 2), problemtools' own.
 */
function timeMultipliers(yaml: ProblemYaml): {
  acToTimeLimit: number;
  resolutionMs: number;
  safetyMargin: number;
} {
  const limits = (yaml.limits ?? {}) as Record<string, unknown>;
  const multipliers = (limits.time_multipliers ?? {}) as Record<string, unknown>;
  const legacy = yaml.problem_format_version === undefined || yaml.problem_format_version === "legacy";
  const number = (v: unknown) => (typeof v === "number" && v > 0 ? v : undefined);
  return {
    acToTimeLimit: number(multipliers.ac_to_time_limit) ?? number(limits.time_multiplier) ?? (legacy ? 5 : 2),
    resolutionMs: (number(limits.time_resolution) ?? 1) * 1000,
    safetyMargin:
      number(multipliers.time_limit_to_tle) ?? number(limits.time_safety_margin) ?? (legacy ? 2 : 1.5),
  };
}

/**
 * The output checker: the package's own validator when it has one (Kattis protocol for the format's validators;
 * testlib's for the Code Jam archive's `judge input attempt answer`, exit 0/1), else the default validator's
 * semantics with its flags. The archive's conversions put a blanket `float_tolerance` on every problem, integers and
 * digit strings included, where Code Jam's own judge compared those exactly: integersExact keeps that.
 */
function checkerOf(
  dir: string,
  program: (JudgeProgram & { path: string }) | null,
  yaml: ProblemYaml,
  origin: ProblemPackage["origin"],
): Checker {
  const flags = yaml.output_validator_flags ?? yaml.validator_flags ?? testGroupValidatorFlags(dir);
  if (program) {
    // Our custom checker takes no arguments; none of the fixtures passes any to its validator.
    if (flags?.trim()) throw new Error(`Flags for a custom validator are not supported: "${flags}"`);
    const { language, source, headers } = program;
    return {
      kind: "custom",
      language,
      source,
      headers,
      protocol: origin === "codejam" ? "testlib" : "kattis",
    };
  }
  if (yaml.validation?.startsWith("custom"))
    throw new Error("validation: custom without an output validator");
  const tokens = tokensCheckerFromFlags(flags);
  return origin === "codejam" && hasTolerance(tokens) ? { ...tokens, integersExact: true } : tokens;
}

/**
 * Limits per test. Time: the package's own (2023-07-draft `limits.time_limit`, or problemtools' `.timelimit` file;
 * the Code Jam archive only in `problem.html`'s text, per test set). Without one, problemtools derives it from the
 * slowest accepted submission times a multiplier when the problem is installed; we cannot run that here, so it is
 * our default (2 s), enough for every example's accepted submissions and far below their TLE ones. Memory and
 * output: `limits.memory`/`limits.output` in MiB, Code Jam's `problem.html`, else ours. Each is clamped to what a
 * policy allows (a Code Jam test set's 20-40 s becomes 10 s: our Python solutions need under 3 s).
 */
function limitsOf(
  dir: string,
  yaml: ProblemYaml,
  origin: ProblemPackage["origin"],
  notes: string[],
): PolicyLimits {
  let timeMs: number | undefined;
  let memoryMb = yaml.limits?.memory;
  if (origin === "codejam") {
    const html = codeJamLimits(readFileSync(join(dir, "problem_statement", "problem.html"), "utf8"));
    timeMs = html.timeMs;
    memoryMb ??= html.memoryMb;
  } else if (yaml.limits?.time_limit !== undefined) {
    // Seconds as a float: 1.1 × 1000 is 1100.0000000000002, which is 1100 ms, not a limit to clamp.
    timeMs = Number((yaml.limits.time_limit * 1000).toFixed(6));
  } else if (existsSync(join(dir, ".timelimit"))) {
    timeMs = Number(readFileSync(join(dir, ".timelimit"), "utf8").trim()) * 1000;
  }
  if (timeMs === undefined) notes.push(`${NO_TIME_LIMIT}: ${DEFAULT_LIMITS.cpuTimeMs} ms`);
  const clamp = (what: string, value: number, bounds: { min: number; max: number }) => {
    const clamped = Math.round(Math.min(bounds.max, Math.max(bounds.min, value)));
    if (clamped !== value) notes.push(`${what} ${value} clamped to ${clamped}`);
    return clamped;
  };
  return {
    timeMs: clamp("timeMs", timeMs ?? DEFAULT_LIMITS.cpuTimeMs, POLICY_LIMIT_BOUNDS.timeMs),
    memoryKb: clamp(
      "memoryKb",
      (memoryMb ?? DEFAULT_LIMITS.memoryKb / 1024) * 1024,
      POLICY_LIMIT_BOUNDS.memoryKb,
    ),
    outputKb: clamp(
      "outputKb",
      yaml.limits?.output === undefined ? DEFAULT_OUTPUT_KB : yaml.limits.output * 1024,
      POLICY_LIMIT_BOUNDS.outputKb,
    ),
  };
}

/** One warning for a package's flattened links (readDataFile), naming the first few. */
const flattenedNotes = (flattened: string[]) =>
  flattened.length === 0
    ? []
    : [
        `${flattened.length} data file(s) hold a symbolic link's target as text (a checkout without links), read as the file they name: ${flattened.slice(0, 3).join(", ")}${flattened.length > 3 ? ", ..." : ""}`,
      ];
