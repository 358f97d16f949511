import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { policyOf } from "../test/policy.ts";
import { leftoverProcesses, SMALL_LIMITS } from "../test/sandbox/runner-support.ts";
import { LocalSandboxRunner } from "./local-sandbox.ts";
import { discoverCgroupLayout } from "./sandbox/cgroup-discovery.ts";
import { pidsOfUid } from "./sandbox/process-tree.ts";

/**
 * How the local runner schedules a submission's tests (scheduler.ts): lanes over the free slots, each with a box
 * started ahead, slots handed to a waiting submission at a test boundary, and nothing left behind.
 * Each test here has idle runners of its own, so what it observes is the scheduling alone.
 */
const TIMEOUT = 60_000;
const BASE_UID = 1_870_000;
const runner = new LocalSandboxRunner({ slots: 2, baseUid: BASE_UID, prewarmCompilers: false });
afterAll(() => runner.close());
// Each test starts on an idle runner: the previous test's lanes may still be tearing their boxes down (they hold
// their slots until then), which on a busy machine took long enough to keep a lane from widening.
beforeEach(() => runner.settled());

// Prints "ok" after `ms`, or spins forever on the input "spin".
const SLOW = (ms: number) =>
  `import sys, time\nif sys.stdin.read().strip() == "spin":\n  while True: pass\ntime.sleep(${ms / 1000})\nprint("ok")`;
const okTests = (n: number) => Array.from({ length: n }, () => ({ input: "", expected: "ok" }));

/** Run directories of this process's runners still present in the pids hierarchy (v1 hosts like CI). */
function runCgroups(): string[] {
  const layout = discoverCgroupLayout();
  if (layout.kind !== "v1") return [];
  const base = layout.dirs.pids;
  return readdirSync(base)
    .filter((e) => e.startsWith(`grindstone-${process.pid}-`))
    .flatMap((parent) =>
      readdirSync(`${base}/${parent}`, { withFileTypes: true })
        .filter((d) => d.isDirectory() && /^s\d+-\d+$/.test(d.name))
        .map((d) => `${parent}/${d.name}`),
    );
}
const hostDirs = () => readdirSync(tmpdir()).filter((e) => e.startsWith(`grindstone-box-${process.pid}-`));

describe("test lanes", () => {
  test(
    "one submission on an idle 2-slot runner uses both slots",
    async () => {
      const seen = new Set<number>();
      const watch = setInterval(() => {
        for (const slot of [0, 1]) if (pidsOfUid(BASE_UID + slot).length > 0) seen.add(slot);
      }, 20);
      const r = await runner.run({
        language: "PYTHON",
        sourceCode: SLOW(400),
        tests: okTests(4),
        policy: policyOf(SMALL_LIMITS),
      });
      clearInterval(watch);
      expect(r.status).toBe("Accepted");
      expect([...seen].sort()).toEqual([0, 1]);
    },
    TIMEOUT,
  );

  test(
    "after a time-out the rest is Skipped, and nothing is left behind but one empty standby box per slot",
    async () => {
      const spin = { input: "spin" };
      const r = await runner.run({
        language: "PYTHON",
        sourceCode: SLOW(0),
        // Both spins start at once (one per lane).
        tests: [spin, spin, ...okTests(4)],
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.tests.map((t) => t.status)).toEqual([
        "Time Limit Exceeded",
        "Time Limit Exceeded",
        "Skipped",
        "Skipped",
        "Skipped",
        "Skipped",
      ]);
      // The lanes tear their boxes down after the verdicts are known; settled() waits for that.
      await runner.settled();
      for (const slot of [0, 1]) expect(await leftoverProcesses(BASE_UID + slot)).toEqual([]);
      // The lanes' boxes are gone; what remains is each slot's standby box (its processes are root's, not the slot's).
      const bySlot = runCgroups().map((c) => /\/s(\d+)-/.exec(c)?.[1]);
      expect(bySlot.length).toBeLessThanOrEqual(2);
      expect(new Set(bySlot).size).toBe(bySlot.length);
      expect(hostDirs()).toEqual([]);
    },
    TIMEOUT,
  );

  test(
    "the program inherits no descriptor but stdin, stdout and stderr, in a box started ahead",
    async () => {
      const source = `import os
fds = []
for fd in range(3, 1024):
  try: os.fstat(fd); fds.append(fd)
  except OSError: pass
print(fds)`;
      // Three tests on two lanes: one box runs two of them.
      const r = await runner.run({
        language: "PYTHON",
        sourceCode: source,
        tests: Array.from({ length: 3 }, () => ({ input: "", expected: "[]" })),
        policy: policyOf(SMALL_LIMITS),
      });
      expect(r.tests.map((t) => t.stdout)).toEqual(["[]\n", "[]\n", "[]\n"]);
    },
    TIMEOUT,
  );

  test(
    "a fork bomb leaves the next test of the box its full process budget",
    async () => {
      const one = new LocalSandboxRunner({ slots: 1, baseUid: BASE_UID + 100, prewarmCompilers: false });
      try {
        const source = `import os, sys, time
if sys.stdin.read().strip() != "bomb":
  print("ok"); sys.exit(0)
kids = 0
try:
  while True:
    if os.fork() == 0:
      time.sleep(5); os._exit(0)
    kids += 1
except OSError: pass
print(kids)`;
        const r = await one.run({
          language: "PYTHON",
          sourceCode: source,
          tests: [{ input: "bomb" }, { input: "bomb" }, { input: "", expected: "ok" }],
          policy: policyOf(SMALL_LIMITS),
        });
        expect(r.tests.map((t) => t.status)).toEqual(["Accepted", "Accepted", "Accepted"]);
        // 64 tasks of the slot's uid per test, the program itself one of them: the box's own processes are root's,
        // and the first bomb's children are gone before the second test starts.
        expect(r.tests.slice(0, 2).map((t) => t.stdout)).toEqual(["63\n", "63\n"]);
      } finally {
        await one.close();
      }
      expect(await leftoverProcesses(BASE_UID + 100)).toEqual([]);
    },
    TIMEOUT,
  );

  test(
    "a submission arriving while another holds every slot starts after one test, not after the whole submission",
    async () => {
      const events: string[] = [];
      const first = runner.run({
        language: "PYTHON",
        sourceCode: SLOW(500),
        tests: okTests(8),
        policy: policyOf(SMALL_LIMITS),
        onTestStart: (i) => events.push(`A${i}`),
      });
      while (events.length < 2) await Bun.sleep(10);
      const second = runner.run({
        language: "PYTHON",
        sourceCode: SLOW(0),
        tests: okTests(1),
        policy: policyOf(SMALL_LIMITS),
        onTestStart: () => events.push("B"),
      });
      const [a, b] = await Promise.all([first, second]);
      expect([a.status, b.status]).toEqual(["Accepted", "Accepted"]);
      // B waited for one test of a lane of A (A0 or A1), not for A's later tests.
      expect(events.indexOf("B")).toBeLessThanOrEqual(3);
    },
    TIMEOUT,
  );
});
