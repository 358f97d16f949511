import { defaultJudgePolicy, type Language } from "@grindstone/shared";
import type { RunRequest } from "../../runners/runner.ts";

/**
 * The yardstick a measurement is run beside: a fixed Python program of about 40 ms of CPU, run in its own box just
 * before and just after each batch of the measured program's runs. The machine's slow spells (on the 2-vCPU VMs we
 * measured: the host puts a busy hyperthread beside ours for seconds to minutes, and every run then takes ~1.5x
 * longer, with no steal time to show for it) slow the yardstick as much as the program, so the program's CPU time
 * divided by the yardstick's is nearly the same in a spell and out of it: that ratio is what submissions are ranked
 * by (docs/benchmarks.md, "A yardstick beside every run"). Python for every language: python3 is on every worker
 * (the sandbox's supervisor needs it), and a compiled yardstick would be compiled again for every batch.
 */
export const REFERENCE_LANGUAGE: Language = "PYTHON";

export const REFERENCE_SOURCE = `s = 0
d = {}
for i in range(150000):
    d[i & 1023] = s
    s = (s + i * i) % 1000003
print(s)
`;

/** What REFERENCE_SOURCE prints: a yardstick that did not print it did not run as measured. */
export const REFERENCE_OUTPUT = "68875\n";

/** The yardstick's run: one test, the default policy (the problem's checker or interactor is not its business). */
export function referenceRun(): RunRequest {
  return {
    language: REFERENCE_LANGUAGE,
    sourceCode: REFERENCE_SOURCE,
    tests: [{ input: "", expected: REFERENCE_OUTPUT, transcript: false }],
    policy: defaultJudgePolicy(),
    background: true,
  };
}
