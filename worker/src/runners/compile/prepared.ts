import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Logger } from "@grindstone/shared/logger";
import { type LanguageDescriptor, type Toolchain, toolchainVersion } from "../languages/index.ts";

const ROOT = join(tmpdir(), "grindstone-prepared");
// Far above a precompiled header's ~10 s on a busy 2-core machine.
const PREPARE_TIMEOUT_MS = 120_000;

/**
 * The directory holding a compile step's prepared files (LanguageDescriptor compile.prepare), built once per
 * toolchain version and flags on this machine and shared by every worker process: keyed by both, built in a
 * directory of its own and renamed into place, so two workers starting at once never see half of one. Readable by
 * the compiler box's uid. Null when the step has nothing to prepare or preparing failed (compiles work without it).
 */
export async function preparedDir(d: LanguageDescriptor, t: Toolchain, log: Logger): Promise<string | null> {
  const prepare = d.compile?.prepare;
  if (!prepare) return null;
  const version = await toolchainVersion(d, t);
  const key = createHash("sha256")
    .update(JSON.stringify([version, prepare.argv(t, "DIR"), prepare.files]))
    .digest("hex")
    .slice(0, 16);
  const dir = join(ROOT, `${d.language.toLowerCase()}-${key}`);
  if (existsSync(join(dir, ".done"))) return dir;
  mkdirSync(ROOT, { recursive: true });
  chmodSync(ROOT, 0o755);
  const build = mkdtempSync(join(ROOT, `${d.language.toLowerCase()}-build-`));
  try {
    chmodSync(build, 0o755);
    for (const [name, text] of Object.entries(prepare.files)) {
      mkdirSync(dirname(join(build, name)), { recursive: true, mode: 0o755 });
      writeFileSync(join(build, name), text, { mode: 0o644 });
    }
    const proc = Bun.spawn(prepare.argv(t, build), {
      cwd: build,
      env: { PATH: "/usr/bin:/bin", TMPDIR: build },
      stdout: "ignore",
      stderr: "pipe",
      timeout: PREPARE_TIMEOUT_MS,
    });
    const errors = await new Response(proc.stderr).text();
    if ((await proc.exited) !== 0) throw new Error(errors.trim().slice(0, 500) || `exit ${proc.exitCode}`);
    writeFileSync(join(build, ".done"), "");
    try {
      renameSync(build, dir);
    } catch {
      // Another worker got there first: its copy is the same.
      rmSync(build, { recursive: true, force: true });
    }
    return dir;
  } catch (err) {
    rmSync(build, { recursive: true, force: true });
    log.warn(
      { err },
      `${d.language}: preparing the compiler failed, compiling without it: ${(err as Error).message}`,
    );
    return null;
  }
}
