import { describe, expect, test } from "bun:test";
import { judgePolicySchema, OUTPUT_LIMIT_MESSAGE } from "@grindstone/shared";
import { climbingStairsSample } from "../data/sample-climbing-stairs.ts";
import { POINTS_MESSAGE, policyErrors, TEST_NUMBERS_MESSAGE, TOLERANCE_MESSAGE } from "./policy-errors.ts";
import {
  defaultPolicyValues,
  emptyGroup,
  OUTPUT_LIMIT_HELP,
  type PolicyValues,
  policyToBody,
  policyToValues,
} from "./policy-values.ts";
import { checkCreate, checkUpdate } from "./problem-form.ts";

const limits = { timeMs: 2000, memoryKb: 262144 };
/** What the API stores for what the form sends. */
const saved = (values: PolicyValues) => judgePolicySchema.parse(policyToBody(values, limits));
const withPolicy = (policy: PolicyValues) => ({ ...structuredClone(climbingStairsSample), policy });

describe("the policy in the form", () => {
  test("a new problem starts at today's rule: pass-fail, exact lines, the default output limit", () => {
    const values = defaultPolicyValues();
    expect([values.type, values.checker.kind, values.outputLimitKb, values.groups]).toEqual([
      "pass-fail",
      "exact",
      "8192",
      [],
    ]);
    expect(saved(values)).toEqual(judgePolicySchema.parse({ limits }));
    expect(OUTPUT_LIMIT_HELP).toBe("What a test may print. 1–8192 KB; empty: 8192 KB.");
  });

  test("a tokens checker with a float tolerance round-trips, sending only the flags that are on", () => {
    const stored = judgePolicySchema.parse({
      checker: { kind: "tokens", floatAbsoluteTolerance: 1e-6, caseSensitive: true },
      limits: { ...limits, outputKb: 64 },
    });
    const values = policyToValues(stored);
    expect(values.checker.absoluteTolerance).toBe("0.000001");
    expect(values.checker.relativeTolerance).toBe("");
    expect(policyToBody(values, limits).checker).toEqual({
      kind: "tokens",
      caseSensitive: true,
      floatAbsoluteTolerance: 1e-6,
    });
    expect(saved(values)).toEqual(stored);
  });

  test("floatTolerance (both at once) is shown and saved as the two tolerances it stands for", () => {
    const values = policyToValues(
      judgePolicySchema.parse({ checker: { kind: "tokens", floatTolerance: 1e-4 } }),
    );
    expect([values.checker.absoluteTolerance, values.checker.relativeTolerance]).toEqual([
      "0.0001",
      "0.0001",
    ]);
    expect(saved(values).checker).toEqual({
      kind: "tokens",
      floatAbsoluteTolerance: 1e-4,
      floatRelativeTolerance: 1e-4,
    });
  });

  test("a custom checker keeps its language, protocol, source and headers", () => {
    const checker = {
      kind: "custom" as const,
      language: "CPP" as const,
      protocol: "testlib" as const,
      source: '#include "testlib.h"\nint main() {}',
      headers: [{ name: "testlib.h", content: "// testlib" }],
    };
    const stored = judgePolicySchema.parse({ checker });
    expect(saved(policyToValues(stored))).toEqual(stored);
  });

  test("switching kind keeps the other kind's settings for switching back", () => {
    const values = policyToValues(
      judgePolicySchema.parse({ checker: { kind: "tokens", floatTolerance: 0.5 } }),
    );
    const exact = { ...values, checker: { ...values.checker, kind: "exact" as const } };
    expect(saved(exact).checker).toEqual({ kind: "exact" });
    expect(exact.checker.absoluteTolerance).toBe("0.5");
  });

  test("groups: 1-based test numbers in the form, 0-based positions on the wire; kept but not sent for pass-fail", () => {
    const stored = judgePolicySchema.parse({
      type: "scoring",
      groups: [
        { name: "small", tests: [1, 2], points: 40, aggregation: "min" },
        { name: "large", tests: [3, 4, 6], points: 60, requirePass: "small" },
      ],
    });
    const values = policyToValues(stored);
    expect(values.groups.map((g) => [g.tests, g.points, g.aggregation, g.requirePass])).toEqual([
      ["2-3", "40", "min", ""],
      ["4-5, 7", "60", "sum", "small"],
    ]);
    expect(saved(values)).toEqual(judgePolicySchema.parse({ ...stored, limits }));
    const passFail = { ...values, type: "pass-fail" as const };
    expect(policyToBody(passFail, limits).groups).toEqual([]);
    expect(passFail.groups).toHaveLength(2);
  });
});

describe("an interactive problem in the form", () => {
  const interactor = {
    language: "PYTHON" as const,
    source: "import sys\nsys.exit(42)",
    headers: [{ name: "validate.h", content: "// kattis" }],
  };

  test("a stored interactive policy round-trips unchanged, headers and all", () => {
    const stored = judgePolicySchema.parse({
      type: "interactive",
      interactor,
      limits: { ...limits, outputKb: 64 },
    });
    const values = policyToValues(stored);
    expect(values.type).toBe("interactive");
    expect(values.interactor).toEqual(interactor);
    expect(saved(values)).toEqual(stored);
  });

  test("sends the interactor with the limits, and no checker or groups (kept in the form for switching back)", () => {
    const values = policyToValues(
      judgePolicySchema.parse({ checker: { kind: "tokens", floatTolerance: 0.5 } }),
    );
    values.type = "interactive";
    values.interactor = { ...values.interactor, language: "CPP", source: "int main() { return 42; }" };
    values.groups = [{ ...emptyGroup(0), tests: "1", points: "10" }];
    expect(policyToBody(values, limits)).toEqual({
      type: "interactive",
      limits: { ...limits, outputKb: 8192 },
      interactor: { language: "CPP", source: "int main() { return 42; }", headers: [] },
    });
    expect(values.checker.absoluteTolerance).toBe("0.5");
    const passFail = saved({ ...values, type: "pass-fail" });
    expect([passFail.checker.kind, passFail.interactor]).toEqual(["tokens", undefined]);
  });

  test("a new problem's interactor starts empty in Python, and an empty source is named at its field", () => {
    const values = defaultPolicyValues();
    expect(values.interactor).toEqual({ language: "PYTHON", source: "", headers: [] });
    const result = checkCreate(withPolicy({ ...values, type: "interactive" }));
    if (result.ok) throw new Error("accepted an interactor without a source");
    expect(result.errors["judgePolicy.interactor.source"]).toBe("The source is required");
  });

  test("a tolerance left over from the tokens checker does not stop an interactive problem", () => {
    const values = defaultPolicyValues();
    values.checker = { ...values.checker, kind: "tokens", absoluteTolerance: "tiny" };
    values.type = "interactive";
    values.interactor = { ...interactor, headers: [] };
    expect(policyErrors(values)).toEqual({});
    const result = checkCreate(withPolicy(values));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.body.judgePolicy).toMatchObject({
      type: "interactive",
      checker: { kind: "exact" },
      groups: [],
    });
  });
});

describe("the policy's errors", () => {
  test("text that is not a tolerance, a test list or points gets the form's own words", () => {
    const values = defaultPolicyValues();
    values.type = "scoring";
    values.checker = { ...values.checker, kind: "tokens", absoluteTolerance: "tiny", relativeTolerance: "2" };
    values.groups = [{ ...emptyGroup(0), tests: "1, x", points: "lots" }];
    expect(policyErrors(values)).toEqual({
      "judgePolicy.checker.floatAbsoluteTolerance": TOLERANCE_MESSAGE,
      "judgePolicy.checker.floatRelativeTolerance": TOLERANCE_MESSAGE,
      "judgePolicy.groups.0.tests": TEST_NUMBERS_MESSAGE,
      "judgePolicy.groups.0.points": POINTS_MESSAGE,
    });
    const result = checkCreate(withPolicy(values));
    if (result.ok) throw new Error("accepted a policy that does not parse");
    expect(result.errors["judgePolicy.groups.0.tests"]).toBe(TEST_NUMBERS_MESSAGE);
  });

  test("the shared schema's messages: groups naming missing tests, a scoring problem without groups, an output limit", () => {
    const values = defaultPolicyValues();
    values.type = "scoring";
    values.outputLimitKb = "0";
    const result = checkCreate(withPolicy(values));
    if (result.ok) throw new Error("accepted a scoring problem without groups");
    expect(result.errors["judgePolicy.groups"]).toBe("A scoring problem needs at least one test group");
    expect(result.errors["judgePolicy.limits.outputKb"]).toBe(OUTPUT_LIMIT_MESSAGE);

    values.outputLimitKb = "";
    values.groups = [
      { ...emptyGroup(0), name: "all", tests: "1-6", points: "100" },
      { ...emptyGroup(1), name: "more", tests: "1", points: "0", requirePass: "later" },
    ];
    const updated = checkUpdate(withPolicy(values));
    if (updated.ok) throw new Error("accepted groups naming a test the problem does not have");
    expect(updated.errors).toMatchObject({
      "judgePolicy.groups.0.tests": 'Group "all" names test 6, but the problem has 5',
      "judgePolicy.groups.1.tests": "Test 1 is in two groups",
      "judgePolicy.groups.1.points": "A group's points must be positive",
      "judgePolicy.groups.1.requirePass": '"later" is not an earlier group',
    });
  });

  test("a valid scoring policy is sent whole with the form's limits, which the old limit fields repeat", () => {
    const values = defaultPolicyValues();
    values.type = "scoring";
    values.groups = [{ ...emptyGroup(0), name: "small", tests: "1-3", points: "40", aggregation: "min" }];
    const result = checkCreate({ ...withPolicy(values), cpuTimeLimitMs: "1500" });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.body.cpuTimeLimitMs).toBe(1500);
    expect(result.body.judgePolicy?.limits).toEqual({ timeMs: 1500, memoryKb: 262144, outputKb: 8192 });
    expect(result.body.judgePolicy?.groups).toEqual([
      { name: "small", tests: [0, 1, 2], points: 40, aggregation: "min" },
    ]);
  });
});
