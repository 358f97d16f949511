import { describe, expect, test } from "bun:test";
import type { TestOutcome } from "../../runners/runner.ts";
import {
  batchSizes,
  figuresOf,
  heaviestTest,
  nextBatch,
  perfRunOf,
  steadyBatch,
  usualYardstick,
} from "./measure.ts";

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

  test("the yardstick's usual time on a host is the 10th percentile of its recent runs, once there are 20", () => {
    expect(usualYardstick(Array.from({ length: 19 }, () => 40))).toBeNull();
    // 30 runs, a third of them in a slow spell: the usual time is the fast state's.
    const recent = [
      ...Array.from({ length: 20 }, (_, i) => 36 + (i % 4)),
      ...Array.from({ length: 10 }, () => 54),
    ];
    expect(usualYardstick(recent)).toBe(36);
    // A host that is always slow: its slow time is its usual one, and nothing looks like a spell.
    expect(usualYardstick(Array.from({ length: 50 }, () => 54))).toBe(54);
  });

  test("a batch is steady when both yardstick runs around it are within 40 % of the usual time", () => {
    expect(steadyBatch([38, 50], 36)).toBe(true);
    expect(steadyBatch([38, 52], 36)).toBe(false); // the spell began during the batch
    expect(steadyBatch([53, 54], 36)).toBe(false);
    expect(steadyBatch([53, 54], null)).toBe(true); // not known yet: nothing to compare with
    expect(steadyBatch(undefined, 36)).toBe(true); // runs kept from before the yardstick
  });

  test("after the plan, extra one-run batches (twice the gap each time) until one is steady, at most extraBatches", () => {
    const plan = { sizes: [2, 2, 1], gapMs: 4000, extraBatches: 3 };
    const batch = (refs: number[], n = 1) =>
      Array.from({ length: n }, () => ({ ...ran(70, 75, 100), referenceCpuMs: refs }));
    const spell = [54, 55];
    const calm = [37, 38];
    expect(nextBatch(batch(spell, 2), plan, 36)).toEqual({ size: 2, afterMs: 4000 });
    expect(nextBatch([...batch(spell, 2), ...batch(spell, 2)], plan, 36)).toEqual({ size: 1, afterMs: 4000 });
    const planned = [...batch(spell, 2), ...batch(spell, 2), ...batch(spell)];
    expect(nextBatch(planned, plan, 36)).toEqual({ size: 1, afterMs: 8000 });
    expect(nextBatch([...planned, ...batch(spell)], plan, 36)).toEqual({ size: 1, afterMs: 16000 });
    expect(nextBatch([...planned, ...batch(spell), ...batch(spell)], plan, 36)).toEqual({
      size: 1,
      afterMs: 32000,
    });
    expect(nextBatch([...planned, ...batch(spell), ...batch(spell), ...batch(spell)], plan, 36)).toEqual({
      done: true,
      steady: false,
    });
    // One steady batch anywhere ends it: its runs saw the machine's usual state.
    expect(nextBatch([...planned, ...batch(calm)], plan, 36)).toEqual({ done: true, steady: true });
    expect(nextBatch([...batch(calm, 2), ...batch(spell, 2), ...batch(spell)], plan, 36)).toEqual({
      done: true,
      steady: true,
    });
    // Usual time not known yet, or no extra batches wanted: the plan is all.
    expect(nextBatch(planned, plan, null)).toEqual({ done: true, steady: true });
    expect(nextBatch(planned, { ...plan, extraBatches: 0 }, 36)).toEqual({ done: true, steady: false });
    // A run that failed ends it at once (figuresOf says why).
    expect(nextBatch([{ ...ran(9, 9, 1, "Wrong Answer"), referenceCpuMs: spell }], plan, 36)).toEqual({
      done: true,
      steady: true,
    });
  });

  test("the figures keep the yardstick's median time and whether a batch was steady", () => {
    const runs = [
      { ...ran(70, 75, 100), referenceCpuMs: [36, 40] },
      { ...ran(72, 75, 100), referenceCpuMs: [36, 40] },
      { ...ran(110, 115, 100), referenceCpuMs: [54, 55] },
    ];
    const f = figuresOf(0, runs, 3, true);
    expect(f.cpuMs).toBe(70);
    expect(f.referenceCpuMs).toBe(40); // median of 36, 40, 36, 40, 54, 55
    expect(f.steady).toBe(true);
    expect(figuresOf(0, [ran(10, 10, 1)]).referenceCpuMs).toBeUndefined();
    expect(figuresOf(0, [ran(10, 10, 1)]).steady).toBeUndefined();
    // An extra run that failed is counted among the runs taken.
    expect(figuresOf(0, [...runs, ran(9, 9, 1, "Wrong Answer")], 3).message).toBe(
      "Run 4 of 4 on test 1: Wrong Answer",
    );
  });
});
