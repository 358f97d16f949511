import type { Language } from "@grindstone/shared";
import type { Runtimes } from "./runtimes.ts";
import { STACK_BYTES } from "./sandbox/supervised-box.ts";

/**
 * How each language runs inside the sandbox. The source (or Java's classes) is mounted read-only at /box; the
 * working directory is the sandbox's private /tmp.
 */
export const SOURCE_FILE: Record<Language, string> = {
  JAVASCRIPT: "main.js",
  PYTHON: "main.py",
  JAVA: "Main.java",
};

export const BOX_DIR = "/box";

/** Processes + threads per run. The JVM (serial GC, C1 only) needs ~15 and Node ~11; 64 leaves room for a few
 * legitimate threads while a fork or thread bomb hits the wall almost at once. */
export const PIDS_PER_RUN = 64;

/** Flags for quick JVM starts: one GC thread, C1 only (most judged programs run < 1 s, where C2 rarely pays off),
 * the default CDS archive, no hsperfdata file. */
export const JAVA_RUN_FLAGS = [
  "-XX:+UseSerialGC",
  "-XX:TieredStopAtLevel=1",
  "-Xshare:auto",
  "-XX:-UsePerfData",
];

/** Java thread stacks (the launcher runs main in a new thread, so this is main's too): deep recursion needs room,
 * but a stack is real memory, so it is a quarter of the memory limit, between 8 and 64 MB. A StackOverflowError
 * then stays a Runtime Error instead of pushing the JVM over its memory cap. */
const javaStackMb = (memoryMb: number) => Math.min(64, Math.max(8, Math.floor(memoryMb / 4)));

export function runCommand(language: Language, runtimes: Runtimes, memoryKb: number): string[] {
  const memoryMb = Math.max(16, Math.floor(memoryKb / 1024));
  switch (language) {
    case "JAVASCRIPT":
      return [
        runtimes.node!,
        // The V8 heap cap turns a memory bomb into Node's own "heap out of memory" even without a cgroup.
        `--max-old-space-size=${memoryMb}`,
        // V8's stack guard in KB, kept ~15% under RLIMIT_STACK so deep recursion ends in RangeError, not SIGSEGV.
        `--stack-size=${Math.floor((STACK_BYTES * 0.85) / 1024)}`,
        `${BOX_DIR}/${SOURCE_FILE.JAVASCRIPT}`,
      ];
    case "PYTHON":
      // -I: no user site, no PYTHON* variables, script dir not on sys.path; -B: no .pyc writes. site stays on so
      // exit()/quit() exist and the stdlib is importable as learners expect.
      return [runtimes.python!, "-I", "-B", `${BOX_DIR}/${SOURCE_FILE.PYTHON}`];
    case "JAVA":
      return [
        `${runtimes.javaHome}/bin/java`,
        ...JAVA_RUN_FLAGS,
        `-Xss${javaStackMb(memoryMb)}m`,
        `-Xmx${memoryMb}m`,
        "-cp",
        `${BOX_DIR}/classes`,
        "Main",
      ];
  }
}

export function runtimeAvailable(language: Language, runtimes: Runtimes): boolean {
  if (language === "JAVASCRIPT") return runtimes.node !== null;
  if (language === "PYTHON") return runtimes.python !== null;
  return runtimes.javaHome !== null;
}
