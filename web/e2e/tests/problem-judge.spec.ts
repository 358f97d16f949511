import { expect, test } from "../fixtures/auth.ts";
import { CLIPBOARD, editorText, setEditorCode } from "../fixtures/editor.ts";
import { openTwoSum } from "../fixtures/problem-page.ts";
import { TWO_SUM, TWO_SUM_WRONG_JS } from "../fixtures/solutions.ts";

const figures = (ms: number, kb: number) => ({
  time: `${(ms / 1000).toFixed(3)} s`,
  memory: `${kb} KB`,
  timeMs: ms,
  memoryKb: kb,
});

/** A submission that passed 7 tests, ran out of time on hidden test 8, and never ran 9 and 10. */
function timeLimitVerdict(problemId: string) {
  const testCases = Array.from({ length: 10 }, (_, i) => {
    const n = i + 1;
    const hidden = n > 4;
    const base = {
      testCase: n,
      hidden,
      stderr: null,
      stdin: hidden ? null : "x",
      expected: hidden ? null : "0 1",
    };
    if (n <= 7)
      return {
        ...base,
        passed: true,
        status: "Accepted",
        stdout: hidden ? null : "0 1",
        ...figures(10, 1000),
        notRunReason: null,
      };
    if (n === 8)
      return {
        ...base,
        passed: false,
        status: "Time Limit Exceeded",
        stdout: null,
        ...figures(1000, 3000),
        notRunReason: null,
      };
    return {
      ...base,
      passed: false,
      status: "Skipped",
      stdout: null,
      ...figures(0, 0),
      notRunReason: "Stopped after hidden test 8 exceeded the time limit.",
    };
  });
  return {
    id: crypto.randomUUID(),
    kind: "submission",
    problemId,
    status: "Time Limit Exceeded",
    language: "JAVASCRIPT",
    sourceCode: "while (true) {}",
    stdin: null,
    stdout: null,
    time: null,
    memory: null,
    compileOutput: null,
    passedCount: 7,
    totalCount: 10,
    createdAt: new Date().toISOString(),
    testCases,
    ranCount: 8,
    notRunCount: 2,
    notRunReason: "Stopped after hidden test 8 exceeded the time limit.",
  };
}

test.describe("problem page judging", () => {
  test.use({ permissions: CLIPBOARD });

  test("Ctrl+Enter in the editor runs the code, and the toast names the verdict", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    expect(signedInUser.email).toContain("@");
    await openTwoSum(page);
    await page.getByLabel("Language").selectOption("JAVASCRIPT");
    await setEditorCode(page, TWO_SUM_WRONG_JS);
    await page.keyboard.press("ControlOrMeta+Enter");
    await expect(page.getByTestId("result-panel")).toContainText("Run result", { timeout: 60_000 });
    await expect(page.getByTestId("result-status")).toHaveText("Wrong Answer");
    // The Enter did not reach the code as a new line.
    expect((await editorText(page)).trim()).toBe('console.log("0 1");');
    const headline = page.getByTestId("result-headline");
    await expect(headline).toHaveText(/^Wrong Answer: \d+ \/ 4 tests passed$/);
    await expect(page.getByText((await headline.textContent()) ?? "", { exact: true }).nth(1)).toBeVisible();
    await expect(page.getByText("Code executed successfully")).toHaveCount(0);
    await expect(page.getByTestId("result-reason")).toHaveText(/^Wrong answer on test \d$/);
  });

  test("a Time Limit Exceeded names the test and its limit; tests that never ran say Not run and why", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    await page.route("**/api/v1/problems/get-problem/*", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { problem: Record<string, unknown> };
      await route.fulfill({ response, json: { problem: { ...body.problem, cpuTimeLimitMs: 1000 } } });
    });
    const id = await openTwoSum(page);
    await page.route("**/api/v1/execute-code/submit", (route) =>
      route.fulfill({
        json: {
          submission: timeLimitVerdict(id),
          message: "Time Limit Exceeded: 7 / 8 tests passed, 2 not run",
        },
      }),
    );
    await page.getByRole("button", { name: "Submit Solution" }).click();
    await expect(page.getByTestId("result-status")).toHaveText("Time Limit Exceeded");
    await expect(page.getByTestId("result-headline")).toHaveText(
      "Time Limit Exceeded: 7 / 8 tests passed, 2 not run",
    );
    await expect(page.getByTestId("result-reason")).toHaveText(
      "Time limit exceeded on hidden test 8: over 1 s",
    );
    const notRun = page.getByTestId("test-result").filter({ hasText: "Not run" });
    await expect(notRun).toHaveCount(2);
    await expect(notRun.first()).not.toContainText("0.000 s");
    await expect(notRun.first().getByTestId("not-run-reason")).toHaveText(
      "Stopped after hidden test 8 exceeded the time limit.",
    );
    await expect(page.getByTestId("result-not-run")).toHaveText(
      "2 not run. Stopped after hidden test 8 exceeded the time limit.",
    );
    // Passed and the success rate count the 8 tests that ran, not the 2 that did not.
    await expect(page.getByTestId("result-passed")).toHaveText("7 / 8");
    await expect(page.getByTestId("result-success-rate")).toHaveText("87.5%");
    // Averages over the 8 tests that ran: (7 × 10 + 1000) / 8 ms and (7 × 1000 + 3000) / 8 KB.
    await expect(page.getByTestId("result-runtime")).toHaveText("0.134 s");
    await expect(page.getByTestId("result-memory")).toHaveText("1250 KB");
  });

  test("Load into editor brings a past submission back, in its language, after asking", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    expect(signedInUser.email).toContain("@");
    await openTwoSum(page);
    await page.getByLabel("Language").selectOption("JAVASCRIPT");
    await setEditorCode(page, TWO_SUM_WRONG_JS);
    await page.getByRole("button", { name: "Submit Solution" }).click();
    await expect(page.getByTestId("result-status")).toHaveText("Wrong Answer", { timeout: 60_000 });

    await setEditorCode(page, TWO_SUM.JAVASCRIPT);
    await page.getByLabel("Language").selectOption("JAVA");
    await page.getByRole("tab", { name: "Submissions" }).click();
    await page.getByTestId("submission-row").first().getByRole("button").first().click();
    await page.getByRole("button", { name: "Load into editor" }).click();
    const dialog = page.getByRole("dialog", { name: "Replace your code?" });
    await dialog.getByRole("button", { name: "Load submission" }).click();
    await expect(page.getByLabel("Language")).toHaveValue("JAVASCRIPT");
    await expect.poll(() => editorText(page)).toContain('console.log("0 1");');
    await expect.poll(() => editorText(page)).not.toContain("readFileSync");
  });

  test("the Editorial tab hides behind a spoiler warning until asked", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    await openTwoSum(page);
    await page.getByRole("tab", { name: "Editorial" }).click();
    await expect(page.getByTestId("editorial-spoiler")).toBeVisible();
    await page.getByRole("button", { name: "Show editorial" }).click();
    await page
      .getByRole("dialog", { name: "Open the editorial?" })
      .getByRole("button", { name: "Open", exact: true })
      .click();
    await expect(page.getByTestId("editorial")).toContainText("hash map");
  });

  // CONTRACT TEST: passes once the server runs the reference solution for a case without an expected
  // output (issue 9, the API engineer's part). Before that merge the API may refuse `null` (400) or pass
  // the case without an expected text, and this test fails.
  test("[contract: reference output] a custom case without expected output shows the reference's output", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    expect(signedInUser.email).toContain("@");
    await openTwoSum(page);
    await page.getByLabel("Language").selectOption("JAVASCRIPT");
    await setEditorCode(page, TWO_SUM.JAVASCRIPT);
    await page.getByRole("button", { name: "+ Add case" }).click();
    await page.getByLabel("Case 5 input").fill("3\n3 2 4\n6\n");
    const sent = page.waitForRequest("**/api/v1/execute-code/");
    await page.getByRole("button", { name: "Run Code" }).click();
    const body = (await sent).postDataJSON() as { stdin: string[]; expected_outputs: (string | null)[] };
    expect(body.stdin).toHaveLength(5);
    expect(body.expected_outputs[4]).toBeNull();

    await expect(page.getByTestId("result-panel")).toContainText("Run result", { timeout: 60_000 });
    const fifth = page.getByTestId("test-result").nth(4);
    await expect(fifth.getByTestId("io-expected")).toHaveText("1 2");
    await expect(fifth.getByTestId("io-your-output")).toHaveText("1 2");
  });
});
