import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import type { Language } from "@grindstone/shared";
import { JAVA_RUN_FLAGS, SOURCE_FILE } from "./languages.ts";
import { LocalSandboxRunner } from "./local-sandbox.ts";
import { discoverRuntimes } from "./runtimes.ts";

/**
 * Not a test: prints the sandbox's overhead per language, as the median wall time of a trivial program run bare
 * (clean environment, no sandbox) against the same program judged through LocalSandboxRunner. For Java the bare
 * side is a cold `javac` plus `java`, the sandboxed side a warm compile plus a sandboxed `java`: the whole
 * submit → verdict path. Then a 10-test submission on a runner with one slot per core against the same 10 bare
 * processes run one per core at a time: what lanes and standby boxes hide. Run:
 * bun worker/src/runners/bench-overhead.ts [rounds]
 */
const ROUNDS = Number(process.argv[2] ?? 15);
const runtimes = discoverRuntimes();
const PROGRAMS: Record<Language, string> = {
  JAVASCRIPT: "console.log(1)",
  PYTHON: "print(1)",
  JAVA: "public class Main { public static void main(String[] a) { System.out.println(1); } }",
};
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

function bare(language: Language, dir: string): () => void {
  const sh = (cmd: string[]) => {
    const r = Bun.spawnSync(cmd, { cwd: dir, env: CLEAN_ENV });
    if (r.exitCode !== 0) throw new Error(`${cmd.join(" ")}: ${r.stderr}`);
  };
  if (language === "JAVASCRIPT") return () => sh([runtimes.node!, "main.js"]);
  if (language === "PYTHON") return () => sh([runtimes.python!, "main.py"]);
  return () => {
    sh([`${runtimes.javaHome}/bin/javac`, "-proc:none", "Main.java"]);
    sh([`${runtimes.javaHome}/bin/java`, ...JAVA_RUN_FLAGS, "-cp", ".", "Main"]);
  };
}

const dir = mkdtempSync(join(tmpdir(), "gs-bench-"));
writeFileSync(join(dir, "main.js"), PROGRAMS.JAVASCRIPT);
writeFileSync(join(dir, "main.py"), PROGRAMS.PYTHON);
writeFileSync(join(dir, "Main.java"), PROGRAMS.JAVA);
const runner = new LocalSandboxRunner({ slots: 1 });
console.log(`${await runner.describe()}; median of ${ROUNDS} runs, ms`);
const judge = async (language: Language) => {
  const r = await runner.run({
    language,
    sourceCode: PROGRAMS[language],
    tests: [{ input: "", expected: "1" }],
    limits: { cpuTimeMs: 2000, memoryKb: 256 * 1024 },
  });
  if (r.status !== "Accepted") throw new Error(`${language}: ${r.status} ${JSON.stringify(r.tests[0])}`);
};
// The compile server warms up in the background from construction; let it finish so it does not skew the rest.
await judge("JAVA");
console.log("language     bare   sandboxed   overhead");
for (const language of ["JAVASCRIPT", "PYTHON", "JAVA"] as const) {
  const b = await time(bare(language, dir));
  const s = await time(() => judge(language));
  const label = language === "JAVA" ? "JAVA*" : language;
  console.log(
    `${label.padEnd(11)} ${b.toFixed(0).padStart(5)} ${s.toFixed(0).padStart(11)} ${(s - b).toFixed(0).padStart(10)}`,
  );
}
console.log(
  "* Java bare = cold javac + java; sandboxed = warm compile server + sandboxed java (submit → verdict).",
);
await runner.close();

const TESTS = 10;
const cores = availableParallelism();
const wide = new LocalSandboxRunner({ slots: cores, prewarmJava: false });
console.log(`\n${TESTS}-test submission, ${cores} slots; bare = ${cores} processes at a time`);
console.log("language     bare   sandboxed   ratio");
for (const language of ["JAVASCRIPT", "PYTHON"] as const) {
  const cmd = [language === "PYTHON" ? runtimes.python! : runtimes.node!, join(dir, SOURCE_FILE[language])];
  // Async spawns, so `cores` of them really run at once.
  const b = await time(() =>
    Promise.all(
      Array.from({ length: cores }, async (_, lane) => {
        for (let i = lane; i < TESTS; i += cores) {
          const p = Bun.spawn(cmd, { cwd: dir, env: CLEAN_ENV, stdout: "pipe" });
          await new Response(p.stdout).text();
          if ((await p.exited) !== 0) throw new Error(`bare ${language} failed`);
        }
      }),
    ),
  );
  const s = await time(async () => {
    const r = await wide.run({
      language,
      sourceCode: PROGRAMS[language],
      tests: Array.from({ length: TESTS }, () => ({ input: "", expected: "1" })),
      limits: { cpuTimeMs: 2000, memoryKb: 256 * 1024 },
    });
    if (r.status !== "Accepted") throw new Error(`${language}: ${r.status}`);
  });
  console.log(
    `${language.padEnd(11)} ${b.toFixed(0).padStart(5)} ${s.toFixed(0).padStart(11)} ${(s / b).toFixed(2).padStart(8)}×`,
  );
}
await wide.close();
rmSync(dir, { recursive: true, force: true });
