import { existsSync, realpathSync } from "node:fs";
import { dirname } from "node:path";
import type { Language } from "@grindstone/shared";
import type { Bind } from "../sandbox/launch-args.ts";

/**
 * Everything the worker knows about one language, in one file per language (this folder): how its toolchain is
 * found, how a submission compiles (if it does) and runs, and how its runtime reports running out of memory or
 * writing past the file-size limit. The sandbox, the bare-process baseline (bench/) and the verdict code read these
 * descriptors; nothing else in the worker names a language.
 */
export type LanguageDescriptor = {
  language: Language;
  /** The submission's file name, under the box's /box (or a bare run's directory). */
  sourceFile: string;
  /** Finds the toolchain on this host: null when it is not installed (the language is then refused, not judged). */
  probe(): Toolchain | null;
  /** Prints the toolchain's version (logged at start-up, so a judge's runtime is never a guess). */
  versionArgv(t: Toolchain): string[];
  compile?: CompileStep;
  /** The command for one test. `dir` holds the source and the compile step's outputs. */
  run(t: Toolchain, ctx: RunContext): string[];
  /** Extra environment for the program (on top of the sandbox's minimal one). */
  env?: Record<string, string>;
  /** The runtime tolerates RLIMIT_AS (the JVM, V8 and JavaScriptCore reserve huge address ranges and do not). */
  addressSpaceLimit?: boolean;
  /**
   * The memory limit is also the program's address space, exactly, even where the memory cgroup measures it: how
   * Kattis/problemtools and most ICPC judges hold a native program to its limit. A package's run_time_error
   * submission that `new`s the whole limit must fail at the allocation (std::bad_alloc), not run for seconds touching
   * pages until the cgroup stops it (which, with slow page faults, is a time-out: problemtools' hello).
   */
  addressSpaceIsMemory?: boolean;
  /** A test runs in a fork of the box's warm Python interpreter (zygote.py) instead of exec'ing `run`. The zygote
   * compiles every program before running it, so a Python program that does not parse is a Compilation Error. */
  pythonZygote?: boolean;
  /**
   * For an interpreted language without a compile step: a trusted checker (`file`, next to supervisor.py, copied
   * into every box's /gs) that parses the program without running it and reports on a pipe only the supervisor
   * reads. It runs in the test's box once a test of a submission failed (so a valid program that passes pays
   * nothing), and a program that does not parse is then a Compilation Error with one message (docs/judging.md,
   * "Programs that do not parse"). `argv` runs the checker on `source`.
   */
  syntaxChecker?: { file: string; argv(t: Toolchain, paths: { checker: string; source: string }): string[] };
  /**
   * The runtime caps the program's heap at the memory limit itself (the JVM's -Xmx, V8's --max-old-space-size), and
   * its own memory (code, metadata, stacks) rides on top, within the box's allowance. Without it (C++, Python) the
   * program's measured peak is held to the limit (judge/decide.ts).
   */
  runtimeHeapCap?: boolean;
  /** The runtime's own "out of memory" death: its heap cap can fire before the kernel's. */
  outOfMemory: RegExp;
  /** The runtime's own "file too large" death: runtimes that ignore SIGXFSZ fail the write with EFBIG instead. */
  fileTooLarge: RegExp;
};

export type Toolchain = {
  /** Absolute, resolved paths of the binaries the steps use, by name. */
  bin: Record<string, string>;
  /** Read-only mounts the toolchain needs beyond /usr (an install prefix elsewhere, configuration under /etc). */
  binds: Bind[];
};

export type RunContext = {
  dir: string;
  memoryMb: number;
  stackBytes: number;
};

export type CompileStep = {
  /** Compiles `source` into `out` (a bare run, or the compiler box's /tmp); `prepared` is where `prepare` built its
   * files, when it did (the judge's compiler box; never a bare run). */
  argv(t: Toolchain, paths: { source: string; out: string; prepared?: string }): string[];
  /** A one-time step that makes every compile cheaper (C++: the precompiled <bits/stdc++.h>). It compiles system
   * headers only, never a submission, so it runs on the host, once per toolchain version and machine
   * (compile/prepared.ts), and the compiler box gets the result read-only. Compiles are correct without it. */
  prepare?: { files: Record<string, string>; argv(t: Toolchain, dir: string): string[] };
  /** What the compiler leaves in `out` that every test needs: copied into each test box, executable. */
  outputs: string[];
  /** Bounds on one compile: a compile-time bomb becomes Compilation Error, never a stuck worker. */
  limits: { cpuMs: number; wallMs: number; memoryBytes: number };
  /** A warm compiler kept running between submissions, used instead of `argv` in the sandbox (Java: javac in a
   * long-lived JVM compiles in ~50 ms where a cold one takes ~1 s). */
  warm?: "javac-server";
};

// The distribution's binaries first: PATH on a developer machine may point at version-manager shims (pyenv, nvm)
// under a home directory the sandbox's uid cannot enter. Resolved to real paths: the box has no /etc/alternatives.
export function findBinary(name: string, preferred: string): string | null {
  const found = existsSync(preferred) ? preferred : Bun.which(name);
  return found ? realpathSync(found) : null;
}

/** Mounts the installation prefix (two levels above bin/x) of a binary that lives outside /usr. */
export function prefixBind(binary: string): Bind[] {
  if (binary.startsWith("/usr/")) return [];
  const prefix = dirname(dirname(binary));
  return [{ src: prefix, dest: prefix }];
}
