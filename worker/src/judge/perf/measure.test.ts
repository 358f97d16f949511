import { describe, expect, test } from "bun:test";
import type { TestOutcome } from "../../runners/runner.ts";
import { figuresOf, heaviestTest } from "./measure.ts";

const ran = (
  cpuMs: number,
  wallMs: number,
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
  precise: { cpuMs, wallMs },
});

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

  test("a run that does not pass fails the measurement, saying which", () => {
    const f = figuresOf(0, [ran(10, 10, 1), ran(10, 10, 1), ran(2000, 2100, 1, "Time Limit Exceeded")]);
    expect(f.status).toBe("FAILED");
    expect(f.message).toBe("Run 3 of 3 on test 1: Time Limit Exceeded");
    expect(f.cpuMs).toBeUndefined();
  });
});
