import { afterAll, describe, expect, test } from "bun:test";
import { COMPILER_OUTPUT_CUT_MARKER, MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import { allOutput, leftoverProcesses, runnerUids, runOne } from "../../test/sandbox/runner-support.ts";
import { LocalSandboxRunner } from "../local-sandbox.ts";
import { COMPILE_TIMED_OUT, COMPILER_OUT_OF_RESOURCES } from "./compiler.ts";

/**
 * C++ submissions that attack the compiler instead of the judge's run: g++ reads whatever `#include`,
 * `#pragma GCC dependency`, `#line` (for its diagnostics) and the assembler's `.incbin` name, instantiates templates
 * and evaluates constexpr as far as it is told, and writes an object file and an executable. Through the real
 * runner and the C++ descriptor's compile limits (10 s CPU, 20 s wall, 1 GB, the 8 MB file size cap), each must end
 * as a Compilation Error in bounded time, see only the compiler box's mounts, and leave the compiler working.
 */
const BASE_UID = 1_915_000;
const TIMEOUT = 120_000;
// Bounded, not fast: the wall limit, the host's grace before it kills a box, a new box, and a loaded CI machine.
const BOUND_MS = 45_000;
const runner = new LocalSandboxRunner({ slots: 1, baseUid: BASE_UID, prewarmCompilers: false });
const CANARY = `canary-${crypto.randomUUID()}`;
process.env.GS_SANDBOX_CANARY = CANARY;

afterAll(async () => {
  await runner.close();
  for (const uid of runnerUids(BASE_UID, 1)) expect(await leftoverProcesses(uid)).toEqual([]);
});

async function judge(source: string, expected?: string) {
  const started = Date.now();
  const r = await runOne(runner, "CPP", source, [{ input: "", expected }]);
  return { ...r, ms: Date.now() - started, output: r.compileOutput ?? "" };
}

const HELLO = '#include <cstdio>\nint main() { std::puts("hi"); }';
const stillCompiles = async () => expect((await judge(HELLO, "hi")).status).toBe("Accepted");

// This very file stands for every host file of ours: g++ would quote its first line ("import … bun:test").
const HOST_FILES = ["/etc/shadow", "/etc/passwd", import.meta.path];
const HOST_CONTENT = /bun:test|root:/;
/** Every way g++ reads a named file: into the program, into its diagnostics, or to compare its date. */
const READS: Record<string, (path: string) => string> = {
  include: (path) => `#include "${path}"\nint main() {}`,
  "#pragma GCC dependency": (path) => `#pragma GCC dependency "${path}"\nint main() {}`,
  "#line (diagnostics quote the named file)": (path) => `#line 1 "${path}"\nint main() { return missing; }`,
  ".incbin": (path) => `#include <cstdio>
asm(".section .rodata\\n.globl bytes\\nbytes:\\n.incbin \\"${path}\\"\\n.byte 0\\n.previous");
extern "C" const char bytes[];
int main() { std::fputs(bytes, stdout); }`,
};

const GAVE_UP = [COMPILER_OUT_OF_RESOURCES, COMPILE_TIMED_OUT(10)];
/** Compiles that never end by themselves, and what the learner is told when a limit ends them. */
const BOMBS = [
  { name: "#include </dev/zero>", source: "#include </dev/zero>\nint main() {}", told: GAVE_UP },
  // Random bytes: a stream of "stray character" errors as well as an endless file.
  { name: "#include </dev/urandom>", source: "#include </dev/urandom>\nint main() {}", told: GAVE_UP },
  {
    name: "a template bomb (2^40 distinct instantiations)",
    source: `template <int Depth, unsigned long Id> struct Tree {
  static constexpr unsigned long leaves = Tree<Depth - 1, 2 * Id>::leaves + Tree<Depth - 1, 2 * Id + 1>::leaves;
};
template <unsigned long Id> struct Tree<0, Id> { static constexpr unsigned long leaves = 1; };
int main() { return Tree<40, 1>::leaves == 0; }`,
    // Memory usually ends it first; on a loaded machine the 10 s limit can come first: either is the right answer.
    told: GAVE_UP,
  },
  {
    // Each evaluation stays under GCC's own limit (-fconstexpr-ops-limit, ~1 s here); 32 of them do not fit.
    name: "a constexpr bomb",
    source: `constexpr long spin(long seed) {
  long s = seed;
  for (long i = 0; i < 1000; i++) for (long j = 0; j < 1000; j++) s += i ^ j;
  return s;
}
${Array.from({ length: 32 }, (_, i) => `constexpr long v${i} = spin(${i});`).join("\n")}
int main() { return v31 > 0; }`,
    told: [COMPILE_TIMED_OUT(10)],
  },
];

describe("C++ compile-time attacks", () => {
  for (const [how, source] of Object.entries(READS)) {
    test(
      `${how}: host files are not in the compiler box`,
      async () => {
        for (const path of HOST_FILES) {
          const r = await judge(source(path));
          expect([path, r.status]).toEqual([path, "Compilation Error"]);
          expect([path, HOST_CONTENT.test(r.output)]).toEqual([path, false]);
        }
      },
      TIMEOUT,
    );
  }

  test(
    "#line and .incbin show a file's content to the learner, but never the worker's environment",
    async () => {
      const line = READS["#line (diagnostics quote the named file)"]!;
      const incbin = READS[".incbin"]!;
      // Both work on the box's files: a header, and (#line) the compiler's own environment.
      expect((await judge(line("/usr/include/stdio.h"))).output).toContain("Define ISO C stdio");
      expect((await judge(incbin("/usr/include/stdio.h"))).tests[0]!.stdout).toContain("Define ISO C stdio");
      const environ = await judge(line("/proc/self/environ"));
      expect(environ.output).toContain("PATH=/usr/bin:/bin");
      for (const r of [environ, await judge(line("/proc/1/environ")), await judge(incbin("/proc/1/environ"))])
        expect(allOutput(r)).not.toContain(CANARY);
    },
    TIMEOUT,
  );

  test(
    "__has_include sees the box's headers and none of the host's files",
    async () => {
      const probe = (path: string) => `__has_include("${path}")`;
      const r = await judge(
        `#include <cstdio>
int main() {
#if ${probe("/usr/include/stdio.h")}
  std::puts("headers seen");
#endif
#if ${HOST_FILES.map(probe).join(" || ")}
  std::puts("host seen");
#endif
}`,
        "headers seen",
      );
      expect(r.status).toBe("Accepted");
    },
    TIMEOUT,
  );

  for (const bomb of BOMBS) {
    test(
      `${bomb.name} is a Compilation Error within the compile limits, and the compiler works after`,
      async () => {
        const r = await judge(bomb.source);
        expect(r.status).toBe("Compilation Error");
        expect(bomb.told).toContain(r.output);
        expect(r.ms).toBeLessThan(BOUND_MS);
        await stillCompiles();
      },
      TIMEOUT,
    );
  }

  test(
    "including itself stops at g++'s nesting limit",
    async () => {
      const r = await judge(`#include __FILE__\nint main() {}`);
      expect(r.status).toBe("Compilation Error");
      expect(r.output).toContain("#include nested depth");
    },
    TIMEOUT,
  );

  test(
    "an executable past the file size cap is a Compilation Error, not a crash",
    async () => {
      // 16 MB of initialised data: the assembler's object file passes RLIMIT_FSIZE (8 MB).
      const r = await judge(`char big[16 << 20] = {1};
int main(int argc, char**) { return big[argc * 12345]; }`);
      expect(r.status).toBe("Compilation Error");
      expect(r.output).toContain("File size limit exceeded");
      await stillCompiles();
    },
    TIMEOUT,
  );

  // ~200 KB of diagnostics: 2,000 calls of undeclared functions.
  const flood = `int main() {\n${Array.from({ length: 2000 }, (_, i) => `  f${i}();`).join("\n")}\n}`;

  test(
    "a flood of diagnostics is a Compilation Error whose output is capped",
    async () => {
      const r = await judge(flood);
      expect(r.status).toBe("Compilation Error");
      expect(r.output).toContain("was not declared in this scope");
      expect(Buffer.byteLength(r.output)).toBeLessThanOrEqual(MAX_STORED_OUTPUT_BYTES);
    },
    TIMEOUT,
  );

  test(
    "a flood of diagnostics is marked as cut",
    async () => {
      expect((await judge(flood)).output.endsWith(COMPILER_OUTPUT_CUT_MARKER)).toBe(true);
    },
    TIMEOUT,
  );
});
