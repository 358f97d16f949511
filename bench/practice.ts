/**
 * `bun run bench:practice` — the practice pages under load, side by side with a minimal route on the same server.
 *
 * Data: 500 problems and 100,000 users ranked on today's leaderboard. Load comes from a second process
 * (autocannon under Node). Reports requests/s of get-all-problems against GET /health/live (a route that does
 * nothing), leaderboard/today latency at a fixed 1,000 requests/s, and the landing page's first-load JS (gzipped).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { leaderboardKey, leaderboardScore, utcDay } from "@grindstone/shared";
import Redis from "ioredis";
import postgres from "postgres";
import { signedInClient, startStack } from "./lib/stack.ts";

const root = new URL("..", import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const out: string[] = [];
const log = (line: string) => {
  console.log(line);
  out.push(line);
};

type Cannon = {
  requests: { average: number };
  latency: { p50: number; p99: number; p99_9?: number };
  non2xx: number;
  errors: number;
};
async function autocannon(url: string, cookie: string, extra: string[] = []): Promise<Cannon> {
  const proc = Bun.spawn(
    [
      "node",
      join(root, "node_modules/autocannon/autocannon.js"),
      "--json",
      "-d",
      String(DURATION),
      "-H",
      `cookie=${cookie}`,
      ...extra,
      url,
    ],
    { stdout: "pipe", stderr: "ignore" },
  );
  const text = await new Response(proc.stdout).text();
  await proc.exited;
  return JSON.parse(text) as Cannon;
}

const stack = await startStack("practice");
try {
  const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
  const [{ n: existing }] = (await sql`select count(*)::int as n from problems`) as unknown as [
    { n: number },
  ];
  await sql`
    insert into problems (title, description, difficulty, tags, companies, constraints)
    select 'Bench problem ' || g, 'A generated problem for the benchmark, number ' || g || '.',
           (array['EASY','MEDIUM','HARD'])[1 + g % 3]::difficulty,
           array['Array', 'Tag ' || (g % 17)], array['Company ' || (g % 11)], '1 <= n <= 10^5'
    from generate_series(1, ${500 - existing}) g`;
  await sql`
    insert into users (name, email, password_hash)
    select 'Learner ' || g, 'learner' || g || '@bench.grindstone.dev', 'x' from generate_series(1, 100000) g`;
  const ids =
    (await sql`select id, name from users where email like 'learner%@bench.grindstone.dev'`) as unknown as {
      id: string;
      name: string;
    }[];
  const redis = new Redis(stack.redisUrl);
  const key = leaderboardKey(stack.prefix, utcDay(new Date()));
  const start = Date.parse(`${utcDay(new Date())}T00:00:00Z`);
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const p = redis.pipeline();
    p.zadd(
      key,
      ...chunk.flatMap((u, k) => [
        leaderboardScore(1 + ((i + k) % 25), new Date(start + ((i + k) % 80_000) * 1000)),
        u.id,
      ]),
    );
    p.hset(`${key}:names`, Object.fromEntries(chunk.map((u) => [u.id, u.name])));
    await p.exec();
  }
  log(`Data: ${500} problems, ${await redis.zcard(key)} users on today's leaderboard.`);
  await redis.quit();
  await sql.end();

  const client = await signedInClient(stack.url, "bench");
  const api = `${stack.url}/api/v1`;
  await autocannon(`${api}/health/live`, client.cookie, ["-c", "20"]); // warm-up, not counted
  const minimal = await autocannon(`${api}/health/live`, client.cookie, ["-c", "50"]);
  const problems = await autocannon(`${api}/problems/get-all-problems`, client.cookie, ["-c", "50"]);
  const board = await autocannon(`${api}/leaderboard/today`, client.cookie, ["-c", "20", "-R", "1000"]);
  log("\n| Route | req/s | p50 | p99 | non-2xx |\n|---|---|---|---|---|");
  for (const [name, r] of [
    ["GET /health/live (minimal)", minimal],
    ["GET /problems/get-all-problems", problems],
  ] as const) {
    log(
      `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx + r.errors} |`,
    );
  }
  log(
    `\nget-all-problems / minimal: **${(problems.requests.average / minimal.requests.average).toFixed(2)}** (target ≥ 0.5)`,
  );
  log(
    `\nleaderboard/today at a fixed 1,000 req/s: ${board.requests.average.toFixed(0)} req/s served, p50 ${board.latency.p50} ms, **p99 ${board.latency.p99} ms** (target < 10 ms), non-2xx ${board.non2xx + board.errors}`,
  );
} finally {
  await stack.stop();
}

// Landing page first load: the scripts index.html pulls in (entry + modulepreloads), gzipped.
const build = Bun.spawnSync([process.execPath, "run", "build"], {
  cwd: join(root, "web"),
  stdout: "ignore",
  stderr: "inherit",
});
if (build.exitCode !== 0) throw new Error("web build failed");
const html = readFileSync(join(root, "web/dist/index.html"), "utf8");
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
let gz = 0;
let monaco = false;
for (const s of scripts) {
  const bytes = readFileSync(join(root, "web/dist", s));
  gz += Bun.gzipSync(bytes).byteLength;
  if (bytes.includes("monaco")) monaco = true;
}
log(
  `\nLanding page first load: ${scripts.length} JS files, **${(gz / 1024).toFixed(1)} KB gzipped** (target ≤ 200 KB); Monaco in it: ${monaco ? "yes" : "no"}.`,
);
await Bun.write(join(root, ".tmp/bench-practice.md"), `${out.join("\n")}\n`);
process.exit(0);
