import { percentFasterThan } from "@grindstone/shared";
import postgres from "postgres";
import { perfFiguresBenchEnv } from "./env.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";
import { type Stack, signedInClient, startStack } from "./lib/stack.ts";
import { stopOnExit } from "./lib/stop-on-exit.ts";

/**
 * Not a test: do the performance figures lie? (issue 27, part 2). On real stacks (API, worker, sandbox), BENCH_OTHERS
 * learners submit accepted programs of evenly spread speeds on an idle machine; then one learner submits the same
 * accepted program BENCH_COPIES times while BENCH_HOGS CPU-bound processes load the machine. Each copy is measured by
 * the worker's background queue as any submission is, and ranked among the others by several figures of the same
 * runs, side by side: CPU time of the fastest run (what the site shows), of the median run, and wall time.
 *
 * One stack per worker setting in BENCH_PERF_SETTINGS (how many runs, back to back or in batches some time apart),
 * all up at once; copy i is measured on each stack in turn before copy i + 1, so every configuration meets the same
 * spells of the machine. The others are measured once, on the first stack, and every copy is ranked among them here
 * (the first stack's own "faster than" is checked against that ranking). Target: the copies' CPU percentiles within
 * ±5 points of each other. Run: bun run bench:perf-figures. Figures go to stdout and .tmp/bench-perf-figures.md.
 */
const env = perfFiguresBenchEnv();
const out = reportLines();

/** Accepted on "Climbing Stairs" and then busy for `work` iterations: a program whose speed we choose. */
const program = (work: number) => `import sys
def climb(n):
    a, b = 1, 1
    for _ in range(2, n + 1):
        a, b = b, a + b
    return b
n = int(sys.stdin.read().split()[0])
x = 0
for i in range(${work}):
    x += i * i
print(climb(n))
`;
const WORK_MAX = 2_000_000;
const COPY_WORK = WORK_MAX / 2;

type Measured = {
  status: string;
  cpuMs: number;
  cpuMedianMs: number;
  wallMs: number;
  wallMedianMs: number;
  runs: number;
  steady: boolean | null;
  referenceCpuMs: number | null;
  fasterThan: { percent: number } | null;
};
type Client = Awaited<ReturnType<typeof signedInClient>>;

const configs = env.BENCH_PERF_SETTINGS.split(",").map((s) => {
  const [runs, batches, extra = 0] = s.split("x").map(Number) as [number, number, number?];
  return { runs, batches: Math.min(runs, batches), extra, name: s };
});
type Setting = (typeof configs)[number];
const stacks: { setting: Setting; stack: Stack; problemId: string; copier?: Client }[] = [];
const hogs: ReturnType<typeof Bun.spawn>[] = [];
let sql: ReturnType<typeof postgres> | null = null;

async function submitAndMeasure(c: Client, problemId: string, work: number): Promise<Measured> {
  const res = await c.call("/execute-code/submit", {
    method: "POST",
    body: JSON.stringify({
      source_code: program(work),
      language_id: 71,
      stdin: [],
      expected_outputs: [],
      problemId,
    }),
  });
  let { submission } = (await res.json()) as { submission: { id: string; status: string } };
  for (
    let i = 0;
    i < 600 && !["Accepted", "Wrong Answer", "Time Limit Exceeded"].includes(submission.status);
    i++
  ) {
    await Bun.sleep(200);
    submission = (
      (await (await c.call(`/submission/${submission.id}`)).json()) as { submission: typeof submission }
    ).submission;
  }
  if (submission.status !== "Accepted") throw new Error(`not accepted: ${submission.status}`);
  for (let i = 0; i < 1200; i++) {
    const { performance } = (await (await c.call(`/submission/${submission.id}/performance`)).json()) as {
      performance: Measured | null;
    };
    // PENDING from the verdict's own transaction on: null here would be a defect, not "not yet".
    if (!performance) throw new Error(`no measurement for accepted submission ${submission.id}`);
    if (performance.status === "MEASURED") return performance;
    if (performance.status === "FAILED") throw new Error("measurement failed");
    await Bun.sleep(250);
  }
  throw new Error("never measured");
}

try {
  for (const setting of configs) {
    const stack = await startStack(`perf-figures-${setting.name}`, {
      PERF_RUNS: String(setting.runs),
      PERF_BATCHES: String(setting.batches),
      PERF_BATCH_GAP_MS: String(env.BENCH_PERF_BATCH_GAP_MS),
      PERF_EXTRA_BATCHES: String(setting.extra),
    });
    const admin = await signedInClient(stack.url, "perf-admin");
    const list = (await (await admin.call("/problems/get-all-problems")).json()) as {
      problems: { id: string; title: string }[];
    };
    stacks.push({ setting, stack, problemId: list.problems.find((p) => p.title === "Climbing Stairs")!.id });
  }
  const first = stacks[0]!;

  const started = performance.now();
  for (let i = 0; i < env.BENCH_OTHERS; i++) {
    const learner = await signedInClient(first.stack.url, `other-${i}`);
    await submitAndMeasure(learner, first.problemId, Math.round((WORK_MAX * i) / (env.BENCH_OTHERS - 1)));
  }
  sql = postgres(first.stack.databaseUrl, { max: 2, onnotice: () => {} });
  const others = await sql<{ cpu: number; cpuMedian: number; wall: number; wallMedian: number }[]>`
    select p.cpu_ms as cpu, p.cpu_median_ms as "cpuMedian", p.wall_ms as wall, p.wall_median_ms as "wallMedian"
    from submission_performance p where p.status = 'MEASURED'`;
  out.log(`# bench:perf-figures — ${new Date().toISOString()}`);
  out.log(
    `${env.BENCH_OTHERS} other learners measured on an idle machine in ${((performance.now() - started) / 1000).toFixed(0)} s (CPU ${Math.min(...others.map((o) => o.cpu)).toFixed(0)}–${Math.max(...others.map((o) => o.cpu)).toFixed(0)} ms)`,
  );

  for (let i = 0; i < env.BENCH_HOGS; i++)
    hogs.push(
      stopOnExit(
        Bun.spawn([process.execPath, "-e", "for (;;) {}"], { stdio: ["ignore", "ignore", "ignore"] }),
        "SIGKILL",
      ),
    );
  await Bun.sleep(1000);
  for (const s of stacks) s.copier = await signedInClient(s.stack.url, "copier");
  const rows = new Map<Setting, { p: Measured; took: number }[]>(stacks.map((s) => [s.setting, []]));
  let shownMismatches = 0;
  for (let i = 0; i < env.BENCH_COPIES; i++) {
    for (const s of stacks) {
      const t0 = performance.now();
      const p = await submitAndMeasure(s.copier!, s.problemId, COPY_WORK);
      rows.get(s.setting)!.push({ p, took: performance.now() - t0 });
      if (
        s === first &&
        p.fasterThan?.percent !==
          percentFasterThan(
            others.map((o) => o.cpu),
            p.cpuMs,
          )
      )
        shownMismatches++;
    }
  }
  const load = loadAverage();
  const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
  const rank = (pick: (o: (typeof others)[number]) => number, mine: number) =>
    percentFasterThan(others.map(pick), mine);
  out.log(
    `${env.BENCH_COPIES} copies of one program measured on each of ${stacks.length} workers in turn, with ${env.BENCH_HOGS} CPU hogs running (load ${load}); batches ${env.BENCH_PERF_BATCH_GAP_MS} ms apart (plus up to 1 s of jitter):`,
  );
  out.log("");
  const head = stacks.map(
    ({ setting: { runs, batches, extra } }) =>
      (batches === 1 ? `${runs} runs back to back` : `${runs} runs in ${batches} batches`) +
      (extra > 0 ? `, up to ${extra} more till steady` : ""),
  );
  out.log(`| figure (± points: half the copies' percentile range) | ${head.join(" | ")} |`);
  out.log(`|---|${head.map(() => "---").join("|")}|`);
  const line = (label: string, figure: (p: Measured) => number) =>
    out.log(
      `| ${label} | ${stacks
        .map((s) => {
          const xs = rows.get(s.setting)!.map((r) => figure(r.p));
          const pm = spread(xs) / 2;
          return `${pm <= 5 ? "**" : ""}±${pm.toFixed(1)}${pm <= 5 ? "**" : ""} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;
        })
        .join(" | ")} |`,
    );
  line("CPU time, fastest run (shown)", (p) => rank((o) => o.cpu, p.cpuMs));
  line("CPU time, median run", (p) => rank((o) => o.cpuMedian, p.cpuMedianMs));
  line("wall time, fastest run", (p) => rank((o) => o.wall, p.wallMs));
  line("wall time, median run", (p) => rank((o) => o.wallMedian, p.wallMedianMs));
  out.log("");
  for (const s of stacks) {
    const r = rows.get(s.setting)!;
    const cpu = r.map((x) => x.p.cpuMs).sort((a, b) => a - b);
    const took = r.map((x) => x.took / 1000).sort((a, b) => a - b);
    const extra = r.filter((x) => x.p.runs > s.setting.runs).length;
    const unsteady = r.filter((x) => x.p.steady === false).length;
    const yard = r.map((x) => x.p.referenceCpuMs ?? 0).sort((a, b) => a - b);
    out.log(
      `- ${head[stacks.indexOf(s)]}: copies' fastest-run CPU ${cpu[0]!.toFixed(1)}–${cpu.at(-1)!.toFixed(1)} ms (median ${cpu[cpu.length >> 1]!.toFixed(1)}); submit → measured ${took[took.length >> 1]!.toFixed(1)} s median, ${took.at(-1)!.toFixed(1)} s max; yardstick ${yard[0]!.toFixed(1)}–${yard.at(-1)!.toFixed(1)} ms; ${extra} of ${r.length} copies took extra batches, ${unsteady} ended unsteady.`,
    );
  }
  out.log(
    `- The first worker's own "faster than" agreed with the ranking here for ${env.BENCH_COPIES - shownMismatches} of ${env.BENCH_COPIES} copies.`,
  );
  await Bun.write(".tmp/bench-perf-figures.md", `${out.lines.join("\n")}\n`);
} finally {
  for (const h of hogs) h.kill();
  await sql?.end();
  for (const s of stacks) await s.stack.stop();
}
