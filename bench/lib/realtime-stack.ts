/**
 * The servers of `bench/realtime.ts`: two real Grindstone API processes (`bun api/src/index.ts`, no worker) on one
 * bench database, Redis DB 3 and prefix, and two floor processes (`socket-floor.ts`) on the same Redis. Also the
 * data: rooms (problems) and users inserted straight into Postgres, then signed in over HTTP.
 */
import { migrateDatabase } from "@grindstone/db/migrate";
import type { Subprocess } from "bun";
import postgres from "postgres";
import { inheritedEnv } from "../env.ts";
import { pool } from "./bare.ts";
import { freePort, resetBenchState } from "./stack.ts";

const root = new URL("../..", import.meta.url).pathname;
export const DATABASE_URL = "postgres://postgres@127.0.0.1:5432/grindstone_bench_realtime";
export const REDIS_URL = "redis://127.0.0.1:6379/3";
export const PREFIX = "gs-bench-rt";
const PASSWORD = "bench-password";

export type Server = { url: string; proc: Subprocess };

/**
 * The password of every inserted bench user, as a cheap bcrypt hash (Bun.password.verify reads the algorithm from
 * the hash): 1,000 argon2id sign-ins would take minutes on two cores and measure nothing a benchmark is about.
 */
export const benchPasswordHash = () => Bun.password.hash(PASSWORD, { algorithm: "bcrypt", cost: 4 });

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await Bun.sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

/** A fresh bench database (migrated), `rooms` problems and `users` users; returns their ids and e-mails. */
export async function prepareData(rooms: number, users: number) {
  await resetBenchState("grindstone_bench_realtime", REDIS_URL, PREFIX);
  await migrateDatabase(DATABASE_URL);

  const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  const problemIds = (
    await sql`
      insert into problems (title, description, difficulty, constraints)
      select 'Room ' || g, 'A discussion room for the realtime benchmark.', 'EASY', '-'
      from generate_series(1, ${rooms}) g returning id`
  ).map((r) => r.id as string);
  const hash = await benchPasswordHash();
  const emails = (
    await sql`
      insert into users (name, email, password_hash)
      select 'Reader ' || g, 'rt' || g || '@bench.grindstone.dev', ${hash}
      from generate_series(1, ${users}) g order by g returning email`
  ).map((r) => r.email as string);
  await sql.end();
  return { problemIds, emails };
}

/** Signs every e-mail in through the API; returns the session cookies in the same order. */
export async function signIn(url: string, emails: string[]) {
  return pool(
    emails.map((email) => async () => {
      const res = await fetch(`${url}/api/v1/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
      return res.headers.get("set-cookie")!.split(";")[0]!;
    }),
    16,
  );
}

function spawn(cmd: string[], env: Record<string, string>) {
  return Bun.spawn([process.execPath, ...cmd], {
    cwd: root,
    env: { ...inheritedEnv(), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Two API instances on the bench database; only the Redis adapter connects them, as in a scaled deploy. */
export async function startApiPair(): Promise<Server[]> {
  const servers: Server[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = spawn(["api/src/index.ts"], {
      NODE_ENV: "production",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      PORT: String(port),
      DATABASE_URL,
      REDIS_URL,
      REDIS_PREFIX: PREFIX,
      CORS_ORIGINS: url,
      // Every bench user signs in from 127.0.0.1; only failed logins spend this budget, but be explicit.
      LOGIN_MAX_PER_IP: "1000000",
    });
    servers.push({ url, proc });
  }
  await Promise.all(servers.map((s) => waitFor(`${s.url}/api/v1/health`)));
  return servers;
}

/** Two floor servers on the same Redis (their own adapter channel). */
export async function startFloorPair(): Promise<Server[]> {
  const servers: Server[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const proc = spawn(["bench/lib/socket-floor.ts"], {
      PORT: String(port),
      REDIS_URL,
      ADAPTER_KEY: `${PREFIX}-floor:socket.io`,
    });
    servers.push({ url: `http://127.0.0.1:${port}`, proc });
  }
  await Promise.all(servers.map((s) => waitFor(`${s.url}/socket.io/?EIO=4&transport=polling`)));
  return servers;
}

export async function stopAll(servers: Server[]) {
  for (const s of servers) s.proc.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.proc.exited));
}
