import type { MeasuredFigures } from "@grindstone/db/queries/performance";
import { median } from "@grindstone/shared";
import type { TestOutcome } from "../../runners/runner.ts";

/**
 * The heaviest test of an accepted submission: the one its verdict spent the most CPU on (ties: the later one, whose
 * input is usually the larger). Null when the verdict has no test results.
 */
export function heaviestTest(results: { position: number; timeMs: number }[]): number | null {
  let best: { position: number; timeMs: number } | null = null;
  for (const r of results) if (!best || r.timeMs >= best.timeMs) best = r;
  return best?.position ?? null;
}

/**
 * The figures of PERF_RUNS runs of one test: the fastest run, the median run and the runs' range. The fastest is the
 * figure: whatever else the machine does can only add time to a run (a shared cache, a busy sibling core), never
 * take it away, so the fastest run is the one closest to the program's own cost; Python's timeit takes the minimum
 * for the same reason. Side by side under two CPU hogs, the fastest of 5 ranked 20 copies of one program within ±3.8
 * points, the median within ±8.8 (docs/benchmarks.md). A run that did not pass means the program is not steady on
 * this test (or the machine made it time out): the measurement is FAILED with the reason, rather than a figure built
 * from runs that disagree with the verdict.
 */
export function figuresOf(position: number, outcomes: TestOutcome[]): MeasuredFigures {
  const failed = outcomes.findIndex((o) => o.status !== "Accepted");
  if (failed >= 0)
    return {
      status: "FAILED",
      testPosition: position,
      runs: outcomes.length,
      message: `Run ${failed + 1} of ${outcomes.length} on test ${position + 1}: ${outcomes[failed]!.status}`,
    };
  const cpu = outcomes.map((o) => o.precise?.cpuMs ?? o.timeMs);
  // Judge0 reports no wall time: its CPU figure stands in, said by wall = cpu.
  const wall = outcomes.map((o, i) => o.precise?.wallMs ?? cpu[i]!);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    status: "MEASURED",
    testPosition: position,
    runs: outcomes.length,
    cpuMs: round(Math.min(...cpu)),
    cpuMedianMs: round(median(cpu)),
    cpuMinMs: round(Math.min(...cpu)),
    cpuMaxMs: round(Math.max(...cpu)),
    wallMs: round(Math.min(...wall)),
    wallMedianMs: round(median(wall)),
    wallMinMs: round(Math.min(...wall)),
    wallMaxMs: round(Math.max(...wall)),
    memoryKb: Math.round(median(outcomes.map((o) => o.memoryKb))),
  };
}
