import { type JudgePolicy, maxScoreOf, type TestStatus, type Verdict } from "@grindstone/shared";
import type { LoadedTest, RunResult, TestOutcome } from "../runners/runner.ts";
import { outcome } from "../runners/verdict.ts";
import type { CheckResult, OutputChecker } from "./checkers/types.ts";
import type { SandboxLimits } from "./policy-limits.ts";
import { overallVerdictForScore, scoreTests } from "./scoring.ts";

/**
 * The one module that decides verdicts from what happened: a test's status from how its program ended and what the
 * checker said, and a submission's verdict and score from its tests. Both runners (embedded sandbox, Judge0) report
 * what happened as a `Ran` and call these, so a verdict never depends on which runner judged.
 */
export type Ran = {
  /** Why the sandbox stopped the program, if it did. */
  killedFor: "cpu" | "wall" | "memory" | "output" | null;
  exitCode: number | null;
  termSignal: number | null;
  /** The memory cgroup's OOM killer fired. */
  oomKilled: boolean;
  /** The program's runtime reported running out of memory, or a file grew past RLIMIT_FSIZE (its own words). */
  runtimeOutOfMemory: boolean;
  runtimeFileTooLarge: boolean;
  cpuMs: number;
  /** Wall-clock time of the run, where the runner measured it (for comparison figures only: never a verdict). */
  wallMs?: number;
  /** The measured peak; held to the limit plus `memorySlackKb` (a runtime's own memory on top of its heap cap). */
  memoryKb: number;
  memorySlackKb: number;
  stdout: Uint8Array;
  stderr: Uint8Array;
};

const SIGXCPU = 24;
const SIGXFSZ = 25;

/**
 * How the program failed, or null when it ran cleanly and its output is to be checked. Order matters: a program
 * killed for output or memory usually also dies "with an error", and one that ran out of time is not judged on the
 * partial output it left.
 */
export function failureOf(ran: Ran, limits: Pick<SandboxLimits, "cpuMs" | "memoryKb">): TestStatus | null {
  // RLIMIT_FSIZE (a file on the sandbox's /tmp grew too big) counts as output too, as Judge0's SIGXFSZ does.
  if (ran.killedFor === "output" || ran.termSignal === SIGXFSZ || ran.runtimeFileTooLarge)
    return "Output Limit Exceeded";
  // The box's cgroup leaves room for the box's own processes above the limit, so a program can reach past it
  // without the OOM killer firing: its measured peak is held to the policy's limit here (plus a heap-capped
  // runtime's own memory, which the cgroup bounds).
  const overPeak = ran.memoryKb > limits.memoryKb + ran.memorySlackKb;
  if (ran.oomKilled || ran.killedFor === "memory" || ran.runtimeOutOfMemory || overPeak)
    return "Memory Limit Exceeded";
  if (
    ran.killedFor === "cpu" ||
    ran.killedFor === "wall" ||
    ran.termSignal === SIGXCPU ||
    ran.cpuMs > limits.cpuMs
  )
    return "Time Limit Exceeded";
  if (ran.exitCode !== 0) return "Runtime Error";
  return null;
}

/**
 * One test's outcome: its failure, or the checker's judgement of its output. A test without an expected output (a
 * custom-input Run the reference could not answer) passes when it ran cleanly.
 */
export async function decideTest(
  ran: Ran,
  test: LoadedTest,
  position: number,
  ctx: { limits: Pick<SandboxLimits, "cpuMs" | "memoryKb">; checker: OutputChecker; signal?: AbortSignal },
): Promise<TestOutcome> {
  const measured = { stdout: ran.stdout, stderr: ran.stderr, timeMs: ran.cpuMs, memoryKb: ran.memoryKb };
  const precise = ran.wallMs === undefined ? {} : { precise: { cpuMs: ran.cpuMs, wallMs: ran.wallMs } };
  const failed = failureOf(ran, ctx.limits);
  if (failed) return { ...outcome(failed, measured), ...precise };
  if (test.expected === undefined) return { ...outcome("Accepted", measured), ...precise };
  const checked = await ctx.checker.check({
    input: test.input,
    answer: test.expected,
    output: ran.stdout,
    position,
    signal: ctx.signal,
  });
  return { ...outcome(checked.verdict, measured, checked), ...precise };
}

/**
 * One test of an interactive problem, from how each side ended and which ended first (interactive/interact.ts):
 * - the interactor ended first and did not accept: its verdict (Wrong Answer, or Judge Error), whatever the program
 *   did after (it usually fails on the closed pipe, or spins until stopped);
 * - otherwise the program's own failure, if any (a time-out, a crash, an exit code other than 0: also after the
 *   interactor accepted);
 * - otherwise the interactor's verdict (it never dies of a broken pipe: its box holds a reader of its output FIFO).
 * A deadlock (both waiting to read) ends at the program's wall limit, which comes first: Time Limit Exceeded.
 * "First" is whose output closed first, in the kernel's order (interact.ts): a program that crashed on the end of
 * its input came after the interactor that closed it, however close the two ends were.
 */
export function decideInteraction(
  ran: Ran | null,
  interaction: { interactor: CheckResult; interactorFirst: boolean },
  ctx: { limits: Pick<SandboxLimits, "cpuMs" | "memoryKb">; interaction?: string },
): TestOutcome {
  const measured = {
    stdout: ran?.stdout ?? new Uint8Array(),
    stderr: ran?.stderr ?? new Uint8Array(),
    timeMs: ran?.cpuMs ?? 0,
    memoryKb: ran?.memoryKb ?? 0,
  };
  const { interactor, interactorFirst } = interaction;
  const with_ = (t: TestOutcome) =>
    ctx.interaction === undefined ? t : { ...t, interaction: ctx.interaction };
  if (ran === null || (interactorFirst && interactor.verdict !== "Accepted"))
    return with_(outcome(interactor.verdict, measured, interactor));
  const failed = failureOf(ran, ctx.limits);
  if (failed) return with_(outcome(failed, measured));
  return with_(outcome(interactor.verdict, measured, interactor));
}

/**
 * A submission's verdict and score from its tests. Pass-fail (and interactive): Accepted when every test passed,
 * otherwise the first failing test's verdict, 1 or 0 of 1. Scoring: the groups' points (scoring.ts); Accepted only
 * at full score, otherwise the first failing test's verdict.
 */
export function decideRun(
  tests: TestOutcome[],
  policy: Pick<JudgePolicy, "type" | "groups" | "partialCredit">,
): Pick<RunResult, "status" | "score" | "maxScore" | "groups"> {
  if (policy.type !== "scoring") {
    const status = firstFailureOf(tests) ?? "Accepted";
    return { status, score: status === "Accepted" ? 1 : 0, maxScore: 1, groups: [] };
  }
  const scored = scoreTests(policy, tests);
  // Full score with a failed test outside every group (a sample) is still Accepted: samples score nothing.
  return {
    status: overallVerdictForScore(scored, tests),
    score: scored.score,
    maxScore: maxScoreOf(policy),
    groups: scored.groups,
  };
}

/** The first failed test's verdict by position. A Skipped test always follows the time-out that caused it. */
function firstFailureOf(tests: TestOutcome[]): Verdict | null {
  const failed = tests.find((t) => !t.passed && t.status !== "Skipped");
  if (failed) return failed.status as Verdict;
  return tests.some((t) => !t.passed) ? "Time Limit Exceeded" : null;
}
