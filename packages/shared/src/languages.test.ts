import { describe, expect, test } from "bun:test";
import {
  LANGUAGE_BY_ID,
  LANGUAGE_IDS,
  LANGUAGE_LABEL,
  LANGUAGE_TABLE,
  LANGUAGES,
  MONACO_LANGUAGE,
  REQUIRED_LANGUAGES,
} from "./languages.ts";
import { runSpecSchema } from "./server/judge-queue.ts";

describe("the language registry", () => {
  test("keys, ids and extensions are unique; the spec's three come first, in the spec's order", () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(LANGUAGE_TABLE.map((r) => r.key))).toBe(true);
    expect(unique(LANGUAGE_TABLE.map((r) => r.judge0Id))).toBe(true);
    expect(unique(LANGUAGE_TABLE.map((r) => r.extension))).toBe(true);
    expect(LANGUAGES.slice(0, 3)).toEqual(["JAVASCRIPT", "PYTHON", "JAVA"]);
    expect(REQUIRED_LANGUAGES).toEqual(["JAVASCRIPT", "PYTHON", "JAVA"]);
    // Spec §9's ids.
    expect([LANGUAGE_IDS.PYTHON, LANGUAGE_IDS.JAVASCRIPT, LANGUAGE_IDS.JAVA]).toEqual([71, 63, 62]);
  });

  test("every derived table covers every language and round-trips", () => {
    for (const language of LANGUAGES) {
      expect(LANGUAGE_BY_ID[LANGUAGE_IDS[language]]).toBe(language);
      expect(LANGUAGE_LABEL[language]).toBeTruthy();
      expect(MONACO_LANGUAGE[language]).toBeTruthy();
    }
    expect(Object.keys(LANGUAGE_BY_ID)).toHaveLength(LANGUAGES.length);
  });

  test("the queue accepts exactly the registry's languages", () => {
    const job = (language: string) => runSpecSchema.safeParse({ ...SAMPLE_RUN_SPEC, language }).success;
    for (const language of LANGUAGES) expect(job(language)).toBe(true);
    expect(job("COBOL")).toBe(false);
  });
});

const SAMPLE_RUN_SPEC = {
  userId: "u",
  problemId: "p",
  sourceCode: "print(1)",
  stdin: [""],
  expectedOutputs: [null],
  cpuTimeMs: 1000,
  memoryKb: 65536,
  createdAt: new Date(0).toISOString(),
};
