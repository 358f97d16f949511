import { describe, expect, test } from "bun:test";
import type { TestOutcome } from "../../runners/runner.ts";
import { batchSizes, figuresOf, heaviestTest, perfRunOf } from "./measure.ts";

const outcome = (
  cpuMs: number,
  wallMs: number | null,
  memoryKb: number,
  status: TestOutcome["status"] = "Accepted",
): TestOutcome => ({
  status,
  passed: status === "Accepted",
  fraction: 1,
  stdout: "",
  stderr: "",
  timeMs: Math.round(cpuMs),
  memoryKb,
  ...(wallMs === null ? {} : { precise: { cpuMs, wallMs } }),
});
const ran = (...args: Parameters<typeof outcome>) => perfRunOf(outcome(...args));

describe("performance measurement", () => {
  test("the heaviest test is the verdict's most CPU (the later one on a tie)", () => {
    expect(
      heaviestTest([
        { position: 0, timeMs: 3 },
        { position: 1, timeMs: 9 },
        { position: 2, timeMs: 4 },
      ]),
    ).toBe(1);
    expect(
      heaviestTest([
        { position: 0, timeMs: 5 },
        { position: 1, timeMs: 5 },
      ]),
    ).toBe(1);
    expect(heaviestTest([])).toBeNull();
  });

  test("medians and ranges of the runs; unrounded CPU where the sandbox gave it", () => {
    const f = figuresOf(2, [
      ran(10.5, 12, 900),
      ran(9.25, 30, 1000),
      ran(11, 11, 1100),
      ran(10, 10.5, 950),
      ran(12, 14, 980),
    ]);
    expect(f).toEqual({
      status: "MEASURED",
      testPosition: 2,
      runs: 5,
      // The figure is the fastest run (9.25 ms, though its wall time was the slowest), the median beside it.
      cpuMs: 9.25,
      cpuMedianMs: 10.5,
      cpuMinMs: 9.25,
      cpuMaxMs: 12,
      wallMs: 10.5,
      wallMedianMs: 12,
      wallMinMs: 10.5,
      wallMaxMs: 30,
      memoryKb: 980,
    });
  });

  test("a run that does not pass fails the measurement, saying which of those planned", () => {
    const runs = [ran(10, 10, 1), ran(10, 10, 1), ran(2000, 2100, 1, "Time Limit Exceeded")];
    const f = figuresOf(0, runs);
    expect(f.status).toBe("FAILED");
    expect(f.message).toBe("Run 3 of 3 on test 1: Time Limit Exceeded");
    expect(f.cpuMs).toBeUndefined();
    // Found in the second of three batches: the message counts the runs planned, not those taken.
    expect(figuresOf(0, runs, 5).message).toBe("Run 3 of 5 on test 1: Time Limit Exceeded");
  });

  test("a runner without unrounded figures (Judge0): its rounded CPU time, and CPU standing in for wall time", () => {
    expect(ran(12.4, null, 700)).toEqual({ status: "Accepted", cpuMs: 12, wallMs: 12, memoryKb: 700 });
    expect(ran(12.4, 20.5, 700)).toEqual({ status: "Accepted", cpuMs: 12.4, wallMs: 20.5, memoryKb: 700 });
  });

  test("runs are split into batches as evenly as they go, the larger first; never more batches than runs", () => {
    expect(batchSizes(5, 1)).toEqual([5]);
    expect(batchSizes(5, 2)).toEqual([3, 2]);
    expect(batchSizes(5, 3)).toEqual([2, 2, 1]);
    expect(batchSizes(5, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(batchSizes(5, 9)).toEqual([1, 1, 1, 1, 1]);
    expect(batchSizes(5, 0)).toEqual([5]);
  });
});
