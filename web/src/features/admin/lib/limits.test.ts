import { describe, expect, test } from "bun:test";
import { CPU_TIME_LIMIT_MESSAGE, DEFAULT_LIMITS, MEMORY_LIMIT_MESSAGE } from "@grindstone/shared";
import { defaultLimitValues, LIMIT_HELP, limitsToBody, limitsToValues } from "./limits.ts";
import { checkCreate, emptyProblemForm } from "./problem-form.ts";

describe("limits", () => {
  test("the fields start at the judge's defaults, memory in MB", () => {
    expect(defaultLimitValues()).toEqual({ cpuTimeLimitMs: "2000", memoryLimitMb: "256" });
    expect(limitsToBody(defaultLimitValues())).toEqual({
      cpuTimeLimitMs: DEFAULT_LIMITS.cpuTimeMs,
      memoryLimitKb: DEFAULT_LIMITS.memoryKb,
    });
  });

  test("typed values become the body's ms and KB; a stored limit round-trips", () => {
    expect(limitsToBody({ cpuTimeLimitMs: " 1500 ", memoryLimitMb: "128" })).toEqual({
      cpuTimeLimitMs: 1500,
      memoryLimitKb: 131072,
    });
    const stored = { cpuTimeLimitMs: 750, memoryLimitKb: 100_000 };
    expect(limitsToBody(limitsToValues(stored))).toEqual(stored);
  });

  test("an empty field means the default, sent as such (so clearing it on update resets it)", () => {
    expect(limitsToBody({ cpuTimeLimitMs: "", memoryLimitMb: "  " })).toEqual({
      cpuTimeLimitMs: 2000,
      memoryLimitKb: 262144,
    });
  });

  test("the help names the schema's bounds and the default", () => {
    expect(LIMIT_HELP.cpuTimeLimitMs).toContain("100–10000 ms");
    expect(LIMIT_HELP.cpuTimeLimitMs).toContain("2000 ms");
    expect(LIMIT_HELP.memoryLimitMb).toContain("16–1024 MB");
  });

  test("the shared schema refuses what is out of bounds or not a number, with its message", () => {
    const errorsFor = (cpuTimeLimitMs: string, memoryLimitMb: string) => {
      const result = checkCreate({ ...emptyProblemForm(), cpuTimeLimitMs, memoryLimitMb });
      return result.ok ? {} : { cpu: result.errors.cpuTimeLimitMs, memory: result.errors.memoryLimitKb };
    };
    expect(errorsFor("50", "2048")).toEqual({ cpu: CPU_TIME_LIMIT_MESSAGE, memory: MEMORY_LIMIT_MESSAGE });
    expect(errorsFor("fast", "lots")).toEqual({ cpu: CPU_TIME_LIMIT_MESSAGE, memory: MEMORY_LIMIT_MESSAGE });
    expect(errorsFor("1500.5", "8")).toEqual({ cpu: CPU_TIME_LIMIT_MESSAGE, memory: MEMORY_LIMIT_MESSAGE });
    expect(errorsFor("10000", "1024")).toEqual({ cpu: undefined, memory: undefined });
  });
});
