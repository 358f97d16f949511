import { expect, test } from "bun:test";
import { defaultArchiveCaps, resolveCaps } from "./caps.ts";

test("an option left undefined keeps its default; a set one wins", () => {
  const caps = resolveCaps({ files: undefined, totalBytes: 1000 });
  expect(caps.files).toBe(defaultArchiveCaps.files);
  expect(caps.totalBytes).toBe(1000);
  expect(defaultArchiveCaps.totalBytes).toBe(512 * 1024 * 1024);
});
