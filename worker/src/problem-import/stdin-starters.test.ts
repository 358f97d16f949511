import { afterAll, expect, test } from "bun:test";
import { defaultJudgePolicy, LANGUAGES, STDIN_STARTERS } from "@grindstone/shared";
import { LocalSandboxRunner } from "../runners/local-sandbox.ts";

// An imported problem offers every language a plain stdin/stdout starter (issue 25 item 5): each one, run as it is,
// must read the whole input (a package's input is usually several lines) and print what its solve() returns.
const runner = new LocalSandboxRunner({ slots: 2 });
afterAll(() => runner.close());

test.concurrent.each([...LANGUAGES])(
  "the %s starter reads all of stdin",
  async (language) => {
    const input = "3 4\n1 2 3\nlast line\n";
    const result = await runner.run({
      language,
      sourceCode: STDIN_STARTERS[language],
      tests: [{ input, expected: input }],
      policy: defaultJudgePolicy(),
    });
    expect(result.status, `${result.tests[0]?.stdout} ${result.compileOutput ?? ""}`).toBe("Accepted");
  },
  120_000,
);
