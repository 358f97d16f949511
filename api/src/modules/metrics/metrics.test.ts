import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { JUDGE_JOBS } from "@grindstone/shared/server";
import { createTestApp, makeAdmin, signUp } from "../../test/harness.ts";
import { startMetricsServer } from "./metrics-server.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = async () => {
  const { c, user } = await signUp(t.app);
  await makeAdmin(t.ctx, user.id);
  return c;
};

/** A sample's value from exposition text, e.g. sample(text, 'bullmq_queue_jobs{queue="judge",state="waiting"}'). */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("GET /metrics on the main port", () => {
  test("401 without a session, 403 for a user", async () => {
    const anon = await t.app.request("/metrics");
    expect(anon.status).toBe(401);
    expect(((await anon.json()) as { code: string }).code).toBe("UNAUTHENTICATED");
    const { c } = await signUp(t.app);
    const res = await t.app.request("/metrics", { headers: { cookie: c.cookie } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("FORBIDDEN");
  });

  test("admins get Prometheus text with the route pattern, not the path", async () => {
    const c = await admin();
    const id = crypto.randomUUID();
    expect((await c.get(`/problems/get-problem/${id}`)).status).toBe(404);
    await c.get(`/no-such-route/${id}`);
    await t.app.request(`/api/v1/problems/get-problem/${id}`);
    const res = await t.app.request("/metrics", { headers: { cookie: c.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toStartWith("text/plain");
    const text = await res.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/problems/get-problem/:id",status="404"}',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
    );
    expect(text).not.toContain(id);
    // Process defaults work under Bun, event-loop lag included.
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
    expect(sample(text, "socketio_connections")).toBe(0);
  });

  test("the queue gauges count a job added to the judge queue", async () => {
    const c = await admin();
    const read = async () => {
      const text = await (await t.app.request("/metrics", { headers: { cookie: c.cookie } })).text();
      return sample(text, 'bullmq_queue_jobs{queue="judge",state="waiting"}') ?? -1;
    };
    const before = await read();
    expect(before).toBeGreaterThanOrEqual(0);
    const job = await t.ctx.queue.add(JUDGE_JOBS.submission, { submissionId: crypto.randomUUID() });
    try {
      expect(await read()).toBe(before + 1);
      expect(await t.ctx.metrics.registry.getSingleMetricAsString("bullmq_queue_jobs")).toContain(
        'queue="contest",state="delayed"',
      );
    } finally {
      await job.remove();
    }
  });
});

test("the METRICS_PORT listener serves /metrics without a session and 404s anything else", async () => {
  const server = startMetricsServer(t.ctx, 0)!;
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("# TYPE http_request_duration_seconds histogram");
    const other = await fetch(`${base}/api/v1/health`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: "Not found", code: "NOT_FOUND" });
  } finally {
    await server.stop(true);
  }
});

test("no listener without METRICS_PORT", () => {
  expect(startMetricsServer(t.ctx, undefined)).toBeNull();
});
