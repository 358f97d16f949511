import type { LanguageDescriptor } from "./languages/index.ts";
import type { RunLimits, RunTest, TestOutcome } from "./runner.ts";
import { decodeCapped } from "./sandbox/output-collector.ts";
import type { BoxResult } from "./sandbox/supervised-box.ts";
import { judgeOutput, outcome } from "./verdict.ts";

const SIGXCPU = 24;
const SIGXFSZ = 25;

/**
 * One sandbox run → one test verdict. Order matters: a program killed for output or memory usually also dies
 * "with an error", and one that ran out of time is not judged on the partial output it left.
 */
export function classifyRun(
  language: Pick<LanguageDescriptor, "outOfMemory" | "fileTooLarge">,
  box: BoxResult,
  test: RunTest,
  limits: RunLimits,
): TestOutcome {
  const stderr = decodeCapped(box.stderr, box.stderr.byteLength);
  const measured = { stdout: box.stdout, stderr: box.stderr, timeMs: box.cpuMs, memoryKb: box.memoryKb };

  // RLIMIT_FSIZE (a file on the sandbox's /tmp grew too big) counts as output too, as Judge0's SIGXFSZ does.
  if (box.killedFor === "output" || box.termSignal === SIGXFSZ || language.fileTooLarge.test(stderr))
    return outcome("Output Limit Exceeded", measured);
  if (box.oomKilled || box.killedFor === "memory" || language.outOfMemory.test(stderr)) {
    return outcome("Memory Limit Exceeded", measured);
  }
  if (
    box.killedFor === "cpu" ||
    box.killedFor === "wall" ||
    box.termSignal === SIGXCPU ||
    box.cpuMs > limits.cpuTimeMs
  ) {
    return outcome("Time Limit Exceeded", measured);
  }
  if (box.exitCode !== 0) return outcome("Runtime Error", measured);
  return outcome(judgeOutput(new TextDecoder().decode(box.stdout), test), measured);
}
