import type { LanguageDescriptor } from "./descriptor.ts";
import { findBinary, prefixBind } from "./descriptor.ts";

export const python: LanguageDescriptor = {
  language: "PYTHON",
  sourceFile: "main.py",
  probe() {
    const python = findBinary("python3", "/usr/bin/python3");
    return python ? { bin: { python }, binds: prefixBind(python) } : null;
  },
  versionArgv: (t) => [t.bin.python!, "--version"],
  // -I: no user site, no PYTHON* variables, script dir not on sys.path; -B: no .pyc writes. site stays on so
  // exit()/quit() exist and the stdlib is importable as learners expect.
  run: (t, { dir }) => [t.bin.python!, "-I", "-B", `${dir}/main.py`],
  addressSpaceLimit: true,
  pythonZygote: true,
  outOfMemory: /^MemoryError\b/m,
  fileTooLarge: /\[Errno 27\] File too large/,
};
