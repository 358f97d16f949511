import { describe, expect, test } from "bun:test";
import { judgePolicySchema } from "@grindstone/shared";
import type { TestOutcome } from "../runners/runner.ts";
import { exactChecker } from "./checkers/exact.ts";
import { tokensChecker } from "./checkers/tokens.ts";
import type { OutputChecker } from "./checkers/types.ts";
import { decideRun, decideTest, failureOf, type Ran } from "./decide.ts";
import { sandboxLimits } from "./policy-limits.ts";

const bytes = (s: string) => new TextEncoder().encode(s);
const clean: Ran = {
  killedFor: null,
  exitCode: 0,
  termSignal: null,
  oomKilled: false,
  runtimeOutOfMemory: false,
  runtimeFileTooLarge: false,
  cpuMs: 10,
  memoryKb: 1000,
  memorySlackKb: 0,
  stdout: bytes("0.333333\n"),
  stderr: new Uint8Array(),
};
const limits = { cpuMs: 1000, memoryKb: 65536 };

describe("failureOf: how the program ended, in the order that decides", () => {
  test("output beats memory beats time beats a crash", () => {
    const all: Ran = { ...clean, killedFor: "output", oomKilled: true, exitCode: 1, cpuMs: 5000 };
    expect(failureOf(all, limits)).toBe("Output Limit Exceeded");
    expect(failureOf({ ...all, killedFor: null }, limits)).toBe("Memory Limit Exceeded");
    expect(failureOf({ ...all, killedFor: null, oomKilled: false }, limits)).toBe("Time Limit Exceeded");
    expect(failureOf({ ...clean, exitCode: 1 }, limits)).toBe("Runtime Error");
    expect(failureOf(clean, limits)).toBeNull();
  });
  test("SIGXFSZ and the runtime's own words count as the sandbox's", () => {
    expect(failureOf({ ...clean, exitCode: null, termSignal: 25 }, limits)).toBe("Output Limit Exceeded");
    expect(failureOf({ ...clean, exitCode: 1, runtimeOutOfMemory: true }, limits)).toBe(
      "Memory Limit Exceeded",
    );
    expect(failureOf({ ...clean, exitCode: null, termSignal: 24 }, limits)).toBe("Time Limit Exceeded");
    expect(failureOf({ ...clean, killedFor: "wall" }, limits)).toBe("Time Limit Exceeded");
  });
  test("a peak past the policy's memory limit is Memory Limit Exceeded even if the box's cgroup let it run", () => {
    expect(failureOf({ ...clean, memoryKb: 65537 }, limits)).toBe("Memory Limit Exceeded");
    expect(failureOf({ ...clean, memoryKb: 65536 }, limits)).toBeNull();
    // A heap-capped runtime (JVM, V8): its own memory rides on top of the limit, within the box's allowance.
    expect(
      failureOf({ ...clean, memoryKb: 90000, memorySlackKb: Number.POSITIVE_INFINITY }, limits),
    ).toBeNull();
  });
});

describe("decideTest: the checker judges only a clean run", () => {
  const test1 = { input: "1 3", expected: "0.3333333333" };
  const tolerant = tokensChecker({ kind: "tokens", floatAbsoluteTolerance: 1e-6 });
  test("the policy's checker decides: a tolerance accepts 0.333333, exact does not", async () => {
    const ctx = { limits, checker: tolerant };
    expect((await decideTest(clean, test1, 0, ctx)).status).toBe("Accepted");
    expect((await decideTest({ ...clean, stdout: bytes("0.3333") }, test1, 0, ctx)).status).toBe(
      "Wrong Answer",
    );
    expect((await decideTest(clean, test1, 0, { limits, checker: exactChecker })).status).toBe(
      "Wrong Answer",
    );
  });
  test("a failed run never reaches the checker", async () => {
    let called = 0;
    const counting: OutputChecker = {
      check: async () => {
        called++;
        return { verdict: "Accepted" };
      },
    };
    const out = await decideTest({ ...clean, exitCode: 1 }, test1, 0, { limits, checker: counting });
    expect([out.status, out.fraction, called]).toEqual(["Runtime Error", 0, 0]);
  });
  test("a checker's failure is Judge Error, never passed; its messages and fraction are kept", async () => {
    const broken: OutputChecker = {
      check: async () => ({ verdict: "Judge Error", judgeMessage: "exit 9", message: "m", fraction: 0.5 }),
    };
    const out = await decideTest(clean, test1, 0, { limits, checker: broken });
    expect(out).toMatchObject({ status: "Judge Error", passed: false, judgeMessage: "exit 9", message: "m" });
    const partial: OutputChecker = { check: async () => ({ verdict: "Accepted", fraction: 7 }) };
    expect((await decideTest(clean, test1, 0, { limits, checker: partial })).fraction).toBe(1);
  });
  test("no expected output: a clean run passes", async () => {
    const out = await decideTest(clean, { input: "" }, 0, { limits, checker: exactChecker });
    expect(out.status).toBe("Accepted");
  });
});

const t = (status: TestOutcome["status"], fraction?: number): TestOutcome => ({
  status,
  passed: status === "Accepted",
  fraction: fraction ?? (status === "Accepted" ? 1 : 0),
  stdout: "",
  stderr: "",
  timeMs: 0,
  memoryKb: 0,
});

describe("decideRun: a submission's verdict and score", () => {
  const passFail = judgePolicySchema.parse({});
  test("pass-fail: the first failure by position, 1 or 0 of 1", () => {
    expect(decideRun([t("Accepted"), t("Accepted")], passFail)).toEqual({
      status: "Accepted",
      score: 1,
      maxScore: 1,
      groups: [],
    });
    const failed = decideRun([t("Accepted"), t("Judge Error"), t("Wrong Answer")], passFail);
    expect([failed.status, failed.score]).toEqual(["Judge Error", 0]);
    expect(decideRun([t("Time Limit Exceeded"), t("Skipped")], passFail).status).toBe("Time Limit Exceeded");
  });
  const scoring = judgePolicySchema.parse({
    type: "scoring",
    groups: [
      { name: "small", tests: [1, 2], points: 40, aggregation: "min" },
      { name: "large", tests: [3, 4], points: 60, aggregation: "min" },
    ],
  });
  test("scoring: 40 of 100 with the large group failed; its verdict is the first failure by position (a sample here)", () => {
    const r = decideRun(
      [t("Wrong Answer"), t("Accepted"), t("Accepted"), t("Accepted"), t("Time Limit Exceeded")],
      scoring,
    );
    expect([r.status, r.score, r.maxScore]).toEqual(["Wrong Answer", 40, 100]);
    expect(r.groups.map((g) => [g.name, g.score, g.passed])).toEqual([
      ["small", 40, true],
      ["large", 0, false],
    ]);
  });
  test("scoring: full score is Accepted even when a sample (in no group) failed", () => {
    const r = decideRun(
      [t("Wrong Answer"), t("Accepted"), t("Accepted"), t("Accepted"), t("Accepted")],
      scoring,
    );
    expect([r.status, r.score]).toEqual(["Accepted", 100]);
  });
});

describe("sandboxLimits: the one place a policy becomes sandbox limits", () => {
  test("wall is three times the CPU limit, the rlimit a backstop past it, output in bytes", () => {
    const policy = judgePolicySchema.parse({ limits: { timeMs: 1500, memoryKb: 65536, outputKb: 64 } });
    expect(sandboxLimits(policy)).toEqual({
      cpuMs: 1500,
      wallMs: 4500,
      memoryKb: 65536,
      outputBytes: 65536,
      cpuRlimitSeconds: [3, 4],
      pollMs: 50,
    });
  });
});
