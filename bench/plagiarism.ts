import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { comparePrograms, DEFAULT_THRESHOLD } from "../worker/src/plagiarism/compare.ts";
import { plagiarismBenchEnv } from "./env.ts";
import { generatePrograms, STARTER } from "./lib/program-generator.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";

/**
 * `bun run bench:plagiarism` — issue 26's report at size: BENCH_SUBMISSIONS (default 1,000) Python submissions of
 * one problem (bench/lib/program-generator.ts: BENCH_COPY_SHARE of them disguised copies, the rest independent) in
 * one Dolos run, exactly as the contest-plagiarism job calls it (worker/src/plagiarism/compare.ts: a Node child,
 * JSON in and out). Beside it, in the same rounds, two floors in the same child: "read" (spawn Node, load Dolos,
 * parse the 1,000 files' JSON) and "tokenize" (that plus tree-sitter over every file). Wall time is the caller's
 * (spawn to pairs); peak memory is the child's max RSS. Medians of BENCH_ROUNDS. Figures to stdout and
 * .tmp/bench-plagiarism.md.
 */
const { BENCH_ROUNDS: ROUNDS, BENCH_SUBMISSIONS: N, BENCH_COPY_SHARE: COPIES } = plagiarismBenchEnv();
const root = new URL("..", import.meta.url).pathname;
const { lines, log } = reportLines();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const programs = generatePrograms(N, COPIES);
const files = programs.map((p) => ({ id: p.id, language: "PYTHON" as const, code: p.code }));
const copies = programs.filter((p) => p.copyOf !== null);
const bytes = files.reduce((n, f) => n + f.code.length, 0);
const linesPer = Math.round(files.reduce((n, f) => n + f.code.split("\n").length, 0) / N);

log(`# bench:plagiarism — ${new Date().toISOString()}, load ${loadAverage()}, ${ROUNDS} rounds`);
log(
  `${N} Python submissions of one problem (${copies.length} disguised copies), ${linesPer} lines and ${(bytes / N / 1024).toFixed(1)} KiB each on average; threshold ${DEFAULT_THRESHOLD}`,
);
log(`| step | wall (median) | rounds | child peak RSS |`);
log(`|---|---|---|---|`);
let last: Awaited<ReturnType<typeof comparePrograms>> | undefined;
for (const mode of ["read", "tokenize", "compare"] as const) {
  const walls: number[] = [];
  let rss = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const t = performance.now();
    const result = await comparePrograms(files, { mode, templates: { PYTHON: STARTER } });
    walls.push(performance.now() - t);
    rss = Math.max(rss, result.maxRssKb);
    if (mode === "compare") last = result;
  }
  const label = {
    read: "floor: spawn + load + read",
    tokenize: "floor: + tree-sitter",
    compare: "Dolos report",
  }[mode];
  log(
    `| ${label} | ${(median(walls) / 1000).toFixed(2)} s | ${walls.map((w) => (w / 1000).toFixed(2)).join(", ")} s | ${(rss / 1024).toFixed(0)} MiB |`,
  );
}
const pairs = last?.pairs ?? [];
const key = (a: string, b: string) => [a, b].sort().join(" ");
const flagged = new Set(pairs.map((p) => key(p.leftId, p.rightId)));
const found = copies.filter((p) => flagged.has(key(p.id, `s${p.copyOf}`))).length;
const copyKeys = new Set(copies.map((p) => key(p.id, `s${p.copyOf}`)));
// A copy of a copy pairs with its grandparent too: a true pair, though not one the generator listed.
const related = (id: string) => {
  let i = Number(id.slice(1));
  while (programs[i]!.copyOf !== null) i = programs[i]!.copyOf!;
  return i;
};
const unrelated = pairs.filter(
  (p) => !copyKeys.has(key(p.leftId, p.rightId)) && related(p.leftId) !== related(p.rightId),
);
log(
  `pairs at or above ${DEFAULT_THRESHOLD}: ${pairs.length}; disguised copies found ${found}/${copies.length}; pairs of unrelated programs ${unrelated.length}`,
);
mkdirSync(join(root, ".tmp"), { recursive: true });
writeFileSync(join(root, ".tmp", "bench-plagiarism.md"), `${lines.join("\n")}\n`);
