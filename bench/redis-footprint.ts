/**
 * Redis memory per N users (default 10,000): writes the keys the app keeps per user, with the app's own key
 * builders and limiters, into a private Redis DB under a unique prefix, reports the memory they take, then deletes
 * them. `bun run bench:redis-footprint` (BENCH_USERS, BENCH_SOLVED_PER_USER, BENCH_REDIS_URL to change).
 *
 * Two figures: the `used_memory` delta (what the server really grew by, allocator overhead included, but shared with
 * anything else writing to the same server meanwhile) and the sum of `MEMORY USAGE` over our keys (exact per key,
 * blind to the allocator's slack). The key shapes and their TTLs are the app's; the per-user counts are assumptions
 * printed with the result.
 */
import { SESSION_TTL_SECONDS } from "@grindstone/shared";
import {
  bullPrefix,
  JUDGE_JOB_OPTIONS,
  JUDGE_JOBS,
  JUDGE_PRIORITY,
  JUDGE_QUEUE,
  LEADERBOARD_TTL_SECONDS,
  leaderboardKey,
  leaderboardScore,
  SOLVED_SET_LOADED,
  SOLVED_SET_TTL_SECONDS,
  solvedDayKey,
  solvedSetKey,
  utcDay,
} from "@grindstone/shared/server";
import Redis from "ioredis";
import { createJudgeQueue } from "../api/src/lib/queue.ts";
import { createLimiter } from "../api/src/lib/rate-limit.ts";
import { keyer } from "../api/src/lib/redis.ts";
import { redisFootprintBenchEnv } from "./env.ts";

const knobs = redisFootprintBenchEnv();
const USERS = knobs.BENCH_USERS;
const SOLVED_PER_USER = knobs.BENCH_SOLVED_PER_USER;
const REDIS_URL = knobs.BENCH_REDIS_URL;
const prefix = `gs-footprint-${crypto.randomUUID().slice(0, 8)}`;
const key = keyer(prefix);
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });

const usedMemory = async () => Number(/used_memory:(\d+)/.exec(await redis.info("memory"))?.[1]);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const users = Array.from({ length: USERS }, (_, i) => ({
  id: crypto.randomUUID(),
  name: `user${i}`,
  email: `user${i}@example.com`,
  ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
}));
const problemIds = Array.from({ length: Math.max(SOLVED_PER_USER, 1) }, () => crypto.randomUUID());
const day = utcDay(new Date());

/** Runs fn in pipelines of 1,000 users. */
async function perUser(
  fn: (pipe: ReturnType<Redis["pipeline"]>, u: (typeof users)[number], i: number) => void,
) {
  for (let i = 0; i < users.length; i += 1000) {
    const pipe = redis.pipeline();
    for (const [j, u] of users.slice(i, i + 1000).entries()) fn(pipe, u, i + j);
    await pipe.exec();
  }
}

/** What each step writes: every active user's share of the app's Redis state. */
const steps: [string, () => Promise<void>][] = [
  [
    "auth state (auth:user, 1 h) + one logged-out token (auth:deny, session lifetime)",
    () =>
      perUser((p, u) => {
        p.set(
          key("auth", "user", u.id),
          JSON.stringify({ id: u.id, role: "USER", sv: 0, blocked: false }),
          "EX",
          3600,
        );
        p.set(key("auth", "deny", crypto.randomUUID()), "1", "EX", SESSION_TTL_SECONDS);
      }),
  ],
  [
    `solved set (${SOLVED_PER_USER} problems + marker, 24 h)`,
    () =>
      perUser((p, u) => {
        const k = solvedSetKey(prefix, u.id);
        p.sadd(k, SOLVED_SET_LOADED, ...problemIds.slice(0, SOLVED_PER_USER));
        p.expire(k, SOLVED_SET_TTL_SECONDS);
      }),
  ],
  [
    "today's leaderboard (zset + names hash) and solved-today set: every user solved today",
    () =>
      perUser((p, u, i) => {
        const lb = leaderboardKey(prefix, day);
        p.zadd(lb, leaderboardScore(1 + (i % 5), new Date()), u.id);
        p.hset(`${lb}:names`, u.id, u.name);
        p.sadd(solvedDayKey(prefix, day), u.id);
        if (i === 0) p.expire(lb, LEADERBOARD_TTL_SECONDS).expire(`${lb}:names`, LEADERBOARD_TTL_SECONDS);
      }),
  ],
  [
    "rate limits: login per address and per e-mail, discussion posts per user",
    async () => {
      const limit = (name: string) =>
        createLimiter(redis, key("rl", name), { points: 1000, durationSeconds: 900 }, "limited");
      const [ip, email, post] = ["login-ip", "login-email", "discussion-post"].map(limit);
      for (let i = 0; i < users.length; i += 500)
        await Promise.all(
          users
            .slice(i, i + 500)
            .flatMap((u) => [ip!.consume(u.ip), email!.consume(u.email), post!.consume(u.id)]),
        );
    },
  ],
  [
    `judge jobs kept after completion (JUDGE_JOB_OPTIONS: at most ${JUDGE_JOB_OPTIONS.removeOnComplete.count})`,
    async () => {
      const queue = createJudgeQueue(redis, prefix);
      const total = Math.min(USERS, JUDGE_JOB_OPTIONS.removeOnComplete.count);
      // bullmq is a dependency of the api and the worker, not of bench/: take it from where the worker does.
      const { Worker } = (await import(Bun.resolveSync("bullmq", `${import.meta.dir}/../worker`))) as {
        Worker: new (
          name: string,
          fn: () => Promise<void>,
          opts: object,
        ) => { close(): Promise<void>; on(e: "completed", fn: () => void): void };
      };
      for (let i = 0; i < total; i += 1000)
        await queue.addBulk(
          users.slice(i, Math.min(i + 1000, total)).map(() => {
            const id = crypto.randomUUID();
            return {
              name: JUDGE_JOBS.submission,
              data: { submissionId: id },
              opts: { ...JUDGE_JOB_OPTIONS, jobId: id, priority: JUDGE_PRIORITY.practice },
            };
          }),
        );
      let done = 0;
      // BullMQ leaves a connection it was handed open: closed below, or the process never exits.
      const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
      await new Promise<void>((resolve) => {
        const worker = new Worker(JUDGE_QUEUE, async () => {}, {
          connection,
          prefix: bullPrefix(prefix),
          concurrency: 100,
        });
        worker.on("completed", () => {
          if (++done === total) void worker.close().then(resolve);
        });
      });
      connection.disconnect();
      await queue.close();
    },
  ],
];

async function ourKeys() {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 5000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== "0");
  return keys;
}

async function keyBytes(keys: string[]) {
  let total = 0;
  for (let i = 0; i < keys.length; i += 1000) {
    const pipe = redis.pipeline();
    for (const k of keys.slice(i, i + 1000)) pipe.memory("USAGE", k, "SAMPLES", "0");
    for (const [, v] of (await pipe.exec()) ?? []) total += Number(v ?? 0);
  }
  return total;
}

try {
  console.log(`Redis footprint of ${USERS} users (${REDIS_URL}, prefix ${prefix})`);
  const start = await usedMemory();
  let before = start;
  let counted = 0;
  const rows: string[] = [];
  for (const [label, run] of steps) {
    await run();
    const now = await usedMemory();
    const keys = await ourKeys();
    const bytes = (await keyBytes(keys)) - counted;
    counted += bytes;
    rows.push(`| ${label} | ${mb(now - before)} | ${mb(bytes)} |`);
    before = now;
  }
  const keys = await ourKeys();
  console.log("\n| state | used_memory delta | MEMORY USAGE sum |\n|---|---|---|");
  console.log(rows.join("\n"));
  console.log(`| **total (${keys.length} keys)** | **${mb(before - start)}** | **${mb(counted)}** |`);
  console.log(`\nper 10,000 users: ${mb(((before - start) * 10_000) / USERS)} (used_memory delta)`);
} finally {
  const keys = await ourKeys();
  for (let i = 0; i < keys.length; i += 1000) await redis.unlink(...keys.slice(i, i + 1000));
  console.log(`deleted ${keys.length} keys under ${prefix}`);
  redis.disconnect();
}
