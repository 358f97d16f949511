/** The Markdown of bench/scale.ts: medians of the interleaved rounds and the two ratios each half is about. */
import type { Language } from "@grindstone/shared";
import type { ContestProblem } from "./contest-data.ts";
import type { BurstRound } from "./scale-burst.ts";

/** One wrk run: req/s, non-2xx answers, and CPU (% of one core) of wrk, the API instances, HAProxy, the machine. */
export type Sample = { rps: number; errors: number; wrk: number; api: number; lb: number; machine: number };
export type Drain = BurstRound & { cpu: Record<string, number> };

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const int = (n: number) => Math.round(n).toLocaleString("en-US");
const SETUPS = [
  ["c", "(c) one API, direct"],
  ["a", "(a) one API behind HAProxy"],
  ["b", "(b) two APIs behind HAProxy"],
] as const;

export function throughputTables(
  samples: Map<string, Sample[]>,
  routes: readonly string[],
  rounds: number,
  seconds: number,
) {
  const at = (setup: string, route: string) => samples.get(`${setup}${route}`) ?? [];
  const rps = (setup: string, route: string) => median(at(setup, route).map((s) => s.rps));
  const lines = [
    `\n**1. Throughput** by wrk (one thread, 50 connections, a session cookie and \`Accept-Encoding: gzip…\` as a browser sends), ` +
      `${rounds} rounds of ${seconds} s per route and setup, the order of the setups rotated each round; medians:`,
    `\n| Route | ${SETUPS.map(([, l]) => l).join(" | ")} | a/c (the balancer) | b/a (a second instance) |`,
    "|---|---|---|---|---|---|",
  ];
  for (const r of routes) {
    const [c, a, b] = ["c", "a", "b"].map((s) => rps(s, r)) as [number, number, number];
    lines.push(
      `| \`GET ${r}\` | ${int(c)} req/s | ${int(a)} req/s | ${int(b)} req/s | **${(a / c).toFixed(2)}** | **${(b / a).toFixed(2)}** |`,
    );
  }
  lines.push(
    "\nEvery round (req/s), and CPU over the runs (medians, % of one core; 200 = both cores busy):",
    "\n| Route | Setup | rounds | wrk | HAProxy | API instances | machine | non-2xx |",
    "|---|---|---|---|---|---|---|---|",
  );
  for (const r of routes)
    for (const [key, label] of SETUPS) {
      const xs = at(key, r);
      const m = (f: (s: Sample) => number) => Math.round(median(xs.map(f)));
      lines.push(
        `| \`${r}\` | ${label} | ${xs.map((s) => int(s.rps)).join(", ")} | ${m((s) => s.wrk)} | ` +
          `${key === "c" ? "—" : m((s) => s.lb)} | ${m((s) => s.api)} | ${m((s) => s.machine)} | ${xs.reduce((n, s) => n + s.errors, 0)} |`,
      );
    }
  return lines;
}

export function burstTable(
  drains: { one: Drain[]; two: Drain[] },
  meta: { problem: ContestProblem; language: Language; perUser: number; submitters: number },
) {
  const n = meta.perUser * meta.submitters;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `\n**2. Burst drain**: ${n} submissions of ${meta.problem.slug}'s ${meta.language} reference solution ` +
      `(${meta.problem.inputs.length} tests, Accepted) from ${meta.submitters} users, ${meta.perUser} each with at most two in flight, ` +
      "through HAProxy to two API instances, verdicts followed on each user's socket (through HAProxy too). " +
      "Rounds one, two, two, one…, after a warm-up round not counted; CPU % of one core over the drain " +
      "(the worker processes without their sandboxes; the machine includes everything):",
    "\n| Workers | drain per round | median | Accepted | other | 429/503 retries | API ×2 | HAProxy | worker processes | machine |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  const rows = [
    ["one process, WORKER_CONCURRENCY=2", drains.one],
    ["two processes, WORKER_CONCURRENCY=1 each", drains.two],
  ] as const;
  for (const [label, ds] of rows) {
    const m = (k: string) => Math.round(median(ds.map((d) => d.cpu[k]!)));
    const sum = (f: (d: Drain) => number) => ds.reduce((x, d) => x + f(d), 0);
    lines.push(
      `| ${label} | ${ds.map((d) => s(d.drainMs)).join(", ")} | **${s(median(ds.map((d) => d.drainMs)))}** | ` +
        `${sum((d) => d.accepted)}/${sum((d) => d.submitted)} | ${sum((d) => d.other)} | ${sum((d) => d.retries)} | ` +
        `${m("api")} | ${m("lb")} | ${m("workers")} | ${m("machine")} |`,
    );
  }
  const ratio = median(drains.two.map((d) => d.drainMs)) / median(drains.one.map((d) => d.drainMs));
  lines.push(`\nDrain two processes / one process: **${ratio.toFixed(2)}×**.`);
  return lines;
}
