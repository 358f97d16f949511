import type { JudgePolicy, JudgeProgram, Language, TestStatus, Verdict } from "@grindstone/shared";
import { CHALLENGE_MESSAGE_MAX } from "@grindstone/shared";
import type { WorkerDeps } from "../judge/deps.ts";
import { IDLE_POLL_MS, type IdleGate } from "../judge/idle-gate.ts";
import { isFaithful } from "../judge/reference-expected.ts";
import { RunnerBusyError } from "../runners/runner.ts";

export const trimmed = (text: string) =>
  text.trim().split("\n").slice(-5).join("\n").slice(0, CHALLENGE_MESSAGE_MAX);

/**
 * Runs every input validator on the input (Kattis convention: exit 42 valid, anything else invalid). Returns null
 * when all accept it, else the message the learner reads: the validator's own words when it gave any.
 */
export async function validateInput(
  deps: Pick<WorkerDeps, "runner">,
  gate: IdleGate,
  validators: JudgeProgram[],
  input: string,
): Promise<string | null> {
  if (!deps.runner.runProgram) return `The ${deps.runner.name} judge cannot run input validators`;
  for (const v of validators) {
    await gate();
    const run = await deps.runner.runProgram(v, input, []);
    if ("compileOutput" in run)
      return "The problem's input validator does not compile (an admin has to fix it)";
    if (run.exitCode === 42) continue;
    if (run.killedFor !== null)
      return `The input validator exceeded its ${run.killedFor} limit on this input`;
    const said = trimmed(run.stderr || run.stdout);
    return said ? `Invalid input: ${said}` : "Invalid input (the input validator gave no reason)";
  }
  return null;
}

/**
 * One program on the challenge's input through the judge's own path (runner.run: the problem's limits, its checker,
 * decide.ts's verdict), as one test. Without `expected` nothing is compared and the stdout is the answer. A
 * background run (RunRequest.background, as the performance measurements): it starts only on a free sandbox slot
 * nobody waits for, and a busy machine means waiting at the gate again, never an attempt spent.
 */
export async function runOnInput(
  deps: Pick<WorkerDeps, "runner">,
  gate: IdleGate,
  program: { language: Language; sourceCode: string },
  input: string,
  policy: JudgePolicy,
  expected?: string,
): Promise<{ status: Verdict | TestStatus; stdout: string; stderr: string }> {
  for (;;) {
    await gate();
    try {
      const result = await deps.runner.run({
        ...program,
        tests: [{ input, expected }],
        policy,
        background: true,
      });
      const test = result.tests[0];
      // No outcome: the program never ran (Compilation Error); its verdict is the run's.
      if (!test) return { status: result.status, stdout: "", stderr: result.compileOutput ?? "" };
      return { status: test.status, stdout: test.stdout, stderr: test.stderr };
    } catch (err) {
      if (!(err instanceof RunnerBusyError)) throw err;
      await Bun.sleep(IDLE_POLL_MS);
    }
  }
}

/** The reference's stdout is an answer only if it is what the program printed, whole (not display text). */
export const usableAnswer = (stdout: string) => isFaithful(stdout);
