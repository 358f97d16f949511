import { describe, expect, test } from "bun:test";
import type { ImportedProblemReport, VerificationEntry } from "@grindstone/shared";
import {
  checkLabel,
  checkSummary,
  countsText,
  isArchiveName,
  progressPercent,
  progressText,
} from "./report.ts";

const entry = (ok: boolean | null): VerificationEntry => ({
  kind: "submission",
  path: "submissions/accepted/a.py",
  language: "PYTHON",
  expected: "Accepted",
  result: "Accepted",
  ok,
  timeMs: 0,
});

const line = (status: ImportedProblemReport["status"]): ImportedProblemReport => ({
  path: "p",
  slug: null,
  id: null,
  title: null,
  status,
  type: null,
  warnings: [],
  errors: [],
  verification: [],
  verified: "skipped",
  isPublic: false,
});

describe("import report texts", () => {
  test("archive names: the unpacker's extensions in any case, nothing else", () => {
    for (const name of ["a.zip", "B.KPP", "c.tar", "d.tar.gz", "e.TGZ"])
      expect(isArchiveName(name)).toBe(true);
    for (const name of ["a.gz", "a.rar", "zip", "a.zip.txt"]) expect(isArchiveName(name)).toBe(false);
  });

  test("a check's outcome has a mark and words for each of true, false and null", () => {
    expect(checkLabel(true)).toEqual({ mark: "✓", text: "As expected" });
    expect(checkLabel(false)).toEqual({ mark: "✗", text: "Mismatch" });
    expect(checkLabel(null)).toEqual({ mark: "—", text: "Not checked" });
  });

  test("the verification summary counts each outcome and leaves out zeros", () => {
    expect(checkSummary([entry(true), entry(true), entry(false), entry(null)])).toBe(
      "4 checks: 2 as expected, 1 mismatch, 1 not checked",
    );
    expect(checkSummary([entry(true)])).toBe("1 check: 1 as expected");
    expect(checkSummary([])).toBe("0 checks");
  });

  test("counts per status, in a fixed order", () => {
    expect(countsText([line("failed"), line("created"), line("created")])).toBe("2 created, 1 failed");
    expect(countsText([])).toBe("");
  });

  test("progress: unknown total while unpacking, then done of total", () => {
    expect(progressText({ status: "running", progress: { done: 0, total: 0 } })).toMatch(/Unpacking/);
    expect(progressText({ status: "done", progress: { done: 0, total: 0 } })).toBe("No packages found");
    expect(progressText({ status: "running", progress: { done: 1, total: 3 } })).toBe("1 of 3 packages");
    expect(progressPercent({ progress: { done: 0, total: 0 } })).toBeNull();
    expect(progressPercent({ progress: { done: 1, total: 3 } })).toBe(33);
    expect(progressPercent({ progress: { done: 5, total: 3 } })).toBe(100);
  });
});
