import { closeSync, openSync } from "node:fs";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { inheritedEnv } from "../env.ts";
import { freePort } from "./ports.ts";
import { waitUntil } from "./time.ts";

export type Member = {
  name: string;
  kind: "api" | "worker";
  /** Set for an API: where it listens (the same port after a restart, like a host behind a load balancer). */
  url: string | null;
  alive: () => boolean;
  start: () => Promise<void>;
  kill: (signal: "SIGKILL" | "SIGTERM") => Promise<number>;
};

export type Fleet = { apis: Member[]; workers: Member[]; all: Member[]; reviveDead: () => Promise<string[]> };

const root = new URL("../../..", import.meta.url).pathname;

export const apiHealthy = (url: string) =>
  fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) })
    .then((r) => r.ok)
    .catch(() => false);

function member(
  name: string,
  kind: Member["kind"],
  env: Record<string, string>,
  logDir: string,
  url: string | null,
) {
  let proc: Subprocess | null = null;
  const m: Member = {
    name,
    kind,
    url,
    alive: () => proc !== null && proc.exitCode === null && proc.signalCode === null,
    async start() {
      // Appended across restarts, so one file tells a process's whole story in the run.
      const fd = openSync(join(logDir, `${name}.log`), "a");
      proc = Bun.spawn([process.execPath, kind === "api" ? "api/src/index.ts" : "worker/src/index.ts"], {
        cwd: root,
        env: { ...inheritedEnv(), ...env },
        stdio: ["ignore", fd, fd],
      });
      closeSync(fd);
      if (url && !(await waitUntil(() => apiHealthy(url), Date.now() + 60_000, 200))) {
        throw new Error(`${name} did not become healthy (see ${logDir}/${name}.log)`);
      }
    },
    async kill(signal) {
      if (!proc) return -1;
      proc.kill(signal);
      return proc.exited;
    },
  };
  return m;
}

/**
 * Two API instances and two workers as separate processes sharing one Postgres and one Redis, exactly as a
 * horizontally scaled deploy runs them; each can be killed and started again on its own.
 */
export async function startFleet(opts: {
  databaseUrl: string;
  redisUrl: string;
  logDir: string;
  workerEnv: Record<string, string>;
}): Promise<Fleet> {
  const ports = [await freePort(), await freePort()];
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  const shared = {
    NODE_ENV: "production",
    JWT_SECRET: "faults-secret-faults-secret-faults-0123456789",
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    REDIS_PREFIX: "gs-faults",
  };
  const apis = ports.map((port, i) =>
    member(
      `api-${i + 1}`,
      "api",
      {
        ...shared,
        PORT: String(port),
        CORS_ORIGINS: urls.join(","),
        // Every simulated user signs up from 127.0.0.1; the per-address throttles would refuse the 21st.
        REGISTER_MAX_PER_IP: "1000000",
        LOGIN_MAX_PER_IP: "1000000",
      },
      opts.logDir,
      urls[i]!,
    ),
  );
  // One sandbox slot per worker: two workers on a 2-core machine, one job per core, as production sizes them.
  const workers = [1, 2].map((i) =>
    member(
      `worker-${i}`,
      "worker",
      { ...shared, WORKER_CONCURRENCY: "1", ...opts.workerEnv },
      opts.logDir,
      null,
    ),
  );
  const all = [...apis, ...workers];
  await Promise.all(all.map((m) => m.start()));
  return {
    apis,
    workers,
    all,
    async reviveDead() {
      const dead = all.filter((m) => !m.alive());
      await Promise.all(dead.map((m) => m.start()));
      return dead.map((m) => m.name);
    },
  };
}

/** SIGTERM everything; a worker still finishing a job after 15 s is killed (the suite is over, nobody waits). */
export async function stopFleet(fleet: Fleet) {
  const killer = setTimeout(() => {
    for (const m of fleet.all) if (m.alive()) void m.kill("SIGKILL");
  }, 15_000);
  await Promise.all(fleet.all.map((m) => (m.alive() ? m.kill("SIGTERM") : 0)));
  clearTimeout(killer);
}
