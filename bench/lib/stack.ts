/**
 * Starts a real Grindstone stack (API + worker via scripts/start.ts) on its own database, Redis DB and key prefix,
 * so a benchmark never touches dev or test data. Returns the base URL and a stop function.
 */

import Redis from "ioredis";
import postgres from "postgres";

export type Stack = {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
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

export async function startStack(name: string, env: Record<string, string> = {}): Promise<Stack> {
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/grindstone_bench_${name}`;
  const redisUrl = "redis://127.0.0.1:6379/2";
  const prefix = `gs-bench-${name}`;
  await resetBenchState(`grindstone_bench_${name}`, redisUrl, prefix);

  const port = await freePort();
  const proc = Bun.spawn([process.execPath, "scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      SKIP_WEB_BUILD: "1",
      REGISTER_MAX_PER_IP: "1000000",
      LOGIN_MAX_PER_IP: "1000000",
      JUDGE_QUEUE_CAP: "100000",
      CORS_ORIGINS: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/api/v1/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (i > 600) throw new Error("stack did not start");
    await Bun.sleep(100);
  }
  return {
    url,
    databaseUrl,
    redisUrl,
    prefix,
    async stop() {
      proc.kill("SIGINT");
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
