/**
 * The baseline: the same tests as bare processes on this machine — no queue, no sandbox, no HTTP — one process
 * per core at a time, Java compiled once (cold javac) and run once per test. What the judge is compared against.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import type { Language } from "@grindstone/shared";

async function runOne(cmd: string[], input: string, cwd: string) {
  // A clean environment, as in the sandbox: an inherited NODE_EXTRA_CA_CERTS alone costs Node ~60 ms per start.
  const env = { PATH: "/usr/local/bin:/usr/bin:/bin", HOME: cwd, LANG: "C.UTF-8" };
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

const COMMANDS: Record<Language, (dir: string) => string[]> = {
  JAVASCRIPT: (dir) => ["node", join(dir, "main.js")],
  PYTHON: (dir) => ["python3", join(dir, "main.py")],
  JAVA: (dir) => ["java", "-cp", dir, "Main"],
};
const FILE: Record<Language, string> = { JAVASCRIPT: "main.js", PYTHON: "main.py", JAVA: "Main.java" };

/** One "submission" done bare: (javac once,) then every test, `limit` at a time. Returns wall milliseconds. */
export async function bareSubmission(
  language: Language,
  source: string,
  inputs: string[],
  limit = availableParallelism(),
) {
  const dir = mkdtempSync(join(tmpdir(), "gs-bare-"));
  const started = performance.now();
  try {
    writeFileSync(join(dir, FILE[language]), source);
    if (language === "JAVA") {
      const javac = Bun.spawn(["javac", "-d", dir, join(dir, "Main.java")], {
        env: { PATH: "/usr/local/bin:/usr/bin:/bin", HOME: dir },
        stdout: "ignore",
        stderr: "ignore",
      });
      if ((await javac.exited) !== 0) throw new Error("javac failed");
    }
    await pool(
      inputs.map((input) => () => runOne(COMMANDS[language](dir), input, dir)),
      limit,
    );
    return performance.now() - started;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
