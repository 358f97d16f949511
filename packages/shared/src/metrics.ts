/**
 * What the API and the worker expose to Prometheus in the same way: one registry per process (never prom-client's
 * global one, so a test can build several apps in one process), the process defaults, BullMQ job counts read at
 * scrape time, and the small listener on METRICS_PORT.
 *
 * Not exported from the package index (the web bundle never needs it): import `@grindstone/shared/metrics`.
 */
import { collectDefaultMetrics, Gauge, Registry } from "prom-client";

/** The queue states an operator watches; "completed" is left out (it only grows until retention trims it). */
export const QUEUE_STATES = ["waiting", "active", "delayed", "failed", "prioritized"] as const;

// Below Prometheus' default 10 s scrape timeout and the 2 s any client is given: a Redis outage costs a scrape at
// most this long, and the queue gauges are simply absent from that scrape.
const QUEUE_COUNTS_TIMEOUT_MS = 1500;

/** The part of a BullMQ Queue this needs (structural, so packages/shared does not depend on bullmq). */
export type CountableQueue = { getJobCounts(...types: string[]): Promise<Record<string, number>> };

/**
 * A registry with the process metrics prom-client collects by default. Under Bun every default collector works
 * (checked on Bun 1.4.5): CPU, memory, fds, heap, and event-loop lag (`nodejs_eventloop_lag_*`) from
 * perf_hooks.monitorEventLoopDelay, which Bun implements; the GC histogram is absent (no gc performance entries).
 */
export function createMetricsRegistry() {
  const registry = new Registry();
  // 10 ms: fine enough to see a blocked loop, coarse enough to cost nothing.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  return registry;
}

/** `bullmq_queue_jobs{queue,state}`, read at scrape time with one getJobCounts per queue, never waiting long. */
export function trackQueueCounts(registry: Registry, queues: Record<string, CountableQueue>) {
  return new Gauge({
    name: "bullmq_queue_jobs",
    help: "Jobs in each BullMQ queue by state, read when scraped",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        Object.entries(queues).map(async ([name, queue]) => {
          const counts = await withTimeout(queue.getJobCounts(...QUEUE_STATES), QUEUE_COUNTS_TIMEOUT_MS);
          if (!counts) return;
          for (const state of QUEUE_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
}

/** The value, or null when it fails or takes longer than `ms` (the late promise is left to settle on its own). */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The Prometheus text exposition of a registry. */
export async function metricsResponse(registry: Registry) {
  return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType } });
}

type OpsRoute = () => Response | Promise<Response>;

/**
 * The METRICS_PORT listener: a few fixed paths for scrapers and probes on the private network, JSON 404 otherwise.
 * Unauthenticated by design; it must never be published beyond that network.
 */
export function serveOps(port: number, routes: Record<string, OpsRoute>) {
  return Bun.serve({
    port,
    fetch(req) {
      const route = req.method === "GET" ? routes[new URL(req.url).pathname] : undefined;
      if (route) return route();
      return Response.json({ error: "Not found", code: "NOT_FOUND" }, { status: 404 });
    },
  });
}
