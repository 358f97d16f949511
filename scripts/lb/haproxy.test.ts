import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { io as connect, type Socket } from "socket.io-client";
import { spawnApi } from "../../api/src/test/instances.ts";
import { freePort } from "../faults/lib/ports.ts";
import { backendStats, type Haproxy, startHaproxy } from "./haproxy.ts";

/**
 * The balancer's policy against real API processes: SIGTERM one instance while clients keep calling through
 * HAProxy. No client sees an error, sockets come back through the balancer, the drained instance leaves cleanly.
 * (The fault suite repeats this under a burst of submissions with a kill -9 as well.)
 */
const apis: { proc: Subprocess; port: number; output: Promise<string> }[] = [];
let lb: Haproxy;

async function startApi() {
  const port = await freePort();
  const proc = spawnApi(port, { TRUST_PROXY: "true", LOG_LEVEL: "info", LOG_FORMAT: "json" }, "pipe");
  apis.push({ proc, port, output: new Response(proc.stdout as ReadableStream).text() });
  return port;
}

beforeAll(async () => {
  const ports = [await startApi(), await startApi()];
  lb = await startHaproxy({
    dir: mkdtempSync(join(tmpdir(), "gs-lb-")),
    port: await freePort(),
    bind: "127.0.0.1",
    backends: ports.map((port, i) => ({ name: `api-${i + 1}`, host: "127.0.0.1", port })),
    stdio: "ignore",
  });
  // Both instances in: the balancer's own view, not just the processes answering.
  for (let i = 0; i < 200; i++) {
    const stats = await backendStats(lb);
    if (stats.length === 2 && stats.every((s) => s.status === "UP")) return;
    await Bun.sleep(100);
  }
  throw new Error("the balancer never saw both instances up");
});
afterAll(async () => {
  for (const a of apis) a.proc.kill("SIGKILL");
  await lb?.stop();
});

test("SIGTERM on one instance behind HAProxy: no client error, sockets reconnect elsewhere, the instance exits 0", async () => {
  const register = await fetch(`${lb.url}/api/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Balanced",
      email: `lb-${crypto.randomUUID()}@test.grindstone.dev`,
      password: "secret123",
    }),
  });
  expect(register.status).toBe(201);
  const cookie = register.headers.get("set-cookie")!.split(";")[0]!;

  // Four sockets: least-connections puts two on each instance, so the drained one surely holds some.
  const sockets: Socket[] = [];
  let reconnects = 0;
  for (let i = 0; i < 4; i++) {
    const s = connect(lb.url, {
      transports: ["websocket"],
      forceNew: true,
      reconnectionDelay: 100,
      extraHeaders: { cookie },
    });
    s.io.on("reconnect", () => reconnects++);
    sockets.push(s);
  }
  await Promise.all(sockets.map((s) => new Promise((r) => s.once("connect", () => r(null)))));

  const statuses = new Map<string, number>();
  let calling = true;
  // Reads, and an unkeyed write (refused by validation, so it can repeat): each takes its own backend.
  const calls: [string, RequestInit][] = [
    ["/problems/get-all-problems", { headers: { cookie } }],
    ["/auth/register", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
  ];
  const callers = Array.from({ length: 4 }, async (_, i) => {
    const [path, init] = calls[i % calls.length]!;
    while (calling) {
      const res = await fetch(`${lb.url}/api/v1${path}`, init).catch(() => null);
      const key = `${init.method ?? "GET"} ${res?.status ?? "network error"}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      await res?.arrayBuffer();
    }
  });
  await Bun.sleep(1000);
  const drained = apis[0]!;
  drained.proc.kill("SIGTERM");
  expect(await drained.proc.exited).toBe(0);
  await Bun.sleep(1500);
  calling = false;
  await Promise.all(callers);

  // Every call got its normal answer: the refusals of the draining instance were replayed by the balancer.
  expect([...statuses.keys()].sort()).toEqual(["GET 200", "POST 400"]);
  expect(statuses.get("GET 200")!).toBeGreaterThan(20);
  const log = await drained.output;
  expect(log).toContain("all requests finished");
  // The balancer took it out: DOWN (or MAINT) for its checks, while the other serves everything.
  const stats = await backendStats(lb);
  expect(stats.find((s) => s.name === "api-1")!.status).not.toBe("UP");
  expect(stats.find((s) => s.name === "api-2")!.status).toBe("UP");

  // The drained instance's sockets came back through the balancer (to the only instance left) without a reload.
  for (let i = 0; i < 100 && !sockets.every((s) => s.connected); i++) await Bun.sleep(100);
  expect(sockets.every((s) => s.connected)).toBe(true);
  expect(reconnects).toBeGreaterThanOrEqual(1);
  for (const s of sockets) s.close();
});
