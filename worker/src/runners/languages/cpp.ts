import type { LanguageDescriptor } from "./descriptor.ts";
import { findBinary, prefixBind } from "./descriptor.ts";

// -pipe: no temporaries between the compiler's stages (the box's /tmp is small and cleaned after each run).
const FLAGS = ["-O2", "-std=gnu++20", "-pipe"];

/** C++ as competitive programmers expect it: GNU C++20 at -O2, compiled once per submission in the compiler box. */
export const cpp: LanguageDescriptor = {
  language: "CPP",
  sourceFile: "main.cpp",
  probe() {
    const gxx = findBinary("g++", "/usr/bin/g++");
    return gxx ? { bin: { gxx }, binds: prefixBind(gxx) } : null;
  },
  versionArgv: (t) => [t.bin.gxx!, "--version"],
  compile: {
    argv: (t, { source, out, prepared }) => [
      t.bin.gxx!,
      ...FLAGS,
      ...(prepared ? ["-I", prepared] : []),
      "-o",
      `${out}/main`,
      source,
    ],
    // GCC uses dir/bits/stdc++.h.gch for `#include <bits/stdc++.h>` when dir is on the include path and the flags
    // match: a compile then takes ~0.9 s instead of ~2.7 s here. It is skipped (never wrong) when it does not fit.
    prepare: {
      files: { "pch.h": "#include <bits/stdc++.h>\n", "bits/.keep": "" },
      argv: (t, dir) => [
        t.bin.gxx!,
        ...FLAGS,
        "-x",
        "c++-header",
        `${dir}/pch.h`,
        "-o",
        `${dir}/bits/stdc++.h.gch`,
      ],
    },
    outputs: ["main"],
    // cc1plus with <bits/stdc++.h> takes ~1 s of CPU and ~250 MB; template bombs are what the caps are for.
    limits: { cpuMs: 10_000, wallMs: 20_000, memoryBytes: 1024 * 1024 * 1024 },
  },
  run: (_, { dir }) => [`${dir}/main`],
  addressSpaceLimit: true,
  addressSpaceIsMemory: true,
  outOfMemory: /std::bad_alloc/,
  fileTooLarge: /File too large/,
};
