import { afterAll, describe, expect, test } from "bun:test";
import { type LocalSandboxOptions, LocalSandboxRunner } from "../../runners/local-sandbox.ts";
import type { RunResult, RunTest } from "../../runners/runner.ts";
import { policyOf } from "../policy.ts";
import { KEEP_ACROSS_TESTS, SCAN_OWN_MEMORY, SECRET } from "./hostile-leak-programs.ts";
import { LANGUAGES, leftoverProcesses } from "./runner-support.ts";

/**
 * Whether this kernel allocates a never-touched anonymous page that is read through /proc/self/mem (seen on
 * 6.18; older kernels map the shared zero page). Where it does, a Node program reading all of its own memory
 * faults in V8's reservations and ends in the memory limit whatever the box holds, so its scan cannot tell us
 * anything; the other languages' scans (Java's reads only resident pages) still cover the property.
 */
let memReadsAllocateMemo: boolean | undefined;
function memReadsAllocate() {
  memReadsAllocateMemo ??= (() => {
    const probe = `const fs = require("fs");
const anon = () => Number(fs.readFileSync("/proc/self/status", "utf8").match(/RssAnon:\\s+(\\d+)/)[1]);
const before = anon();
const fd = fs.openSync("/proc/self/mem", "r");
const buf = Buffer.alloc(1 << 20);
for (const line of fs.readFileSync("/proc/self/maps", "utf8").split("\\n")) {
  const [span, perms, , , , name] = line.split(/\\s+/);
  if (!perms || !perms.startsWith("rw") || name) continue;
  const [lo, hi] = span.split("-").map((x) => parseInt(x, 16));
  for (let at = lo; at < hi; at += buf.length) {
    try { fs.readSync(fd, buf, 0, Math.min(buf.length, hi - at), at); } catch { break; }
  }
}
console.log(anon() - before);`;
    const out = Bun.spawnSync(["node", "-e", probe]).stdout.toString().trim();
    // kB of anonymous memory the reads brought in; a zero-page kernel adds next to nothing.
    return Number(out) > 16 * 1024;
  })();
  return memReadsAllocateMemo;
}

/**
 * The hostile suite's part about one test and the next (hostile-suite.ts runs it in each sandbox mode): whatever a
 * program keeps, in files or in memory, the next test of the same box never sees it.
 */
export function isolationSuite(
  BASE_UID: number,
  sandbox: Pick<LocalSandboxOptions, "mode" | "useCgroups">,
  TIMEOUT: number,
) {
  /**
   * One slot, so every test of a submission runs in the same box, and the five "hidden" tests have the largest
   * inputs, so they run before the two "visible" ones, as on a real problem. Inputs and expected outputs carry
   * SECRET markers; no test may ever show a marker other than its own input's.
   */
  const LANE_UID = BASE_UID + 2000;
  const oneLane = new LocalSandboxRunner({ slots: 1, baseUid: LANE_UID, ...sandbox });
  afterAll(async () => {
    await oneLane.close();
    expect(await leftoverProcesses(LANE_UID)).toEqual([]);
  });

  const hex8 = () => crypto.randomUUID().replaceAll("-", "").slice(0, 8);
  function secretTests(): (RunTest & { input: string })[] {
    return Array.from({ length: 7 }, (_, i) => ({
      input: `SECRET-${i + 1}-${hex8()}\n${i < 5 ? "#".repeat(5000 - i * 100) : ""}\n`,
      expected: `SECRET-${i + 11}-${hex8()}`,
    }));
  }

  /** Every marker a test's output shows that is not its own input's. */
  function foreignMarkers(r: RunResult, tests: (RunTest & { input: string })[]): string[] {
    return r.tests.flatMap((t, i) => {
      const own = tests[i]!.input.match(SECRET)![0];
      return [...(t.stdout + t.stderr).matchAll(SECRET)]
        .filter((m) => m[0] !== own)
        .map((m) => `test ${i + 1}: ${m[0]}`);
    });
  }

  describe("nothing of one test reaches another", () => {
    const LIMITS = { cpuTimeMs: 4000, memoryKb: 256 * 1024 };

    for (const lang of LANGUAGES) {
      test(
        `${lang}: files kept in a 0500 directory, a 600-deep tree, SysV memory or anywhere writable are gone`,
        async () => {
          const tests = secretTests();
          const r = await oneLane.run({
            language: lang,
            sourceCode: KEEP_ACROSS_TESTS[lang],
            tests,
            policy: policyOf(LIMITS),
          });
          expect(r.tests.map((t) => t.stdout)).toEqual(tests.map(() => "FOUND \n"));
          expect(foreignMarkers(r, tests)).toEqual([]);
        },
        TIMEOUT,
      );
    }

    for (const lang of LANGUAGES) {
      // Node's scan reads every anonymous region V8 reserves; see memReadsAllocate.
      test.skipIf(lang === "JAVASCRIPT" && memReadsAllocate())(
        `${lang}: a program scanning its own memory finds its own input and nothing of earlier tests`,
        async () => {
          const tests = secretTests();
          const r = await oneLane.run({
            language: lang,
            sourceCode: SCAN_OWN_MEMORY[lang],
            tests,
            policy: policyOf(LIMITS),
          });
          // "OWN" proves the scan can see a marker at all; "OTHERS" with nothing after it, that none other is there.
          expect(r.tests.map((t) => [t.status, t.stdout])).toEqual(
            tests.map(() => ["Wrong Answer", "OWN OTHERS\n"]),
          );
          expect(foreignMarkers(r, tests)).toEqual([]);
        },
        TIMEOUT,
      );
    }
  });
}
