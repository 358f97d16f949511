import { outputsMatch } from "@grindstone/shared";
import { checkTokens } from "../worker/src/judge/checkers/tokens.ts";
import { checkersBenchEnv } from "./env.ts";
import { loadAverage, reportLines } from "./lib/report-lines.ts";

/**
 * Not a test: what the tokens checker costs against the exact compare the judge does today (decode the printed
 * bytes, then `outputsMatch` on the text), on ~200 KB outputs that match their answer (the case that walks all of
 * both). Every variant runs in each round, in turn, so the machine's load falls on all alike; the figure is the
 * median time of one check. Target (issue 24): tokens ≤ 1.05× exact.
 * Run: bun run bench:checkers [rounds]   (BENCH_CHECKER_ROUNDS also works). Figures go to stdout and
 * .tmp/bench-checkers.md.
 */
const ROUNDS = Number(process.argv[2] ?? checkersBenchEnv().BENCH_CHECKER_ROUNDS);
const TARGET_BYTES = 200 * 1024;
const encoder = new TextEncoder();

/** A deterministic generator, so every run compares the same bytes. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function lines(make: (rnd: () => number) => string): string {
  const rnd = lcg(24);
  const out: string[] = [];
  let size = 0;
  while (size < TARGET_BYTES) {
    const line = make(rnd);
    out.push(line);
    size += line.length + 1;
  }
  return `${out.join("\n")}\n`;
}

const int = (rnd: () => number) => String(Math.floor((rnd() - 0.5) * 2e9));
const float = (rnd: () => number) => ((rnd() - 0.5) * 1e6).toFixed(6);

type Case = { name: string; answer: string; output: Uint8Array; reprinted?: Uint8Array };
const cases: Case[] = [
  ["integers, 5 a line", (r: () => number) => Array.from({ length: 5 }, () => int(r)).join(" ")],
  ["integers, 1 a line", (r: () => number) => int(r)],
  ["floats, 3 a line", (r: () => number) => Array.from({ length: 3 }, () => float(r)).join(" ")],
].map(([name, make]) => {
  const answer = lines(make as (r: () => number) => string);
  return { name: name as string, answer, output: encoder.encode(answer) };
});
// The same floats printed with more digits: every token differs, so each one is parsed and compared by value.
const floats = cases[2]!;
floats.reprinted = encoder.encode(floats.answer.replace(/(\.\d{6})/g, "$1000001"));

type Variant = { name: string; run: (c: Case) => boolean };
const variants: Variant[] = [
  { name: "exact", run: (c) => outputsMatch(new TextDecoder().decode(c.output), c.answer) },
  { name: "tokens", run: (c) => checkTokens(c.output, c.answer, { kind: "tokens" }).ok },
  {
    name: "tokens 1e-6",
    run: (c) => checkTokens(c.output, c.answer, { kind: "tokens", floatTolerance: 1e-6 }).ok,
  },
  {
    name: "tokens 1e-6, reprinted",
    run: (c) =>
      c.reprinted === undefined ||
      checkTokens(c.reprinted, c.answer, { kind: "tokens", floatTolerance: 1e-6 }).ok,
  },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const report = reportLines();
report.log(
  `Checkers on ~${TARGET_BYTES / 1024} KB outputs, ${ROUNDS} interleaved rounds, load ${loadAverage()}`,
);
report.log("");
report.log(
  "| output | bytes | exact | tokens | tokens 1e-6 | tokens / exact | tokens 1e-6 / exact | 1e-6 reprinted |",
);
report.log("|---|---|---|---|---|---|---|---|");
let worst = 0;
for (const c of cases) {
  for (const v of variants)
    if (!v.run(c)) throw new Error(`${v.name} rejected ${c.name}: the bench is wrong`);
  const times = variants.map(() => [] as number[]);
  for (let w = 0; w < 30; w++) for (const v of variants) v.run(c);
  for (let r = 0; r < ROUNDS; r++) {
    // Rotate who goes first, so no variant always runs on a cache the previous one warmed.
    for (let k = 0; k < variants.length; k++) {
      const idx = (k + r) % variants.length;
      const t0 = Bun.nanoseconds();
      variants[idx]!.run(c);
      times[idx]!.push(Bun.nanoseconds() - t0);
    }
  }
  const [exact, tokens, tolerant, reprinted] = times.map((t) => median(t) / 1e6) as [
    number,
    number,
    number,
    number,
  ];
  worst = Math.max(worst, tokens / exact, tolerant / exact);
  const ms = (x: number) => `${x.toFixed(3)} ms`;
  report.log(
    `| ${c.name} | ${c.output.length} | ${ms(exact)} | ${ms(tokens)} | ${ms(tolerant)} | **${(tokens / exact).toFixed(2)}×** | **${(tolerant / exact).toFixed(2)}×** | ${c.reprinted ? ms(reprinted) : "—"} |`,
  );
}
report.log("");
report.log(
  `Worst ratio ${worst.toFixed(2)}× against the target tokens ≤ 1.05× exact: ${worst <= 1.05 ? "met" : "NOT met"}. ` +
    "The last column (every float printed with more digits, so each token is parsed and compared by value) has no target.",
);
await Bun.write(new URL("../.tmp/bench-checkers.md", import.meta.url), `${report.lines.join("\n")}\n`);
