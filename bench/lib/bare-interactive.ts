/**
 * The baseline of an interactive problem: per test, the program and the interactor as two plain processes joined by
 * OS pipes (program stdout → interactor stdin, interactor stdout → program stdin) — no sandbox, no supervisor, no
 * queue. The interactor is compiled once beforehand (as the judge caches it); the program is compiled per
 * submission (as the judge compiles it), with the commands of the judge's language descriptor.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { JudgeProgram, Language } from "@grindstone/shared";
import { DESCRIPTORS } from "../../worker/src/runners/languages/index.ts";
import { discoverRuntimes } from "../../worker/src/runners/runtimes.ts";
import { pool } from "./bare.ts";

const CLEAN_ENV = { PATH: "/usr/local/bin:/usr/bin:/bin", LANG: "C.UTF-8" };
/** The Kattis protocol's "accepted" exit code. */
const ACCEPTED = 42;
const runtimes = discoverRuntimes();

/** A shell word, quoted (the paths are ours, but a quote costs nothing). */
const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

async function compile(language: Language, sourceFile: string, out: string) {
  const d = DESCRIPTORS[language];
  const toolchain = runtimes.toolchains[language];
  if (!toolchain) throw new Error(`no ${language} toolchain on this machine`);
  if (!d.compile) return;
  const proc = Bun.spawn(d.compile.argv(toolchain, { source: sourceFile, out }), {
    cwd: out,
    env: { ...CLEAN_ENV, HOME: out, TMPDIR: out },
    stdout: "ignore",
    stderr: "pipe",
  });
  const errors = await new Response(proc.stderr).text();
  if ((await proc.exited) !== 0) throw new Error(`${language} compile failed: ${errors}`);
}

export type BareInteractive = {
  /** One submission: compile the program, then run every test, `limit` at a time. Wall milliseconds. */
  submission(
    language: Language,
    source: string,
    opts: { memoryMb: number; limit: number },
  ): Promise<{ totalMs: number; testsMs: number }>;
  close(): void;
};

/**
 * Compiles the interactor (untimed) and lays out each test's input, answer and feedback directory, plus a FIFO per
 * test for the interactor → program direction (the other direction is the shell's pipe).
 */
export async function bareInteractive(
  interactor: JudgeProgram,
  tests: { input: string; answer: string }[],
): Promise<BareInteractive> {
  const root = mkdtempSync(join(tmpdir(), "gs-bench-interactive-"));
  const home = join(root, "interactor");
  mkdirSync(home);
  const d = DESCRIPTORS[interactor.language];
  writeFileSync(join(home, d.sourceFile), interactor.source);
  for (const h of interactor.headers) writeFileSync(join(home, h.name), h.content);
  await compile(interactor.language, join(home, d.sourceFile), home);
  const interactorArgv = d.run(runtimes.toolchains[interactor.language]!, {
    dir: home,
    memoryMb: 512,
    stackBytes: 64 * 1024 * 1024,
  });
  const dirs = tests.map((t, i) => {
    const dir = join(root, `t${i}`);
    mkdirSync(join(dir, "feedback"), { recursive: true });
    writeFileSync(join(dir, "input"), t.input);
    writeFileSync(join(dir, "answer"), t.answer);
    const made = Bun.spawnSync(["mkfifo", join(dir, "to-program")]);
    if (made.exitCode !== 0) throw new Error(`mkfifo: ${made.stderr.toString()}`);
    return dir;
  });

  /**
   * One test as a shell pipeline: `program < fifo | interactor input answer feedback > fifo`. Each side reports its
   * exit status on fd 3 (the shell's stdout); dash starts in ~1 ms, where bash (for PIPESTATUS) takes several.
   */
  async function runTest(programArgv: string[], env: Record<string, string>, dir: string, cwd: string) {
    const program = programArgv.map(quote).join(" ");
    const judge = [...interactorArgv, join(dir, "input"), join(dir, "answer"), join(dir, "feedback")]
      .map(quote)
      .join(" ");
    const fifo = quote(join(dir, "to-program"));
    const script = `exec 3>&1; { ${program} < ${fifo}; echo "program $?" >&3; } | { ${judge} > ${fifo}; echo "interactor $?" >&3; }`;
    const proc = Bun.spawn(["/bin/sh", "-c", script], {
      cwd,
      env: { ...CLEAN_ENV, HOME: cwd, TMPDIR: cwd, ...env },
      stdin: "ignore",
      stdout: "pipe",
      stderr: "ignore",
    });
    const said = await new Response(proc.stdout).text();
    await proc.exited;
    const status = Object.fromEntries(
      said
        .trim()
        .split("\n")
        .map((l) => l.split(" ") as [string, string]),
    );
    if (status.program !== "0" || status.interactor !== String(ACCEPTED))
      throw new Error(`bare: not accepted in ${dir}: ${said.trim().replaceAll("\n", ", ")}`);
  }

  return {
    async submission(language, source, { memoryMb, limit }) {
      const d = DESCRIPTORS[language];
      const dir = mkdtempSync(join(root, "program-"));
      const started = performance.now();
      try {
        writeFileSync(join(dir, d.sourceFile), source);
        await compile(language, join(dir, d.sourceFile), dir);
        const argv = d.run(runtimes.toolchains[language]!, {
          dir,
          memoryMb,
          stackBytes: 64 * 1024 * 1024,
        });
        const compiled = performance.now();
        await pool(
          dirs.map((t) => () => runTest(argv, d.env ?? {}, t, dir)),
          limit,
        );
        const ended = performance.now();
        return { totalMs: ended - started, testsMs: ended - compiled };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    close: () => rmSync(root, { recursive: true, force: true }),
  };
}
