/**
 * `bun run bench:practice` — the practice pages under load, side by side with a minimal route on the same server.
 *
 * Data: 500 problems and 100,000 users ranked on today's leaderboard. Load comes from a second process: wrk for
 * throughput and hey (a Go client with a fixed rate) for latency, both Debian packages installed if missing and
 * possible, with autocannon under Node as the fallback for either. The JavaScript client measured itself here:
 * it saturates its own core on large bodies before a Bun server does (~1,000 req/s on a 73 KB binary body that wrk
 * reads at 50,000), and at a fixed 1,000 req/s its own timers put 6–13 ms on the p99 of a route that does nothing
 * (hey: 2–4 ms). Reports requests/s of get-all-problems against GET /health/live (a route that
 * does nothing), with and without the Accept-Encoding every browser sends, leaderboard/today latency at a fixed
 * 1,000 requests/s, and the landing page's first-load JS (gzipped).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { practiceBenchEnv } from "./env.ts";
import { BROWSER, fixedRate as fixedRateAt, type Throughput, throughput } from "./lib/http-load.ts";
import { PRACTICE_PROBLEMS, seedPracticeData } from "./lib/practice-data.ts";
import { reportLines } from "./lib/report-lines.ts";
import { signedInClient, startStack } from "./lib/stack.ts";

const root = new URL("..", import.meta.url).pathname;
const DURATION = practiceBenchEnv().BENCH_SECONDS;
const { lines: out, log } = reportLines();

/** Latency at a fixed 1,000 req/s (20 connections × 50 req/s). */
const fixedRate = (url: string, cookie: string) =>
  fixedRateAt(url, cookie, { rate: 1000, seconds: DURATION, connections: 20 });
const load = (url: string, cookie: string, headers: string[] = []) =>
  throughput(url, cookie, { seconds: DURATION, headers });

const stack = await startStack("practice");
try {
  const ranked = await seedPracticeData(stack);
  log(`Data: ${PRACTICE_PROBLEMS} problems, ${ranked} users on today's leaderboard.`);

  const client = await signedInClient(stack.url, "bench");
  const api = `${stack.url}/api/v1`;
  await load(`${api}/health/live`, client.cookie); // warm-up, not counted
  await load(`${api}/problems/get-all-problems`, client.cookie, BROWSER);
  const rows: [string, Throughput][] = [];
  // Interleaved, so both pairs see the same machine.
  for (const headers of [BROWSER, []]) {
    const label = headers.length ? "browser (Accept-Encoding: gzip…)" : "no Accept-Encoding";
    rows.push([
      `GET /health/live (minimal), ${label}`,
      await load(`${api}/health/live`, client.cookie, headers),
    ]);
    rows.push([
      `GET /problems/get-all-problems, ${label}`,
      await load(`${api}/problems/get-all-problems`, client.cookie, headers),
    ]);
  }
  const board = await fixedRate(`${api}/leaderboard/today`, client.cookie);
  const floor = await fixedRate(`${api}/health/live`, client.cookie);
  log(`\nThroughput by ${rows[0]![1].tool}, 50 connections, ${DURATION} s each.`);
  log("\n| Route | req/s | p50 | p99 | errors |\n|---|---|---|---|---|");
  for (const [name, r] of rows) log(`| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  log(
    `\nget-all-problems / minimal: **${(rows[1]![1].rps / rows[0]![1].rps).toFixed(2)}** as a browser asks (target ≥ 0.5), ${(rows[3]![1].rps / rows[2]![1].rps).toFixed(2)} without compression`,
  );
  log(
    `\nleaderboard/today at a fixed 1,000 req/s (${board.tool}): ${board.rps.toFixed(0)} req/s served, p50 ${board.p50} ms, **p99 ${board.p99} ms** (target < 10 ms), errors ${board.errors}; the minimal route at the same rate: p50 ${floor.p50} ms, p99 ${floor.p99} ms`,
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
