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

/** One run of the measured test, as kept between batches (in the job's data) and ranked. */
export type PerfRun = { status: string; cpuMs: number; wallMs: number; memoryKb: number };

/** A run's figures: the sandbox's unrounded CPU time where it gave one (Judge0 gives no wall time: CPU stands in). */
export function perfRunOf(o: TestOutcome): PerfRun {
  const cpuMs = o.precise?.cpuMs ?? o.timeMs;
  return { status: o.status, cpuMs, wallMs: o.precise?.wallMs ?? cpuMs, memoryKb: o.memoryKb };
}

/**
 * The figures of PERF_RUNS runs of one test: the fastest run, the median run and the runs' range. The fastest is the
 * figure: whatever else the machine does can only add time to a run (a shared cache, a busy sibling core), never
 * take it away, so the fastest run is the one closest to the program's own cost; Python's timeit takes the minimum
 * for the same reason. Side by side under two CPU hogs, the fastest run ranked 20 copies of one program as well as
 * or better than the median run in every run of the bench (docs/benchmarks.md). A run that did not pass means the program is not steady on
 * this test (or the machine made it time out): the measurement is FAILED with the reason, rather than a figure built
 * from runs that disagree with the verdict.
 */
export function figuresOf(position: number, runs: PerfRun[], planned = runs.length): MeasuredFigures {
  const failed = runs.findIndex((o) => o.status !== "Accepted");
  if (failed >= 0)
    return {
      status: "FAILED",
      testPosition: position,
      runs: runs.length,
      message: `Run ${failed + 1} of ${planned} on test ${position + 1}: ${runs[failed]!.status}`,
    };
  const cpu = runs.map((o) => o.cpuMs);
  const wall = runs.map((o) => o.wallMs);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    status: "MEASURED",
    testPosition: position,
    runs: runs.length,
    cpuMs: round(Math.min(...cpu)),
    cpuMedianMs: round(median(cpu)),
    cpuMinMs: round(Math.min(...cpu)),
    cpuMaxMs: round(Math.max(...cpu)),
    wallMs: round(Math.min(...wall)),
    wallMedianMs: round(median(wall)),
    wallMinMs: round(Math.min(...wall)),
    wallMaxMs: round(Math.max(...wall)),
    memoryKb: Math.round(median(runs.map((o) => o.memoryKb))),
  };
}

/**
 * How PERF_RUNS runs are taken in `batches` batches, some time apart: [2, 2, 1] for 5 in 3. A slow spell of the
 * machine (a hog scheduled on the sibling hyperthread, the host's own load) slows every run of a batch alike, so
 * back to back it can spoil all five; spread over time it spoils only the batches inside it, and the fastest run
 * comes from outside it (docs/benchmarks.md, bench:perf-figures).
 */
export function batchSizes(runs: number, batches: number): number[] {
  const n = Math.max(1, Math.min(runs, batches));
  return Array.from({ length: n }, (_, i) => Math.floor(runs / n) + (i < runs % n ? 1 : 0));
}
