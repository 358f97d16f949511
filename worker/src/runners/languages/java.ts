import { existsSync, realpathSync } from "node:fs";
import { dirname } from "node:path";
import type { LanguageDescriptor, Toolchain } from "./descriptor.ts";
import { findBinary, prefixBind } from "./descriptor.ts";

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

function probe(): Toolchain | null {
  const javac = findBinary("javac", "/usr/bin/javac");
  if (!javac) return null;
  const home = dirname(dirname(javac));
  if (!existsSync(`${home}/bin/java`)) return null;
  const binds = prefixBind(javac);
  // Debian keeps the JDK's configuration in /etc/java-<n>-openjdk, behind symlinks from the JDK directory.
  if (existsSync(`${home}/lib/jvm.cfg`)) {
    const conf = dirname(realpathSync(`${home}/lib/jvm.cfg`));
    if (conf.startsWith("/etc/")) binds.push({ src: conf, dest: conf });
  }
  return { bin: { javac, java: `${home}/bin/java`, home }, binds };
}

export const java: LanguageDescriptor = {
  language: "JAVA",
  sourceFile: "Main.java",
  probe,
  versionArgv: (t) => [t.bin.java!, "-version"],
  compile: {
    argv: (t, { source, out }) => [
      t.bin.javac!,
      "-proc:none",
      "-encoding",
      "UTF-8",
      "-d",
      `${out}/classes`,
      source,
    ],
    outputs: [],
    limits: { cpuMs: 10_000, wallMs: 10_000, memoryBytes: 1024 * 1024 * 1024 },
    warm: "javac-server",
  },
  run: (t, { dir, memoryMb }) => [
    t.bin.java!,
    ...JAVA_RUN_FLAGS,
    `-Xss${javaStackMb(memoryMb)}m`,
    `-Xmx${memoryMb}m`,
    "-cp",
    `${dir}/classes`,
    "Main",
  ],
  // "unable to create native thread" is a thread bomb hitting the process cap, not memory.
  runtimeHeapCap: true,
  outOfMemory: /java\.lang\.OutOfMemoryError(?!: unable to create native thread)/,
  fileTooLarge: /java\.io\.IOException: File too large/,
};
