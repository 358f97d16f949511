import { afterAll, describe, expect, test } from "bun:test";
import { leftoverProcesses } from "../../test/sandbox/runner-support.ts";
import { findBinary } from "../languages/descriptor.ts";
import type { LanguageDescriptor } from "../languages/index.ts";
import { discoverRuntimes } from "../runtimes.ts";
import type { Bind } from "../sandbox/launch-args.ts";
import { Sandbox } from "../sandbox/sandbox.ts";
import { SeccompFile } from "../sandbox/seccomp.ts";
import { SupervisedBox } from "../sandbox/supervised-box.ts";
import { BoxCompiler } from "./box-compiler.ts";

/**
 * The long-lived compiler box (C++ here): one box serves compile after compile, hands the compiled program back,
 * drops each source, and turns a compiler bomb into a Compilation Error without hurting the next compile.
 */
const BASE_UID = 1_895_000;
const runtimes = discoverRuntimes();
const sandbox = await Sandbox.open({ baseUid: BASE_UID });
const seccomp = SeccompFile.create();
let started = 0;
const starts: number[] = [];
const startBox = (memoryBytes: number, binds: Bind[]) => {
  starts.push(++started);
  return SupervisedBox.start(sandbox.context(7, 64), {
    name: `cc-${started}`,
    binds: [...runtimes.binds, ...binds],
    python: runtimes.python!,
    memoryBytes,
    pids: 64,
    seccomp,
  });
};
// A g++ of the test's own with tight limits, so a bomb ends quickly (the box compiler never looks at the key).
const gxx = findBinary("g++", "/usr/bin/g++");
const tight: LanguageDescriptor = {
  language: "JAVASCRIPT",
  sourceFile: "main.cpp",
  probe: () => null,
  versionArgv: () => [],
  compile: {
    argv: (t, { source, out }) => [t.bin.gxx!, "-O2", "-pipe", "-o", `${out}/main`, source],
    outputs: ["main"],
    limits: { cpuMs: 2000, wallMs: 4000, memoryBytes: 512 << 20 },
  },
  run: () => [],
  outOfMemory: /$^/,
  fileTooLarge: /$^/,
};
const compiler = new BoxCompiler(tight, { bin: { gxx: gxx ?? "" }, binds: [] }, startBox);
afterAll(async () => {
  await compiler.close();
  await sandbox.close();
  seccomp?.remove();
  expect(await leftoverProcesses(BASE_UID)).toEqual([]);
});

const HELLO = '#include <cstdio>\nint main() { std::puts("hi"); }\n';

describe.if(gxx !== null)("the compiler box", () => {
  test("compiles into an executable handed back from the box, then drops the source", async () => {
    const first = await compiler.compile(HELLO);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.files.map((f) => [f.path, f.executable])).toEqual([["main", true]]);
    // An ELF executable, as the linker wrote it.
    expect([...first.files[0]!.bytes.slice(0, 4)]).toEqual([0x7f, 0x45, 0x4c, 0x46]);
    // The previous compile's directory is gone: a later source cannot read it.
    const peek = await compiler.compile("#include </box/c1/main.cpp>\nint main() {}\n");
    expect(peek).toMatchObject({ ok: false, output: expect.stringContaining("No such file or directory") });
    expect(starts).toHaveLength(1);
  }, 60_000);

  test("a compile error comes back as the compiler's diagnostics, naming the line", async () => {
    const r = await compiler.compile("int main() { return x; }\n");
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/main\.cpp:1:\d+: error: .x. was not declared/);
  }, 60_000);

  test("a compile-time bomb is a timeout or out of resources, and the next compile works", async () => {
    const endless = await compiler.compile(
      // Each loop under GCC's iteration limit, together far past the CPU limit.
      "constexpr long f() { long s = 0; for (long i = 0; i < 250000; i++) for (long j = 0; j < 250000; j++) s += i ^ j; return s; }\n" +
        "constexpr long x = f();\nint main() { return x > 0; }\n",
    );
    expect(endless).toEqual({ ok: false, output: "Compilation timed out after 2 s." });
    const zero = await compiler.compile("#include </dev/zero>\nint main() {}\n");
    expect(zero.ok).toBe(false);
    expect((await compiler.compile(HELLO)).ok).toBe(true);
  }, 60_000);
});
