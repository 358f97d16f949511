import { createMetricsRegistry } from "@grindstone/shared/metrics";
import { Counter, Gauge, Histogram } from "prom-client";
import type { Runner } from "../runners/runner.ts";

/** Everything a worker process exports to Prometheus; one per process (WorkerDeps.metrics). */
export function createWorkerMetrics(runner: Pick<Runner, "slotUsage">) {
  const registry = createMetricsRegistry();
  const jobWait = new Histogram({
    name: "judge_job_wait_seconds",
    help: "Time from a job becoming due (added, or its delay elapsed) to a worker first starting it",
    labelNames: ["queue"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  const judgeDuration = new Histogram({
    name: "judge_duration_seconds",
    help: "Judging one submission, from taking it to publishing its final verdict",
    labelNames: ["language", "verdict"] as const,
    // A cached Python Accepted takes tens of ms; a Java submission timing out on many tests takes tens of seconds.
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120],
    registers: [registry],
  });
  // A problem's own checker (or interactor) failed: never the learner's fault, always an admin's to look at.
  const checkerFailures = new Counter({
    name: "judge_checker_failures_total",
    help: "Tests judged Judge Error because the problem's checker failed (crash, bad exit code, timeout, flood)",
    registers: [registry],
  });
  // Read at scrape time from the runner's slot pool; absent with a runner that has no slots (Judge0).
  const slotGauge = (name: string, help: string, pick: (u: { busy: number; total: number }) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const usage = runner.slotUsage?.();
        if (usage) this.set(pick(usage));
      },
    });
  slotGauge(
    "sandbox_slots_busy",
    "Sandbox slots held by a submission (running tests or tearing its box down)",
    (u) => u.busy,
  );
  slotGauge("sandbox_slots_total", "Sandbox slots of this worker (WORKER_CONCURRENCY)", (u) => u.total);
  return { registry, jobWait, judgeDuration, checkerFailures };
}
export type WorkerMetrics = ReturnType<typeof createWorkerMetrics>;
