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
 * One run of the measured test, as kept between batches (in the job's data) and ranked; `referenceCpuMs`: the
 * yardstick's CPU time just before and just after the run's batch (runners/yardstick.ts).
 */
export type PerfRun = {
  status: string;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  referenceCpuMs?: number[];
};

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
export function figuresOf(
  position: number,
  runs: PerfRun[],
  planned = runs.length,
  steady?: boolean,
): MeasuredFigures {
  const failed = runs.findIndex((o) => o.status !== "Accepted");
  if (failed >= 0)
    return {
      status: "FAILED",
      testPosition: position,
      runs: runs.length,
      message: `Run ${failed + 1} of ${Math.max(planned, runs.length)} on test ${position + 1}: ${runs[failed]!.status}`,
    };
  const cpu = runs.map((o) => o.cpuMs);
  const wall = runs.map((o) => o.wallMs);
  const round = (v: number) => Math.round(v * 100) / 100;
  const references = runs.flatMap((o) => o.referenceCpuMs ?? []);
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
    ...(references.length > 0 ? { referenceCpuMs: round(median(references)) } : {}),
    ...(steady === undefined ? {} : { steady }),
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

/**
 * The yardstick's usual CPU time on this host: the 10th percentile of its recent runs there (the machine's fast
 * state, as long as one run in ten saw it). Null below USUAL_AFTER runs: too few to tell a spell from the norm, and
 * every batch then counts as steady.
 */
export function usualYardstick(recent: number[]): number | null {
  if (recent.length < USUAL_AFTER) return null;
  const sorted = [...recent].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 10)]!;
}
const USUAL_AFTER = 20;

/**
 * A batch ran with the machine steady when both yardstick runs around it took at most STEADY_MARGIN over the usual
 * time. Measured on our 2-vCPU VMs: the yardstick's runs on a quiet machine spread continuously from the usual time to
 * ~1.35x it (75 % of them within 1.35x); under load its fast state sits ~1.2x over the quiet usual time and a slow
 * spell ~1.7x. 40 % splits those with room either side (docs/benchmarks.md).
 */
export function steadyBatch(referenceCpuMs: number[] | undefined, usual: number | null): boolean {
  if (usual === null || !referenceCpuMs?.length) return true;
  return referenceCpuMs.every((r) => r <= usual * (1 + STEADY_MARGIN));
}
export const STEADY_MARGIN = 0.4;

/**
 * After a batch: take the next planned batch, an extra one (no batch so far found the machine steady: the fastest
 * run may be a slow spell's), or stop. Extra batches are one run each, after twice the previous gap.
 */
export function nextBatch(
  runs: PerfRun[],
  plan: { sizes: number[]; gapMs: number; extraBatches: number },
  usual: number | null,
): { size: number; afterMs: number } | { done: true; steady: boolean } {
  const planned = plan.sizes.reduce((a, b) => a + b, 0);
  if (runs.some((r) => r.status !== "Accepted")) return { done: true, steady: true };
  if (runs.length < planned)
    return { size: plan.sizes[batchesIn(plan.sizes, runs.length)]!, afterMs: plan.gapMs };
  const steady = runs.some((r) => steadyBatch(r.referenceCpuMs, usual));
  const extra = runs.length - planned;
  if (steady || extra >= plan.extraBatches) return { done: true, steady };
  return { size: 1, afterMs: plan.gapMs * 2 ** (extra + 1) };
}

/** How many whole batches `runs` runs make (a batch cut short by a crash is taken again whole). */
export function batchesIn(sizes: number[], runs: number): number {
  let n = 0;
  for (let sum = 0; n < sizes.length && sum + sizes[n]! <= runs; n++) sum += sizes[n]!;
  return n;
}
