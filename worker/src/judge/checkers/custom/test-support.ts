import { afterAll, expect } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CustomChecker } from "@grindstone/shared";
import { Sandbox } from "../../../runners/sandbox/sandbox.ts";
import { SeccompFile } from "../../../runners/sandbox/seccomp.ts";
import { leftoverProcesses } from "../../../test/sandbox/runner-support.ts";
import type { CheckRequest } from "../types.ts";
import { CHECKER_COMPILER_SLOT, CHECKER_SLOT, CustomCheckers } from "./custom-checker.ts";

/** For the checker tests: real checkers in the real sandbox, from a uid block of the test file's own. */
export async function openCheckers(baseUid: number) {
  const slots = 2;
  const sandbox = await Sandbox.open({ baseUid });
  const seccomp = SeccompFile.create();
  // Short clocks and little memory, so the looping, sleeping and hungry checkers end quickly.
  const checkers = new CustomCheckers({
    sandbox,
    seccomp,
    slots,
    limits: { cpuMs: 1000, wallMs: 2000, memoryBytes: 128 * 1024 * 1024 },
  });
  afterAll(async () => {
    await checkers.close();
    await sandbox.close();
    seccomp?.remove();
    for (const slot of [CHECKER_COMPILER_SLOT, ...Array.from({ length: slots }, (_, i) => CHECKER_SLOT + i)])
      expect(await leftoverProcesses(baseUid + slot)).toEqual([]);
  });
  return checkers;
}

export const fixture = (path: string) => readFileSync(join(import.meta.dir, "fixtures", path), "utf8");
/** A file of a real package in the repository's fixtures/problem-packages (licences and origin in its README). */
export const packageFile = (path: string) =>
  readFileSync(join(import.meta.dir, "../../../../../fixtures/problem-packages", path), "utf8");
const encode = (text: string) => new TextEncoder().encode(text);
export const checker = (
  language: CustomChecker["language"],
  protocol: CustomChecker["protocol"],
  source: string,
  headers: CustomChecker["headers"] = [],
): CustomChecker => ({ kind: "custom", language, protocol, source, headers });
/** A check of `output`; the input and answer start as the fixtures' own checkers expect (they check the order). */
export const req = (output: string, over: Partial<CheckRequest> = {}): CheckRequest => ({
  input: "INPUT 1 2\n",
  answer: "ANSWER 3\n",
  output: encode(output),
  position: 0,
  ...over,
});
