import { join } from "node:path";
import { prepareHaproxy } from "./lb/haproxy.ts";
import type { Backend } from "./lb/haproxy-config.ts";
import type { Child } from "./supervise.ts";

type Plan = {
  port: number;
  apiInstances: number;
  workerInstances: number;
  workerMetricsPort?: number;
  /** Where the generated HAProxy configuration and its admin socket go. */
  runDir: string;
};

/**
 * The processes `bun run start` runs: one API on PORT, or HAProxy on PORT in front of API_INSTANCES instances on
 * PORT+1…PORT+N; and WORKER_INSTANCES workers. Every API instance and worker is the same program with its own port:
 * nothing one needs lives in another's memory, so any number share one Postgres and one Redis.
 */
export function planInstances(plan: Plan): Child[] {
  const bun = process.execPath;
  const children: Child[] = [];
  if (plan.apiInstances === 1) {
    children.push({ name: "api", cmd: [bun, "api/src/index.ts"], env: { PORT: String(plan.port) } });
  } else {
    const backends: Backend[] = Array.from({ length: plan.apiInstances }, (_, i) => ({
      name: `api-${i + 1}`,
      host: "127.0.0.1",
      port: plan.port + 1 + i,
    }));
    for (const b of backends) {
      children.push({
        name: b.name,
        cmd: [bun, "api/src/index.ts"],
        // Behind the balancer the client's address arrives in X-Forwarded-For (rate limits are per client).
        env: { PORT: String(b.port), TRUST_PROXY: "true" },
      });
    }
    const lb = prepareHaproxy({ dir: join(plan.runDir, "lb"), port: plan.port, backends });
    children.push({ name: "haproxy", cmd: lb.cmd });
  }
  for (let i = 0; i < plan.workerInstances; i++) {
    const metrics: Record<string, string> =
      plan.workerMetricsPort === undefined ? {} : { METRICS_PORT: String(plan.workerMetricsPort + i) };
    children.push({
      name: plan.workerInstances === 1 ? "worker" : `worker-${i + 1}`,
      cmd: [bun, "worker/src/index.ts"],
      env: metrics,
    });
  }
  return children;
}
