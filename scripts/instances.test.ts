import { expect, test } from "bun:test";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { planInstances } from "./instances.ts";

const runDir = () => mkdtempSync(join(tmpdir(), "gs-plan-"));

test("the default is one API on PORT and one worker, no balancer, no metrics ports", () => {
  const plan = planInstances({ port: 3000, apiInstances: 1, workerInstances: 1, runDir: runDir() });
  expect(plan.map((c) => c.name)).toEqual(["api", "worker"]);
  expect(plan[0]!.env).toEqual({ PORT: "3000", METRICS_PORT: undefined });
  // Undefined removes the variable: a worker must not inherit a METRICS_PORT meant for the API.
  expect(plan[1]!.env).toEqual({ METRICS_PORT: undefined });
});

test("API_INSTANCES=3: HAProxy on PORT over instances on PORT+1…PORT+3, each with its own metrics port", () => {
  const dir = runDir();
  const plan = planInstances({
    port: 4000,
    apiInstances: 3,
    workerInstances: 2,
    apiMetricsPort: 9500,
    workerMetricsPort: 9600,
    runDir: dir,
  });
  expect(plan.map((c) => c.name)).toEqual(["api-1", "api-2", "api-3", "haproxy", "worker-1", "worker-2"]);
  expect(plan.slice(0, 3).map((c) => c.env)).toEqual([
    { PORT: "4001", TRUST_PROXY: "true", METRICS_PORT: "9500" },
    { PORT: "4002", TRUST_PROXY: "true", METRICS_PORT: "9501" },
    { PORT: "4003", TRUST_PROXY: "true", METRICS_PORT: "9502" },
  ]);
  expect(plan.slice(4).map((c) => c.env?.METRICS_PORT)).toEqual(["9600", "9601"]);
  const cfgPath = plan[3]!.cmd.at(-1)!;
  const cfg = readFileSync(cfgPath, "utf8");
  expect(cfg).toContain("bind 0.0.0.0:4000");
  for (const port of [4001, 4002, 4003]) expect(cfg).toContain(`127.0.0.1:${port} check`);
  expect(cfg).toContain("uri /api/v1/health/ready");
});
