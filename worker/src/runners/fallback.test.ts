import { afterAll, describe, expect, test } from "bun:test";
import type { Language } from "@grindstone/shared";
import * as H from "../test/sandbox/hostile-programs.ts";
import {
  hostCanSpawn,
  LANGUAGES,
  leftoverProcesses,
  runnerUids,
  runOne,
} from "../test/sandbox/runner-support.ts";
import { LocalSandboxRunner } from "./local-sandbox.ts";

/**
 * The same sandbox with cgroups switched off, as on a host where none is writable: limits then come from
 * rlimits (RLIMIT_NPROC per slot uid, RLIMIT_CPU, RLIMIT_AS for Python), the runtimes' heap caps and polling.
 */
const TIMEOUT = 120_000;
const BASE_UID = 1_820_000;
const runner = new LocalSandboxRunner({ slots: 2, baseUid: BASE_UID, useCgroups: false, mode: "dev" });
afterAll(async () => {
  await runner.close();
  for (const uid of runnerUids(BASE_UID, 2)) expect(await leftoverProcesses(uid)).toEqual([]);
});

describe.concurrent("local sandbox without cgroups", () => {
  test("reports the fallback", async () => {
    expect(await runner.describe()).toContain("no cgroups");
  });

  for (const language of LANGUAGES) {
    test(
      `${language}: accepted, memory bomb, infinite loop`,
      async () => {
        const hello: Record<Language, string> = {
          JAVASCRIPT: "console.log('hi')",
          PYTHON: "print('hi')",
          JAVA: `public class Main { public static void main(String[] a) { System.out.println("hi"); } }`,
          TYPESCRIPT: "const greeting: string = 'hi';\nconsole.log(greeting);",
          CPP: '#include <cstdio>\nint main() { std::puts("hi"); }',
        };
        expect(
          (await runOne(runner, language, hello[language], [{ input: "", expected: "hi" }])).status,
        ).toBe("Accepted");
        expect((await runOne(runner, language, H.MEMORY_BOMB[language])).status).toBe(
          "Memory Limit Exceeded",
        );
        expect((await runOne(runner, language, H.INFINITE_LOOP[language])).status).toBe(
          "Time Limit Exceeded",
        );
      },
      TIMEOUT,
    );
  }

  test(
    "fork bombs hit RLIMIT_NPROC of the slot's uid and the host stays usable",
    async () => {
      const results = await Promise.all(LANGUAGES.map((l) => runOne(runner, l, H.FORK_BOMB[l])));
      for (const r of results) expect(r.status).not.toBe("Accepted");
      expect(hostCanSpawn()).toBe(true);
    },
    TIMEOUT,
  );
});
