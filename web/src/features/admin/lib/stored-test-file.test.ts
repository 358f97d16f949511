import { describe, expect, test } from "bun:test";
import { formatBytes, storedFileSummary } from "./stored-test-file.ts";

describe("a stored test file as the form shows it", () => {
  test("sizes in binary units, one decimal", () => {
    expect([formatBytes(0), formatBytes(1023), formatBytes(65_537), formatBytes(2_200_000)]).toEqual([
      "0 B",
      "1023 B",
      "64.0 KB",
      "2.1 MB",
    ]);
  });

  test("its size and the first eight hex digits of its hash", () => {
    expect(storedFileSummary({ sha256: `1a2b3c4d${"0".repeat(56)}`, bytes: 2_200_000 })).toBe(
      "Stored file · 2.1 MB · sha256 1a2b3c4d…",
    );
  });
});
