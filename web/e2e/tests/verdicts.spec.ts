import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/auth.ts";
import { CLIPBOARD, setEditorCode } from "../fixtures/editor.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";
import { horizontalOverflow, openTwoSum } from "../fixtures/problem-page.ts";
import { saveScreenshot } from "../fixtures/screenshots.ts";

// Verdicts that explain (issue 22, item 5), judged for real: a Python program that does not parse is one
// Compilation Error with the interpreter's message, a Time Limit Exceeded says why the tests after it were not run
// and counts only the tests that ran, and an expanded submission shows each test's input on its own.
const DOES_NOT_PARSE = 'n = int(input())\nprint("never"\n';
const MESSAGE = `main.py:2:6: SyntaxError: '(' was never closed`;
const LOOPS = "while True:\n    pass\n";
const STOPPED = /^Stopped after (hidden )?tests? \d+.* exceeded the time limit\.$/;

async function submit(page: Page, phone: boolean, code: string, verdict: string) {
  const sections = page.getByRole("tablist", { name: "Problem sections" });
  if (phone) await sections.getByRole("tab", { name: "Code" }).click();
  await page.getByLabel("Language").selectOption("PYTHON");
  await setEditorCode(page, code);
  await page.getByRole("button", { name: "Submit Solution" }).click();
  if (phone) await sections.getByRole("tab", { name: "Result" }).click();
  await expect(page.getByTestId("result-status")).toHaveText(verdict, { timeout: 90_000 });
}

/** The expanded submission's tests: visible ones show their own input, tests not run say why. */
async function expectTestsExplained(row: Locator) {
  const tests = row.getByTestId("test-result");
  await expect(tests.first()).toBeVisible();
  const visible = tests.filter({ hasNot: row.page().getByText("Hidden test", { exact: true }) });
  const inputs = visible.getByTestId("io-input");
  await expect(inputs).toHaveCount(await visible.count());
  expect(await visible.count()).toBeGreaterThan(1);
  // One block per test, each holding that test's input alone.
  const texts = await inputs.allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
  const notRun = tests.filter({ hasText: "Not run" });
  expect(await notRun.count()).toBeGreaterThan(0);
  for (const reason of await notRun.getByTestId("not-run-reason").allTextContents())
    expect(reason).toMatch(STOPPED);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const phone = viewport.width < 768;
  test.describe(`verdicts that explain at ${viewport.width} px`, () => {
    test.use({ viewport, permissions: CLIPBOARD, ...(phone ? { hasTouch: true } : {}) });

    test(`${viewport.width} px: a syntax error is one Compilation Error; after a time-out the rest say why; expanded submissions show each test's input`, async ({
      page,
      signedInUser,
    }) => {
      test.setTimeout(240_000);
      expect(signedInUser.email).toContain("@");
      if (phone) {
        // The editor is behind the Code tab on a phone.
        const { id } = await problemByTitle(page.request, "Two Sum");
        await page.goto(`/problem/${id}`);
        await expect(page.getByRole("tablist", { name: "Problem sections" })).toBeVisible();
      } else await openTwoSum(page);

      await submit(page, phone, DOES_NOT_PARSE, "Compilation Error");
      await expect(page.getByTestId("result-headline")).toHaveText("Compilation Error");
      await expect(page.getByTestId("compile-output")).toContainText(MESSAGE);
      await expect(page.getByTestId("result-panel")).not.toContainText("Traceback");
      await expect(page.getByTestId("result-reason")).toHaveText("The code did not compile, so no test ran.");
      await expect(page.getByTestId("result-passed")).toHaveText("—");
      // No test ran, so no test rows repeat it (each test's notRunReason says so in the API).
      await expect(page.getByTestId("test-result")).toHaveCount(0);
      await expect(page.getByTestId("result-panel")).not.toContainText("Runtime Error");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/verdicts-${viewport.width}-compile.png`, fullPage: true });

      await submit(page, phone, LOOPS, "Time Limit Exceeded");
      const headline = page.getByTestId("result-headline");
      await expect(headline).toHaveText(/^Time Limit Exceeded: 0 \/ \d tests? passed, \d+ not run$/);
      const [, ran, notRun] = /(\d) tests? passed, (\d+) not run/.exec((await headline.textContent()) ?? "")!;
      await expect(page.getByTestId("result-passed")).toHaveText(`0 / ${ran}`);
      await expect(page.getByTestId("result-not-run")).toHaveText(
        new RegExp(`^${notRun} not run\\. Stopped after .+ exceeded the time limit\\.$`),
      );
      // The averages are over the tests that ran (each used the whole limit), never dragged down by zeros.
      await expect(page.getByTestId("result-runtime")).not.toHaveText("0.000 s");
      const notRunRows = page.getByTestId("test-result").filter({ hasText: "Not run" });
      await expect(notRunRows).toHaveCount(Number(notRun));
      await expect(notRunRows.first().getByTestId("not-run-reason")).toHaveText(STOPPED);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/verdicts-${viewport.width}-tle.png`, fullPage: true });
      if (!phone) {
        await page.getByTestId("result-panel").scrollIntoViewIfNeeded();
        await saveScreenshot(page, "verdict-time-limit");
      }

      // The problem page's Submissions tab: the newest (the time-out) opened.
      // On a phone the verdict's toast sits over the section tabs: a fresh page opens on the Description section.
      if (phone) await page.reload();
      await page.getByRole("tab", { name: "Submissions" }).click();
      const rows = page.getByTestId("submission-row");
      await expect(rows).toHaveCount(2);
      await rows.first().getByRole("button").first().click();
      await expectTestsExplained(rows.first());
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The profile's My Submissions: the same explanation, and the compile error's message once.
      await page.goto("/profile");
      const panel = page.getByTestId("my-submissions");
      const mine = panel.getByTestId("submission-row");
      await expect(mine).toHaveCount(2);
      await mine.first().getByRole("button").first().click();
      await expectTestsExplained(mine.first());
      await mine.nth(1).getByRole("button").first().click();
      await expect(mine.nth(1)).toContainText(MESSAGE);
      await expect(mine.nth(1).getByText(MESSAGE)).toHaveCount(1);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await mine.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/verdicts-${viewport.width}-profile.png`, fullPage: true });
    });
  });
}
