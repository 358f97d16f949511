import { describe, expect, test } from "bun:test";
import { InfrastructureError } from "./runner.ts";
import { discoverRuntimes } from "./runtimes.ts";
import { yardstickCpuMs } from "./yardstick.ts";

describe("the perf yardstick", () => {
  test("runs the fixed program with this machine's python3 and gives its CPU time in ms", async () => {
    const python = discoverRuntimes().python;
    expect(python).not.toBeNull();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await yardstickCpuMs(python!));
    // A loop of 150,000 steps in CPython: tens of ms of CPU (never the ~1 ms of a process that did nothing), and
    // never seconds. Not a speed target: bounds an order of magnitude wide either side.
    for (const t of times) {
      expect(t).toBeGreaterThan(5);
      expect(t).toBeLessThan(2000);
    }
  });

  test("a python that is not there, or not a python, is our failure (InfrastructureError), not a figure", async () => {
    await expect(yardstickCpuMs("/nonexistent/python3")).rejects.toBeInstanceOf(InfrastructureError);
    // /bin/true runs and exits 0 but prints nothing: not the yardstick's output.
    await expect(yardstickCpuMs("/bin/true")).rejects.toBeInstanceOf(InfrastructureError);
  });
});
