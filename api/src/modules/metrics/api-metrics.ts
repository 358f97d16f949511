import { type CountableQueue, createMetricsRegistry, trackQueueCounts } from "@grindstone/shared/metrics";
import { Gauge, Histogram } from "prom-client";

/** Everything an API instance exports to Prometheus; one per context (AppContext.metrics). */
export function createApiMetrics(deps: {
  queues: Record<string, CountableQueue>;
  /** Socket.IO connections on this instance (not across the cluster: each instance is scraped). */
  socketConnections: () => number;
}) {
  const registry = createMetricsRegistry();
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by method, matched route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    // From a peeked session read (well under 1 ms) to a Run waiting out JUDGE_WAIT_MS (20 s).
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [registry],
  });
  trackQueueCounts(registry, deps.queues);
  new Gauge({
    name: "socketio_connections",
    help: "Socket.IO connections open on this instance",
    registers: [registry],
    collect() {
      this.set(deps.socketConnections());
    },
  });
  return { registry, httpDuration };
}
export type ApiMetrics = ReturnType<typeof createApiMetrics>;
