import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import type { Language } from "@grindstone/shared";
import { DESCRIPTORS } from "../worker/src/runners/languages/index.ts";
import { LocalSandboxRunner } from "../worker/src/runners/local-sandbox.ts";
import { discoverRuntimes } from "../worker/src/runners/runtimes.ts";
import { policyOf } from "../worker/src/test/policy.ts";

/**
 * Not a test: prints the sandbox's overhead per language, as the median wall time of a trivial program run bare
 * (clean environment, no sandbox) against the same program judged through LocalSandboxRunner. For Java the bare
 * side of a compiled language is a cold compile plus a run, the sandboxed side its compiler box (or Java's warm
 * server) plus a sandboxed run: the whole submit → verdict path. Then a 10-test submission on a runner with one slot
 * per core against the same 10 bare processes run one per core at a time: what lanes and standby boxes hide. Run:
 * bun bench/sandbox-overhead.ts [rounds]
 */
const ROUNDS = Number(process.argv[2] ?? 15);
const runtimes = discoverRuntimes();
const PROGRAMS: Partial<Record<Language, string>> = {
  JAVASCRIPT: "console.log(1)",
  PYTHON: "print(1)",
  JAVA: "public class Main { public static void main(String[] a) { System.out.println(1); } }",
  TYPESCRIPT: "const one: number = 1;\nconsole.log(one);",
};
const LANGUAGES = (Object.keys(PROGRAMS) as Language[]).filter((l) => runtimes.toolchains[l]);
const CLEAN_ENV = { PATH: "/usr/bin:/bin", HOME: "/tmp", LANG: "C.UTF-8" };

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function time(fn: () => unknown | Promise<unknown>) {
  const samples: number[] = [];
  await fn(); // warm caches once
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

const runArgv = (language: Language) =>
  DESCRIPTORS[language].run(runtimes.toolchains[language]!, {
    dir,
    memoryMb: 256,
    stackBytes: 64 * 1024 * 1024,
  });

function bare(language: Language): () => void {
  const sh = (cmd: string[]) => {
    const r = Bun.spawnSync(cmd, { cwd: dir, env: { ...CLEAN_ENV, ...DESCRIPTORS[language].env } });
    if (r.exitCode !== 0) throw new Error(`${cmd.join(" ")}: ${r.stderr}`);
  };
  const { compile, sourceFile } = DESCRIPTORS[language];
  const toolchain = runtimes.toolchains[language]!;
  return () => {
    if (compile) sh(compile.argv(toolchain, { source: join(dir, sourceFile), out: dir }));
    sh(runArgv(language));
  };
}

const dir = mkdtempSync(join(tmpdir(), "gs-bench-"));
for (const language of LANGUAGES)
  writeFileSync(join(dir, DESCRIPTORS[language].sourceFile), PROGRAMS[language]!);
const runner = new LocalSandboxRunner({ slots: 1 });
console.log(`${await runner.describe()}; median of ${ROUNDS} runs, ms`);
const judge = async (language: Language) => {
  const r = await runner.run({
    language,
    sourceCode: PROGRAMS[language]!,
    tests: [{ input: "", expected: "1" }],
    policy: policyOf({ cpuTimeMs: 2000, memoryKb: 256 * 1024 }),
  });
  if (r.status !== "Accepted") throw new Error(`${language}: ${r.status} ${JSON.stringify(r.tests[0])}`);
};
// The compilers warm up in the background from construction; let them finish so they do not skew the rest.
for (const language of LANGUAGES) if (DESCRIPTORS[language].compile) await judge(language);
console.log("language     bare   sandboxed   overhead");
for (const language of LANGUAGES) {
  const b = await time(bare(language));
  const s = await time(() => judge(language));
  const label = DESCRIPTORS[language].compile ? `${language}*` : language;
  console.log(
    `${label.padEnd(11)} ${b.toFixed(0).padStart(5)} ${s.toFixed(0).padStart(11)} ${(s - b).toFixed(0).padStart(10)}`,
  );
}
console.log(
  "* compiled: bare = cold compile + run; sandboxed = its compiler (box or warm server) + sandboxed run (submit → verdict).",
);
await runner.close();

const TESTS = 10;
const cores = availableParallelism();
const wide = new LocalSandboxRunner({ slots: cores, prewarmCompilers: false });
console.log(`\n${TESTS}-test submission, ${cores} slots; bare = ${cores} processes at a time`);
console.log("language     bare   sandboxed   ratio");
for (const language of LANGUAGES.filter((l) => !DESCRIPTORS[l].compile)) {
  const cmd = runArgv(language);
  // Async spawns, so `cores` of them really run at once.
  const b = await time(() =>
    Promise.all(
      Array.from({ length: cores }, async (_, lane) => {
        for (let i = lane; i < TESTS; i += cores) {
          const p = Bun.spawn(cmd, {
            cwd: dir,
            env: { ...CLEAN_ENV, ...DESCRIPTORS[language].env },
            stdout: "pipe",
          });
          await new Response(p.stdout).text();
          if ((await p.exited) !== 0) throw new Error(`bare ${language} failed`);
        }
      }),
    ),
  );
  const s = await time(async () => {
    const r = await wide.run({
      language,
      sourceCode: PROGRAMS[language]!,
      tests: Array.from({ length: TESTS }, () => ({ input: "", expected: "1" })),
      policy: policyOf({ cpuTimeMs: 2000, memoryKb: 256 * 1024 }),
    });
    if (r.status !== "Accepted") throw new Error(`${language}: ${r.status}`);
  });
  console.log(
    `${language.padEnd(11)} ${b.toFixed(0).padStart(5)} ${s.toFixed(0).padStart(11)} ${(s / b).toFixed(2).padStart(8)}×`,
  );
}
await wide.close();
rmSync(dir, { recursive: true, force: true });
