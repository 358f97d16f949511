import { InfrastructureError } from "./runner.ts";

/**
 * The perf yardstick (judge/perf/measure.ts): a fixed Python program of about 40 ms of CPU, run on the machine that
 * runs the programs just before and just after each batch of a measurement's runs. On the 2-vCPU VMs we measured, the
 * machine has slow spells (the host puts a busy hyperthread beside ours for seconds to minutes; every run then takes
 * ~1.5x longer, with no steal time to show for it), and the yardstick's CPU time tells them: a batch whose yardstick
 * took far over its usual time ran in one (docs/benchmarks.md, "A yardstick beside every batch").
 *
 * A plain child process of the worker, not a sandbox box: it is our own program, and a box would cost a slot and a
 * standby box's start for each run (six per measurement). Python: the sandbox's supervisor needs python3 on every
 * worker, and it starts in ~15 ms.
 */
export const YARDSTICK_SOURCE = `s = 0
d = {}
for i in range(150000):
    d[i & 1023] = s
    s = (s + i * i) % 1000003
print(s)
`;

/** What YARDSTICK_SOURCE prints: a yardstick that did not print it did not run as measured. */
const YARDSTICK_OUTPUT = "68875\n";

/**
 * One run of the yardstick with `python`: its CPU time (user + system, from the kernel's accounting of the child), in
 * milliseconds. It is ours, so a run that fails is our failure (InfrastructureError), never a submission's.
 */
export async function yardstickCpuMs(python: string): Promise<number> {
  // -S -E: no site packages and no PYTHON* variables, so the start-up is the same on every run and every host.
  let child: Bun.Subprocess<"ignore", "pipe", "ignore">;
  try {
    child = Bun.spawn([python, "-S", "-E", "-c", YARDSTICK_SOURCE], {
      stdin: "ignore",
      stdout: "pipe",
      stderr: "ignore",
    });
  } catch (err) {
    throw new InfrastructureError(`the perf yardstick could not start: ${(err as Error).message}`);
  }
  const [out, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
  const cpu = child.resourceUsage()?.cpuTime.total;
  if (code !== 0 || out !== YARDSTICK_OUTPUT || cpu === undefined)
    throw new InfrastructureError(`the perf yardstick did not run as measured (exit ${code})`);
  return Number(cpu) / 1000;
}
