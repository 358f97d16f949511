/**
 * The processes of bench/scale.ts, each started and stopped on its own: API instances, worker processes, and HAProxy
 * (the policy of scripts/lb/) in front of a chosen set of instances, all on one bench database, Redis DB and key
 * prefix. Every process is tracked, so the end of the run, an error or Ctrl-C stops them all.
 */
import { join } from "node:path";
import { bullPrefix, JUDGE_QUEUE } from "@grindstone/shared/server";
import type { Subprocess } from "bun";
import Redis from "ioredis";
import { backendStats, startHaproxy } from "../../scripts/lb/haproxy.ts";
import { inheritedEnv } from "../env.ts";
import { measureCpu } from "./realtime-cpu.ts";
import { freePort } from "./stack.ts";

const root = new URL("../..", import.meta.url).pathname;
const running = new Set<Subprocess>();

export type Proc = { url: string; pid: number; stop: () => Promise<void> };

function track(proc: Subprocess) {
  running.add(proc);
  void proc.exited.then(() => running.delete(proc));
  return proc;
}

/** SIGTERM (an API drains, a worker finishes its jobs), then wait for the exits. */
async function terminate(procs: Subprocess[]) {
  for (const p of procs) p.kill("SIGTERM");
  await Promise.all(procs.map((p) => p.exited));
}

/** SIGTERM to every process still running (each drains or finishes its jobs), SIGKILL to any left after 15 s. */
export async function stopAll() {
  const left = [...running];
  for (const p of left) p.kill("SIGTERM");
  await Promise.race([Promise.all(left.map((p) => p.exited)), Bun.sleep(15_000)]);
  for (const p of running) p.kill("SIGKILL");
}

/** Ctrl-C or a kill stops the fleet before this process exits; a crash still SIGKILLs whatever is left. */
export function stopFleetOnExit() {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.on(signal, () => {
      console.error(`[bench] ${signal}: stopping the fleet`);
      void stopAll().finally(() => process.exit(code));
    });
  }
  process.on("exit", () => {
    for (const p of running) p.kill("SIGKILL");
  });
}

function spawn(entry: string, env: Record<string, string>) {
  return track(
    Bun.spawn([process.execPath, entry], {
      cwd: root,
      env: { ...inheritedEnv(), ...env },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
}

async function waitReady(url: string, proc: Subprocess) {
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`${url}: the API exited with code ${proc.exitCode}`);
    const ok = await fetch(`${url}/api/v1/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await Bun.sleep(100);
  }
  throw new Error(`${url} did not become ready`);
}

/** One API instance, as `bun run start` runs it behind the balancer (TRUST_PROXY: the client is in X-Forwarded-For). */
export async function startApi(env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn("api/src/index.ts", {
    ...env,
    PORT: String(port),
    CORS_ORIGINS: url,
    TRUST_PROXY: "true",
  });
  await waitReady(url, proc);
  return { url, pid: proc.pid, stop: () => terminate([proc]) };
}

/** HAProxy in front of `apis`; resolves once every backend is UP (two good checks, ~1 s). */
export async function startBalancer(name: string, apis: Proc[]): Promise<Proc> {
  const backends = apis.map((a, i) => ({
    name: `api-${i + 1}`,
    host: "127.0.0.1",
    port: Number(new URL(a.url).port),
  }));
  const lb = await startHaproxy({
    dir: join(root, ".tmp/bench-scale", name),
    port: await freePort(),
    bind: "127.0.0.1",
    backends,
    stdio: "ignore",
  });
  track(lb.proc);
  for (let i = 0; ; i++) {
    const stats = await backendStats(lb);
    if (stats.length === apis.length && stats.every((s) => s.status === "UP")) break;
    if (i > 100) throw new Error(`${name}: backends not UP: ${JSON.stringify(stats)}`);
    await Bun.sleep(100);
  }
  return { url: lb.url, pid: lb.proc.pid, stop: lb.stop };
}

/** Until the machine is quiet (a worker prepares its standby sandboxes after it starts listening), 10 s at most. */
async function settle() {
  for (let i = 0; i < 20; i++) {
    const stop = measureCpu({});
    await Bun.sleep(500);
    if (stop().machine! < 50) return;
  }
}

/**
 * `count` worker processes with `concurrency` sandbox slots each; resolves once all of them listen on the judge
 * queue (BullMQ names each worker's Redis connection after its queue), so no timed burst waits on a start-up.
 */
export async function startWorkers(env: Record<string, string>, count: number, concurrency: number) {
  const procs = Array.from({ length: count }, () =>
    spawn("worker/src/index.ts", { ...env, WORKER_CONCURRENCY: String(concurrency) }),
  );
  const redis = new Redis(env.REDIS_URL!);
  const name = `${bullPrefix(env.REDIS_PREFIX!)}:${Buffer.from(JUDGE_QUEUE).toString("base64")}`;
  try {
    for (let i = 0; ; i++) {
      const clients = String(await redis.client("LIST"))
        .split("\n")
        .map((line) => / name=(\S*)/.exec(line)?.[1] ?? "");
      if (clients.filter((n) => n === name || n.startsWith(`${name}:w:`)).length >= count) break;
      const dead = procs.find((p) => p.exitCode !== null);
      if (dead) throw new Error(`a worker exited with code ${dead.exitCode}`);
      if (i > 600) throw new Error(`workers did not start listening on ${name}`);
      await Bun.sleep(100);
    }
  } finally {
    await redis.quit();
  }
  await settle();
  return {
    pids: procs.map((p) => p.pid),
    stop: () => terminate(procs),
  };
}
