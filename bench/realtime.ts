/**
 * `bun run bench:realtime` — discussion fan-out (issue 11): 1,000 sockets across two API instances in 100 rooms,
 * posts at a rising rate, post → receive latency for every member of the room, side by side with the floor: two
 * minimal Socket.IO servers on the same engine and Redis adapter (bench/lib/socket-floor.ts) with the same layout.
 * At each rate the two take turns (the order flips every rate), so machine noise hits both. Target: Grindstone's
 * p99 within 1.5× of the floor's at 200 messages/s, nothing lost.
 *
 * Knobs: BENCH_RATES (messages/s, comma-separated), BENCH_STEP_SECONDS, BENCH_ROOMS, BENCH_PER_ROOM.
 * The API runs with the product's post limit (DISCUSSION_RATE_LIMIT, 5 per user per 10 s): every socket is its own
 * user and posts are spread over all of them, which allows up to 1,000 messages/s for a 5 s step.
 */
import { DISCUSSION_RATE_LIMIT } from "@grindstone/shared";
import Redis from "ioredis";
import postgres from "postgres";
import { realtimeBenchEnv } from "./env.ts";
import { measureCpu } from "./lib/realtime-cpu.ts";
import { closeFleet, type Fleet, openFleet, runStep, type StepResult } from "./lib/realtime-load.ts";
import {
  DATABASE_URL,
  prepareData,
  REDIS_URL,
  type Server,
  signIn,
  startApiPair,
  startFloorPair,
  stopAll,
} from "./lib/realtime-stack.ts";

const knobs = realtimeBenchEnv();
const RATES = knobs.BENCH_RATES;
const SECONDS = knobs.BENCH_STEP_SECONDS;
const ROOMS = knobs.BENCH_ROOMS;
const PER_ROOM = knobs.BENCH_PER_ROOM;
const TARGET_RATE = 200;
// The API's fixed 10 s window starts when the server counts the first post; a second of margin covers the way there.
const BUDGET = {
  points: DISCUSSION_RATE_LIMIT.points,
  windowMs: DISCUSSION_RATE_LIMIT.durationSeconds * 1000 + 1000,
};

const out: string[] = [];
const log = (line: string) => {
  console.log(line);
  out.push(line);
};

const started = new Date();
const load = () => Bun.spawnSync(["cat", "/proc/loadavg"]).stdout.toString().split(" ").slice(0, 3).join(" ");
const loadAtStart = load();
console.log(`[bench] preparing ${ROOMS} rooms × ${PER_ROOM} sockets, load ${loadAtStart}`);
const { problemIds, emails } = await prepareData(ROOMS, ROOMS * PER_ROOM);
const servers: Server[] = [];
const fleets: Fleet[] = [];
try {
  const api = await startApiPair();
  servers.push(...api);
  const floor = await startFloorPair();
  servers.push(...floor);
  const cookies = await signIn(api[0]!.url, emails);
  const grindstone = await openFleet(
    "Grindstone",
    api.map((s) => s.url),
    problemIds,
    PER_ROOM,
    cookies,
  );
  fleets.push(grindstone);
  const minimal = await openFleet(
    "floor",
    floor.map((s) => s.url),
    problemIds,
    PER_ROOM,
    [],
  );
  fleets.push(minimal);
  console.log(`[bench] ${grindstone.sockets.length} + ${minimal.sockets.length} sockets joined`);

  const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  const redis = new Redis(REDIS_URL);
  const redisPid = Number(/process_id:(\d+)/.exec(await redis.info("server"))?.[1]);
  await redis.quit();
  const pids = async () => ({
    api: api.map((s) => s.proc.pid),
    floor: floor.map((s) => s.proc.pid),
    postgres: (
      await sql`select pid from pg_stat_activity where datname = 'grindstone_bench_realtime' and pid <> pg_backend_pid()`
    ).map((r) => r.pid as number),
    redis: Number.isFinite(redisPid) ? [redisPid] : [],
  });

  // Warm-up, not counted: JIT, pools, the problem-existence memo of each instance.
  for (const f of fleets) await runStep(f, 20, 2, BUDGET);

  const rows: { g: StepResult; f: StepResult; cpu: Record<string, Record<string, number>> }[] = [];
  let lastGrindstonePost = 0;
  for (const [k, rate] of RATES.entries()) {
    const order = k % 2 === 0 ? [grindstone, minimal] : [minimal, grindstone];
    const results: Record<string, StepResult> = {};
    const cpu: Record<string, Record<string, number>> = {};
    for (const fleet of order) {
      // Every user's post budget fresh again before a Grindstone step, so no post is held back by the bench.
      if (fleet === grindstone)
        await Bun.sleep(Math.max(0, lastGrindstonePost + BUDGET.windowMs - performance.now()));
      await Bun.sleep(1000);
      const stop = measureCpu(await pids());
      results[fleet.name] = await runStep(fleet, rate, SECONDS, BUDGET);
      cpu[fleet.name] = stop();
      if (fleet === grindstone) lastGrindstonePost = performance.now();
      const r = results[fleet.name]!;
      console.log(
        `[bench] ${rate}/s ${fleet.name}: p50 ${r.p50} p99 ${r.p99} lost ${r.lost} cpu ${JSON.stringify(cpu[fleet.name])}`,
      );
    }
    rows.push({ g: results.Grindstone!, f: results.floor!, cpu });
  }
  await sql.end();

  const ok = (r: StepResult) => r.p99 <= 100 && r.lost === 0;
  const best = (pick: (row: (typeof rows)[number]) => StepResult) =>
    rows
      .filter((row) => ok(pick(row)))
      .map((row) => pick(row).rate)
      .reduce((a, b) => Math.max(a, b), 0);
  log(
    `${started.toISOString()} · load average at start ${loadAtStart}, at the end ${load()} · ${ROOMS} rooms × ${PER_ROOM} sockets per fleet, ` +
      `half on each server · ${SECONDS} s per step · \`BENCH_RATES=${RATES.join(",")} BENCH_STEP_SECONDS=${SECONDS} bun run bench:realtime\``,
  );
  log(
    "\n| rate | Grindstone p50 | p99 | ack p99 | lost | floor p50 | p99 | lost | **p99 ratio** | sender lag p99 G / F |",
  );
  log("|---|---|---|---|---|---|---|---|---|---|");
  for (const { g, f } of rows)
    log(
      `| ${g.rate}/s | ${g.p50} ms | ${g.p99} ms | ${g.ackP99} ms | ${g.lost}${g.refused ? ` (${g.refused} refused)` : ""} | ` +
        `${f.p50} ms | ${f.p99} ms | ${f.lost} | **${(g.p99 / f.p99).toFixed(2)}×** | ${g.lagP99} / ${f.lagP99} ms |`,
    );
  log("\nCPU, % of one core over each step (200 = both cores), client = the load generator (all sockets):");
  log(
    "\n| rate | run | client | API ×2 | floor ×2 | Postgres backends | redis-server | machine |\n|---|---|---|---|---|---|---|---|",
  );
  for (const { g, cpu } of rows)
    for (const name of ["Grindstone", "floor"]) {
      const c = cpu[name]!;
      log(
        `| ${g.rate}/s | ${name} | ${c.client} | ${c.api} | ${c.floor} | ${c.postgres} | ${c.redis} | ${c.machine} |`,
      );
    }
  const at = rows.find((r) => r.g.rate === TARGET_RATE);
  log(
    `\nHighest rate with p99 ≤ 100 ms and nothing lost: Grindstone ${best((r) => r.g) || "none"}/s, floor ${best((r) => r.f) || "none"}/s.`,
  );
  if (at)
    log(
      `At ${TARGET_RATE}/s: p99 ${at.g.p99} ms vs ${at.f.p99} ms = **${(at.g.p99 / at.f.p99).toFixed(2)}×** (target ≤ 1.5×), ` +
        `lost ${at.g.lost} (target 0): **${at.g.p99 / at.f.p99 <= 1.5 && at.g.lost === 0 ? "met" : "missed"}**.`,
    );
} finally {
  for (const f of fleets) closeFleet(f);
  await stopAll(servers);
}
await Bun.write(new URL("../.tmp/bench-realtime.md", import.meta.url), `${out.join("\n")}\n`);
process.exit(0);
