import { describe, expect, test } from "bun:test";
import { type LanguageRow, type LanguageValues, languageParts } from "./language-parts.ts";
import { checkCreate, emptyProblemForm } from "./problem-form.ts";

// The registry's optional languages are TypeScript and C++; PYTHON plays one here to keep the table small.
const TABLE: LanguageRow[] = [
  { key: "JAVASCRIPT", required: true },
  { key: "PYTHON", required: false },
];

function values(python: Partial<{ snippet: string; solution: string }> = {}) {
  return {
    codeSnippets: { JAVASCRIPT: "", PYTHON: python.snippet ?? "" },
    referenceSolutions: { JAVASCRIPT: "", PYTHON: python.solution ?? "" },
  } satisfies LanguageValues;
}

describe("languageParts", () => {
  test("an optional language left empty sends no key; a required one is sent as it is", () => {
    const parts = languageParts(values({ snippet: "  \n" }), TABLE);
    expect(parts).toEqual({
      codeSnippets: { JAVASCRIPT: "" },
      referenceSolutions: { JAVASCRIPT: "" },
      offered: ["JAVASCRIPT"],
    });
  });

  test("an optional language partly filled sends only its filled half, for the schema to name the rest", () => {
    const parts = languageParts(values({ snippet: "print(1)" }), TABLE);
    expect(parts.codeSnippets).toEqual({ JAVASCRIPT: "", PYTHON: "print(1)" });
    expect(parts.referenceSolutions).toEqual({ JAVASCRIPT: "" });
    expect(parts.offered).toEqual(["JAVASCRIPT", "PYTHON"]);
  });

  test("an optional language filled whole is sent whole and offered", () => {
    const parts = languageParts(values({ snippet: "s", solution: "r" }), TABLE);
    expect(parts.codeSnippets.PYTHON).toBe("s");
    expect(parts.referenceSolutions.PYTHON).toBe("r");
    expect(parts.offered).toEqual(["JAVASCRIPT", "PYTHON"]);
  });

  test("a language missing from the form's values counts as left empty", () => {
    const parts = languageParts({ codeSnippets: {}, referenceSolutions: {} }, TABLE);
    expect(parts).toEqual({
      codeSnippets: { JAVASCRIPT: "" },
      referenceSolutions: { JAVASCRIPT: "" },
      offered: ["JAVASCRIPT"],
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
