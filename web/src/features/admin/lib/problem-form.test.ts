import { describe, expect, test } from "bun:test";
import {
  defaultJudgePolicy,
  judgePolicySchema,
  type ProblemDetail,
  publicJudgePolicy,
  updateProblemBodySchema,
} from "@grindstone/shared";
import { DEFAULT_SNIPPETS } from "../data/default-snippets.ts";
import { climbingStairsSample } from "../data/sample-climbing-stairs.ts";
import { emptyInputValidator } from "./input-validators.ts";
import { checkCreate, checkUpdate, emptyProblemForm, problemToFormValues } from "./problem-form.ts";

const sample = () => structuredClone(climbingStairsSample);

describe("the add form's body", () => {
  test("the example entered once goes under every language; the limits are the ones typed", () => {
    const result = checkCreate({ ...sample(), cpuTimeLimitMs: "1500", memoryLimitMb: "128" });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const example = {
      input: "3",
      output: "3",
      explanation: "There are three ways: 1 + 1 + 1, 1 + 2 and 2 + 1.",
    };
    expect(result.body.examples).toEqual({ JAVASCRIPT: example, PYTHON: example, JAVA: example });
    expect([result.body.cpuTimeLimitMs, result.body.memoryLimitKb]).toEqual([1500, 131072]);
  });

  test("a missing example is one error on the shared field, not one per language", () => {
    const values = sample();
    values.examples = { mode: "shared", example: { input: "", output: "3", explanation: "" } };
    const result = checkCreate(values);
    if (result.ok) throw new Error("accepted an example without input");
    expect(result.errors["example.input"]).toBe("Input is required");
    expect(Object.keys(result.errors).filter((k) => k.startsWith("examples."))).toEqual([]);
  });

  test("an optional language offered gets the example too", () => {
    const values = sample();
    values.codeSnippets.CPP = "int main() {}";
    values.referenceSolutions.CPP = "int main() {}";
    const result = checkCreate(values);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(Object.keys(result.body.examples)).toEqual(["JAVASCRIPT", "PYTHON", "JAVA", "CPP"]);
  });

  test("a new form has no input validators and sends an empty list", () => {
    expect(emptyProblemForm().inputValidators).toEqual([]);
    const result = checkCreate(sample());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.body.inputValidators).toEqual([]);
  });

  test("an input validator added and left blank is named at its row's source", () => {
    const values = sample();
    values.inputValidators = [
      { ...emptyInputValidator(), source: "import sys\nsys.exit(42)" },
      emptyInputValidator(),
    ];
    const result = checkCreate(values);
    if (result.ok) throw new Error("accepted a validator without source");
    expect(result.errors["inputValidators.1.source"]).toBe("The source is required");
    expect(result.errors["inputValidators.0.source"]).toBeUndefined();
  });
});

describe("the update form", () => {
  const stored = (examples: ProblemDetail["examples"]): ProblemDetail => {
    const s = sample();
    return {
      id: "00000000-0000-4000-8000-000000000000",
      title: s.title,
      description: s.description,
      difficulty: s.difficulty,
      tags: s.tags,
      companies: s.companies,
      constraints: s.constraints,
      hints: "",
      editorial: "",
      examples,
      codeSnippets: s.codeSnippets,
      referenceSolutions: s.referenceSolutions,
      testcases: s.testcases.map((t) => ({ ...t, interaction: "" })),
      solvedBy: [],
      isSolved: false,
      acceptance: 0,
      contestLock: null,
      attribution: null,
      createdAt: "2026-11-27T00:00:00.000Z",
      updatedAt: "2026-11-27T00:00:00.000Z",
      isPublic: true,
      cpuTimeLimitMs: 3000,
      memoryLimitKb: 65536,
      judging: publicJudgePolicy(defaultJudgePolicy()),
    };
  };

  test("examples that differ between languages are sent back exactly as stored", () => {
    const examples = {
      JAVASCRIPT: { input: "2", output: "2" },
      PYTHON: { input: "3", output: "3", explanation: "three ways" },
      JAVA: { input: "5", output: "8" },
    };
    const values = problemToFormValues(stored(examples), DEFAULT_SNIPPETS);
    expect(values.examples.mode).toBe("perLanguage");
    const result = checkUpdate(values);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.body.examples).toEqual(examples);
  });

  test("one example stored in every language is edited once; the stored limits are kept", () => {
    const example = { input: "3", output: "3" };
    const values = problemToFormValues(
      stored({ JAVASCRIPT: example, PYTHON: example, JAVA: example }),
      DEFAULT_SNIPPETS,
    );
    expect(values.examples).toEqual({ mode: "shared", example: { ...example, explanation: "" } });
    expect([values.cpuTimeLimitMs, values.memoryLimitMb]).toEqual(["3000", "64"]);
    const result = checkUpdate(values);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.body.examples).toEqual({ JAVASCRIPT: example, PYTHON: example, JAVA: example });
    expect([result.body.cpuTimeLimitMs, result.body.memoryLimitKb]).toEqual([3000, 65536]);
  });

  test("the admin's view's policy is loaded and sent back as it is", () => {
    const judgePolicy = judgePolicySchema.parse({
      type: "scoring",
      limits: { timeMs: 3000, memoryKb: 65536, outputKb: 128 },
      checker: { kind: "tokens", floatRelativeTolerance: 1e-9, integersExact: true },
      groups: [{ name: "all", tests: [0, 1, 2, 3, 4], points: 100, aggregation: "min" }],
    });
    const example = { input: "3", output: "3" };
    const problem = { ...stored({ JAVASCRIPT: example, PYTHON: example, JAVA: example }), judgePolicy };
    const values = problemToFormValues(problem, DEFAULT_SNIPPETS);
    expect([values.policy.type, values.policy.groups[0]?.tests]).toEqual(["scoring", "1-5"]);
    const result = checkUpdate(values);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.body.judgePolicy).toEqual(judgePolicy);
  });

  describe("input validators", () => {
    const example = { input: "3", output: "3" };
    const validate = { name: "validate.h", content: "#pragma once\n" };
    const inputValidators = [
      {
        language: "CPP" as const,
        source: '#include "validate.h"\nint main() { return 42; }',
        headers: [validate],
      },
      { language: "PYTHON" as const, source: "import sys\nsys.exit(42)", headers: [] },
    ];
    const withValidators = () =>
      problemToFormValues(
        { ...stored({ JAVASCRIPT: example, PYTHON: example, JAVA: example }), inputValidators },
        DEFAULT_SNIPPETS,
      );

    test("the admin's view's validators are loaded and sent back as stored, headers kept", () => {
      const values = withValidators();
      expect(values.inputValidators.map(({ key: _, ...v }) => v)).toEqual(inputValidators);
      const result = checkUpdate(values);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      expect(result.body.inputValidators).toEqual(inputValidators);
    });

    test("an edited source and language are sent with the stored headers", () => {
      const values = withValidators();
      const [first] = values.inputValidators;
      if (!first) throw new Error("a validator");
      values.inputValidators = [{ ...first, language: "PYTHON", source: "exit(42)" }];
      const result = checkUpdate(values);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      expect(result.body.inputValidators).toEqual([
        { language: "PYTHON", source: "exit(42)", headers: [validate] },
      ]);
    });

    test("removing every validator sends [], which clears them (absent would keep the stored ones)", () => {
      const values = withValidators();
      values.inputValidators = [];
      const result = checkUpdate(values);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      expect(result.body.inputValidators).toEqual([]);
    });

    test("a view without validators (none stored) starts with none", () => {
      const values = problemToFormValues(
        stored({ JAVASCRIPT: example, PYTHON: example, JAVA: example }),
        DEFAULT_SNIPPETS,
      );
      expect(values.inputValidators).toEqual([]);
    });
  });

  test("a test stored as files keeps its references, with empty texts, and the body passes the update schema", () => {
    const inputFile = { sha256: "1a2b3c4d".repeat(8), bytes: 2_200_000 };
    const outputFile = { sha256: "0f".repeat(32), bytes: 70_000 };
    const example = { input: "3", output: "3" };
    const problem = stored({ JAVASCRIPT: example, PYTHON: example, JAVA: example });
    problem.testcases = [
      ...problem.testcases,
      { input: "", output: "", hidden: true, interaction: "", inputFile, outputFile },
      // Issue 28: a pretest, flagged in the admin's view.
      { input: "", output: "42\n", hidden: true, pretest: true, interaction: "", inputFile },
    ];
    const values = problemToFormValues(problem, DEFAULT_SNIPPETS);
    const last = problem.testcases.length - 1;
    expect(values.testcases[last - 1]).toEqual({
      input: "",
      output: "",
      hidden: true,
      pretest: false,
      inputFile,
      outputFile,
    });
    expect(values.testcases[last]).toEqual({
      input: "",
      output: "42\n",
      hidden: true,
      pretest: true,
      inputFile,
    });

    const result = checkUpdate({ ...values, title: "Climbing Stairs, renamed" });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.body.testcases.slice(-2)).toEqual([
      { input: "", output: "", hidden: true, pretest: false, inputFile, outputFile },
      { input: "", output: "42\n", hidden: true, pretest: true, inputFile },
    ]);
    // The tests typed as text go as they were, with no file reference.
    expect(result.body.testcases[0]).not.toHaveProperty("inputFile");
    expect(updateProblemBodySchema.safeParse(result.body).success).toBe(true);
  });
});
