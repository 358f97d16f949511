import { z } from "zod";
import { LANGUAGE_LABEL, LANGUAGES, type Language } from "./languages.ts";

/**
 * Performance figures that do not lie (issue 27): an accepted submission's heaviest test is run again PERF_RUNS
 * times on an idle sandbox slot, after its verdict and behind all judging; CPU time comes from the sandbox's own
 * accounting (the kernel's rusage of the program's processes, not the wall clock, so a busy machine barely moves it)
 * and the figure is the fastest run (interference only adds time), with the median run and the runs' spread. "Faster than X %" compares it with the other learners'
 * accepted programs in the same language on the same problem (each learner's fastest: one learner submitting the
 * same program twenty times neither floods the distribution nor races their own copies).
 */

/**
 * Runs of the heaviest test (the worker's PERF_RUNS default; taken in batches some seconds apart, PERF_BATCHES):
 * ten were no steadier than five under load (docs/benchmarks.md), and five cost five test runs.
 */
export const PERF_RUNS = 5;
/** Below this many other learners' programs a percentile says more about luck than speed: none is shown. */
export const PERF_MIN_COMPARED = 5;

export const PERFORMANCE_STATUSES = ["PENDING", "MEASURED", "FAILED"] as const;
export type PerformanceStatus = (typeof PERFORMANCE_STATUSES)[number];

export const fasterThanSchema = z.object({
  /** Percent of the compared programs slower than this one's figure, its fastest run (ties count half). */
  percent: z.number(),
  /** The same against this one's slowest and fastest run: the measurement's spread, as percentiles. */
  low: z.number(),
  high: z.number(),
  /** Other learners' programs compared with (each learner's fastest accepted one in this language). */
  compared: z.number().int(),
});
export type FasterThan = z.infer<typeof fasterThanSchema>;

export const performanceViewSchema = z.object({
  submissionId: z.uuid(),
  language: z.enum(LANGUAGES),
  status: z.enum(PERFORMANCE_STATUSES),
  /** The test measured (1-based, as test cases are numbered in results); null while pending. */
  testCase: z.number().int().nullable(),
  runs: z.number().int(),
  /** The figure: the fastest run's CPU time (what "faster than" ranks). */
  cpuMs: z.number().nullable(),
  /** The median run's, for comparison. */
  cpuMedianMs: z.number().nullable(),
  cpuMinMs: z.number().nullable(),
  cpuMaxMs: z.number().nullable(),
  /** Wall time of the same runs, for comparison only: it moves with whatever else the machine is doing. */
  wallMs: z.number().nullable(),
  wallMedianMs: z.number().nullable(),
  wallMinMs: z.number().nullable(),
  wallMaxMs: z.number().nullable(),
  /** The yardstick program's median CPU time beside the runs (how fast the machine was then); null before it. */
  referenceCpuMs: z.number().nullable(),
  /**
   * Whether a batch of runs found the machine in its usual state (by the yardstick beside it). False: every batch,
   * the extra ones too, ran through a slow spell, and the figure may be high. Null for rows measured before.
   */
  steady: z.boolean().nullable(),
  /** Median peak memory of the runs. */
  memoryKb: z.number().int().nullable(),
  /** Why a measurement failed (a run did not pass as the verdict did); "" otherwise. */
  message: z.string(),
  measuredAt: z.string().nullable(),
  /** Null until measured, or while fewer than PERF_MIN_COMPARED other learners' programs are measured. */
  fasterThan: fasterThanSchema.nullable(),
});
export type PerformanceView = z.infer<typeof performanceViewSchema>;

/** `GET /submissions/{id}/performance`: null for a submission that is not Accepted (nothing to measure). */
export const performanceResponseSchema = z.object({ performance: performanceViewSchema.nullable() });
export type PerformanceResponse = z.infer<typeof performanceResponseSchema>;

/** To the owner's room when a measurement is stored: the client fetches the figures. */
export const performanceEventSchema = z.object({
  id: z.uuid(),
  problemId: z.uuid(),
  status: z.enum(PERFORMANCE_STATUSES),
});
export type PerformanceEvent = z.infer<typeof performanceEventSchema>;

/** The middle value (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The percentile rank of `mine` among `others`: the percent slower, ties counting half (the mid-rank convention, so
 * a program identical to every other one is "faster than 50 %", not 0 or 100). One decimal place.
 */
export function percentFasterThan(others: readonly number[], mine: number): number {
  let slower = 0;
  let tied = 0;
  for (const o of others) {
    if (o > mine) slower++;
    else if (o === mine) tied++;
  }
  return rankPercent(slower, tied, others.length);
}

/** The same from counts (what the database returns): `slower` and `tied` of `n`. */
export function rankPercent(slower: number, tied: number, n: number): number {
  return n === 0 ? 0 : Math.round(((slower + tied / 2) / n) * 1000) / 10;
}

const ms = (v: number) => (v < 10 ? v.toFixed(1) : Math.round(v).toString());
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

/** The result panel's line, e.g. "Faster than 62 % of accepted Python solutions (58–66 % across 5 runs)". */
export function fasterThanText(
  view: Pick<PerformanceView, "fasterThan" | "language" | "runs">,
): string | null {
  const f = view.fasterThan;
  if (!f) return null;
  const label = LANGUAGE_LABEL[view.language as Language];
  const range =
    Math.round(f.low) === Math.round(f.high)
      ? `across ${view.runs} runs`
      : `${Math.round(f.low)}–${Math.round(f.high)} % across ${view.runs} runs`;
  return `Faster than ${Math.round(f.percent)} % of accepted ${label} solutions (${range})`;
}

/**
 * "CPU 39 ms, fastest of 5 runs (39–44 ms) on test 3 · memory 9.8 MB", the measured figures of the heaviest test;
 * said plainly when the machine was busy through every run (the figure may then be high).
 */
export function figuresText(view: PerformanceView): string | null {
  if (view.status !== "MEASURED" || view.cpuMs === null) return null;
  const spread = `${ms(view.cpuMinMs ?? view.cpuMs)}–${ms(view.cpuMaxMs ?? view.cpuMs)} ms`;
  const memory = view.memoryKb === null ? "" : ` · memory ${mb(view.memoryKb)}`;
  const busy = view.steady === false ? " · the machine was busy throughout" : "";
  return `CPU ${ms(view.cpuMs)} ms, fastest of ${view.runs} runs (${spread}) on test ${view.testCase}${memory}${busy}`;
}
