import { describe, expect, test } from "bun:test";
import { emptyExample, type LanguageRow, type LanguageValues, languageParts } from "./language-parts.ts";
import { checkCreate, emptyProblemForm } from "./problem-form.ts";

// The registry holds only required languages today, so PYTHON plays an optional one here.
const TABLE: LanguageRow[] = [
  { key: "JAVASCRIPT", required: true },
  { key: "PYTHON", required: false },
];
const example = { input: "1", output: "2", explanation: "" };

function values(python: Partial<{ snippet: string; solution: string; example: typeof example }> = {}) {
  return {
    codeSnippets: { JAVASCRIPT: "", PYTHON: python.snippet ?? "" },
    referenceSolutions: { JAVASCRIPT: "", PYTHON: python.solution ?? "" },
    examples: { JAVASCRIPT: emptyExample(), PYTHON: python.example ?? emptyExample() },
  } satisfies LanguageValues;
}

describe("languageParts", () => {
  test("an optional language left empty sends no key; a required one is sent as it is", () => {
    const parts = languageParts(values({ snippet: "  \n" }), { examplesRequired: true }, TABLE);
    expect(parts).toEqual({
      codeSnippets: { JAVASCRIPT: "" },
      referenceSolutions: { JAVASCRIPT: "" },
      examples: { JAVASCRIPT: { input: "", output: "" } },
    });
  });

  test("an optional language partly filled sends only its filled parts, for the schema to name the rest", () => {
    const parts = languageParts(values({ snippet: "print(1)" }), { examplesRequired: true }, TABLE);
    expect(parts.codeSnippets).toEqual({ JAVASCRIPT: "", PYTHON: "print(1)" });
    expect(parts.referenceSolutions).toEqual({ JAVASCRIPT: "" });
    expect("PYTHON" in parts.examples).toBe(false);
  });

  test("an optional language filled whole is sent whole, its example when it has one", () => {
    const whole = { snippet: "s", solution: "r", example: { ...example, explanation: "why" } };
    const parts = languageParts(values(whole), { examplesRequired: true }, TABLE);
    expect(parts.codeSnippets.PYTHON).toBe("s");
    expect(parts.referenceSolutions.PYTHON).toBe("r");
    expect(parts.examples.PYTHON).toEqual({ input: "1", output: "2", explanation: "why" });
  });

  test("the update form leaves out a blank example even for a required language", () => {
    const parts = languageParts(values(), { examplesRequired: false }, TABLE);
    expect(parts.examples).toEqual({});
  });

  test("a language missing from the form's values counts as left empty", () => {
    const parts = languageParts(
      { codeSnippets: {}, referenceSolutions: {}, examples: {} },
      { examplesRequired: false },
      TABLE,
    );
    expect(parts).toEqual({
      codeSnippets: { JAVASCRIPT: "" },
      referenceSolutions: { JAVASCRIPT: "" },
      examples: {},
    });
  });
});

describe("checkCreate over the registry", () => {
  test("every required language's snippet and solution are asked for by name", () => {
    const result = checkCreate(emptyProblemForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors["codeSnippets.JAVASCRIPT"]).toBe("JavaScript code snippet is required");
    expect(result.errors["referenceSolutions.JAVA"]).toBe("Java solution is required");
  });
});
