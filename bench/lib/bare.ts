/**
 * The baseline: the same tests as bare processes on this machine — no queue, no sandbox, no HTTP — one process
 * per core at a time, a compiled language compiled once (cold) and run once per test. What the judge is compared
 * against.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import type { Language } from "@grindstone/shared";
import { DESCRIPTORS } from "../../worker/src/runners/languages/index.ts";
import { discoverRuntimes } from "../../worker/src/runners/runtimes.ts";

const CLEAN_ENV = { PATH: "/usr/local/bin:/usr/bin:/bin", LANG: "C.UTF-8" };

async function runOne(cmd: string[], input: string, cwd: string, extra?: Record<string, string>) {
  // A clean environment, as in the sandbox: an inherited NODE_EXTRA_CA_CERTS alone costs Node ~60 ms per start.
  const env = { ...CLEAN_ENV, HOME: cwd, TMPDIR: cwd, ...extra };
  const proc = Bun.spawn(cmd, {
    cwd,
    env,
    stdin: new TextEncoder().encode(input),
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  await proc.exited;
  return out;
}

/** Runs `jobs` with at most `limit` in flight. */
export async function pool<T>(jobs: (() => Promise<T>)[], limit = availableParallelism()) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

const runtimes = discoverRuntimes();

/**
 * One "submission" done bare, with the commands the judge's language descriptor gives (worker/src/runners/
 * languages/): the compile step once if there is one (Java: a cold javac; C++: g++), then every test, `limit` at a
 * time. Returns wall milliseconds.
 */
export async function bareSubmission(
  language: Language,
  source: string,
  inputs: string[],
  limit = availableParallelism(),
) {
  const d = DESCRIPTORS[language];
  const toolchain = runtimes.toolchains[language];
  if (!toolchain) throw new Error(`no ${language} toolchain on this machine`);
  const dir = mkdtempSync(join(tmpdir(), "gs-bare-"));
  const started = performance.now();
  try {
    writeFileSync(join(dir, d.sourceFile), source);
    if (d.compile) {
      const compile = Bun.spawn(d.compile.argv(toolchain, { source: join(dir, d.sourceFile), out: dir }), {
        cwd: dir,
        env: { ...CLEAN_ENV, HOME: dir, TMPDIR: dir },
        stdout: "ignore",
        stderr: "pipe",
      });
      const errors = await new Response(compile.stderr).text();
      if ((await compile.exited) !== 0) throw new Error(`${language} compile failed: ${errors}`);
    }
    const argv = d.run(toolchain, { dir, memoryMb: 256, stackBytes: 64 * 1024 * 1024 });
    await pool(
      inputs.map((input) => () => runOne(argv, input, dir, d.env)),
      limit,
    );
    return performance.now() - started;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
