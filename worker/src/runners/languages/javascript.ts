import type { LanguageDescriptor } from "./descriptor.ts";
import { findBinary, prefixBind } from "./descriptor.ts";

export const javascript: LanguageDescriptor = {
  language: "JAVASCRIPT",
  sourceFile: "main.js",
  probe() {
    const node = findBinary("node", "/usr/bin/node");
    return node ? { bin: { node }, binds: prefixBind(node) } : null;
  },
  versionArgv: (t) => [t.bin.node!, "--version"],
  // Parses the program as Node's CommonJS loader would, without running it (sandbox/check-js.cjs).
  syntaxChecker: { file: "check-js.cjs", argv: (t, { checker, source }) => [t.bin.node!, checker, source] },
  run: (t, { dir, memoryMb, stackBytes }) => [
    t.bin.node!,
    // The V8 heap cap turns a memory bomb into Node's own "heap out of memory" even without a cgroup.
    `--max-old-space-size=${memoryMb}`,
    // V8's stack guard in KB, kept ~15% under RLIMIT_STACK so deep recursion ends in RangeError, not SIGSEGV.
    `--stack-size=${Math.floor((stackBytes * 0.85) / 1024)}`,
    `${dir}/main.js`,
  ],
  runtimeHeapCap: true,
  outOfMemory: /JavaScript heap out of memory|Reached heap limit/,
  // Node ignores SIGXFSZ: a write past RLIMIT_FSIZE fails with EFBIG.
  fileTooLarge: /\bEFBIG\b/,
};
