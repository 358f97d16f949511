import type { LanguageDescriptor } from "./descriptor.ts";
import { findBinary, prefixBind } from "./descriptor.ts";

/** TypeScript runs on Bun, which strips the types as it loads the file: no compile step, no type check (as
 * Judge0's TypeScript is judged on what the program prints, not on what tsc thinks of it). */
export const typescript: LanguageDescriptor = {
  language: "TYPESCRIPT",
  sourceFile: "main.ts",
  probe() {
    // The Bun the worker itself runs on: one known version, and always there.
    const bun = findBinary("bun", process.execPath);
    return bun ? { bin: { bun }, binds: prefixBind(bun) } : null;
  },
  versionArgv: (t) => [t.bin.bun!, "--version"],
  // --no-install: an unknown import is an error, never a package download; no transpiler cache on the box's /tmp.
  // Transpiles the program as Bun does when it loads it, without running it (sandbox/check-ts.js).
  syntaxChecker: {
    file: "check-ts.js",
    argv: (t, { checker, source }) => [t.bin.bun!, "--no-install", checker, source],
  },
  run: (t, { dir }) => [t.bin.bun!, "--no-install", `${dir}/main.ts`],
  env: { BUN_RUNTIME_TRANSPILER_CACHE_PATH: "0", DO_NOT_TRACK: "1" },
  runtimeHeapCap: true,
  outOfMemory: /RangeError: Out of memory|JavaScript heap out of memory/,
  fileTooLarge: /\bEFBIG\b|File too large/,
};
