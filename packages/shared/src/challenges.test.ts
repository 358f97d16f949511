import { describe, expect, test } from "bun:test";
import { CHALLENGE_MAX_INPUT_BYTES, CHALLENGE_TEXTS, createChallengeBodySchema } from "./challenges.ts";
import { createProblemBodySchema, MAX_INPUT_VALIDATORS } from "./problems.ts";

describe("createChallengeBodySchema", () => {
  const first = (body: unknown) => createChallengeBodySchema.safeParse(body).error?.issues[0]?.message;
  test("an input up to the cap, with or without a named submission", () => {
    expect(first({ input: "1 2\n" })).toBeUndefined();
    expect(first({ input: "1 2", submissionId: null })).toBeUndefined();
    expect(first({ input: "1".repeat(CHALLENGE_MAX_INPUT_BYTES) })).toBeUndefined();
    // Bytes, not characters: a multi-byte character counts as what it weighs.
    expect(first({ input: "é".repeat(CHALLENGE_MAX_INPUT_BYTES / 2 + 1) })).toBe(CHALLENGE_TEXTS.tooLarge);
    expect(first({ input: " \n\t" })).toBe(CHALLENGE_TEXTS.empty);
    expect(first({})).toBe(CHALLENGE_TEXTS.empty);
    expect(first({ input: "1", submissionId: "nope" })).toBe(CHALLENGE_TEXTS.notYourAccepted);
  });
});

describe("a problem's inputValidators", () => {
  const ex = { input: "1 2", output: "3" };
  const body = (inputValidators: unknown) => ({
    title: "Sum",
    description: "Add two numbers together.",
    difficulty: "EASY",
    tags: ["Math"],
    constraints: "small",
    codeSnippets: { JAVASCRIPT: "//", PYTHON: "#", JAVA: "//" },
    referenceSolutions: { JAVASCRIPT: "//", PYTHON: "#", JAVA: "//" },
    examples: { JAVASCRIPT: ex, PYTHON: ex, JAVA: ex },
    testcases: [{ input: "1 2", output: "3" }],
    inputValidators,
  });
  test("optional; each a program in one of our languages; a handful at most", () => {
    expect(createProblemBodySchema.safeParse(body(undefined)).success).toBe(true);
    const parsed = createProblemBodySchema.parse(body([{ language: "PYTHON", source: "exit(42)" }]));
    expect(parsed.inputValidators).toEqual([{ language: "PYTHON", source: "exit(42)", headers: [] }]);
    expect(createProblemBodySchema.safeParse(body([{ language: "COBOL", source: "x" }])).success).toBe(false);
    expect(createProblemBodySchema.safeParse(body([{ language: "PYTHON", source: "" }])).success).toBe(false);
    const many = Array.from({ length: MAX_INPUT_VALIDATORS + 1 }, () => ({
      language: "PYTHON",
      source: "x",
    }));
    expect(createProblemBodySchema.safeParse(body(many)).error?.issues[0]?.message).toBe(
      `At most ${MAX_INPUT_VALIDATORS} input validators`,
    );
  });
});
