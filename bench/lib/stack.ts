import { readFileSync } from "node:fs";
/**
 * Starts a real Grindstone stack (API + worker via scripts/start.ts) on its own database, Redis DB and key prefix,
 * so a benchmark never touches dev or test data. Returns the base URL and a stop function; `startExtraApi` adds
 * another API instance on the same database and Redis, as a scaled deploy has.
 */

import Redis from "ioredis";
import postgres from "postgres";
import { inheritedEnv } from "../env.ts";
import { stopOnExit } from "./stop-on-exit.ts";

export type Stack = {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  /** The environment the stack's processes got, without PORT and CORS_ORIGINS. */
  env: Record<string, string>;
  /** scripts/start.ts, whose children are the API and the worker. */
  pid: number;
  stop: () => Promise<void>;
};

const root = new URL("../..", import.meta.url).pathname;

export async function freePort() {
  const s = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = s.port!;
  await s.stop(true);
  return port;
}

/** A benchmark starts clean: its database dropped (the app recreates and migrates it) and its Redis keys deleted. */
export async function resetBenchState(database: string, redisUrl: string, prefix: string) {
  const admin = postgres("postgres://postgres@127.0.0.1:5432/postgres", { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${database}" with (force)`);
  await admin.end();
  const redis = new Redis(redisUrl);
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== "0");
  await redis.quit();
}

async function waitHealthy(url: string) {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/api/v1/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    if (i > 600) throw new Error(`${url} did not start`);
    await Bun.sleep(100);
  }
}

/** `redisDb`: the Redis database the bench's keys go to (2 unless a bench needs its own). */
export async function startStack(
  name: string,
  extra: Record<string, string> = {},
  opts: { redisDb?: number } = {},
): Promise<Stack> {
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/grindstone_bench_${name}`;
  const redisUrl = `redis://127.0.0.1:6379/${opts.redisDb ?? 2}`;
  const prefix = `gs-bench-${name}`;
  await resetBenchState(`grindstone_bench_${name}`, redisUrl, prefix);

  const env: Record<string, string> = {
    NODE_ENV: "production",
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SKIP_WEB_BUILD: "1",
    REGISTER_MAX_PER_IP: "1000000",
    LOGIN_MAX_PER_IP: "1000000",
    JUDGE_QUEUE_CAP: "100000",
    ...extra,
  };
  const port = await freePort();
  const proc = stopOnExit(
    Bun.spawn([process.execPath, "scripts/start.ts"], {
      cwd: root,
      env: { ...inheritedEnv(), ...env, PORT: String(port), CORS_ORIGINS: `http://127.0.0.1:${port}` },
      stdio: ["ignore", "ignore", "inherit"],
    }),
    "SIGINT",
  );
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url);
  return {
    url,
    databaseUrl,
    redisUrl,
    prefix,
    env,
    pid: proc.pid,
    async stop() {
      proc.kill("SIGINT");
      await proc.exited;
    },
  };
}

/** One more API process (no worker) on the stack's database and Redis, with the same environment. */
export async function startExtraApi(stack: Stack) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = stopOnExit(
    Bun.spawn([process.execPath, "api/src/index.ts"], {
      cwd: root,
      env: { ...inheritedEnv(), ...stack.env, PORT: String(port), CORS_ORIGINS: url },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  await waitHealthy(url);
  return {
    url,
    pid: proc.pid,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

/** A signed-in HTTP client (the session cookie is kept), like a browser tab. */
export async function signedInClient(url: string, name: string) {
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@bench.grindstone.dev`;
  const res = await fetch(`${url}/api/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, password: "bench-password" }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
  const { user } = (await res.json()) as { user: { id: string } };
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${url}/api/v1${path}`, {
      ...init,
      headers: { "content-type": "application/json", cookie, ...init.headers },
    });
  return { cookie, userId: user.id, call };
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

/** The API and worker processes under scripts/start.ts (a stack's `pid`), by their command lines. */
export function stackChildren(pid: number) {
  const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).map(Number);
  const cmd = (p: number) => readFileSync(`/proc/${p}/cmdline`, "utf8");
  return {
    api: kids.filter((p) => cmd(p).includes("api/src/index.ts")),
    worker: kids.filter((p) => cmd(p).includes("worker/src/index.ts")),
  };
}
