import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, loginViaApi, signUpViaApi, test } from "../fixtures/auth.ts";
import { seriousViolations } from "../fixtures/axe.ts";
import { CLIPBOARD } from "../fixtures/editor.ts";
import { tabTo } from "../fixtures/keyboard.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { PHONE } from "../fixtures/screenshots.ts";
import { createSumProblem } from "../fixtures/sum-problem.ts";
import { adminCredentials, uniqueUser } from "../fixtures/users.ts";

// Issue 27's input validators in the admin's problem form: added in the update form, saved, loaded again, and what
// a learner's "Challenge a test" input is then checked with; removed, the problem is no longer challengeable.

test.use({ permissions: CLIPBOARD });

/** Kattis convention: exit 42 valid, 43 invalid with the reason on stdout. */
const VALIDATOR = [
  "import sys",
  "parts = sys.stdin.read().split()",
  "if len(parts) != 2 or not all(p.lstrip('-').isdigit() for p in parts):",
  "    print('the input must be two integers')",
  "    sys.exit(43)",
  "sys.exit(42)",
].join("\n");

type Stored = { inputValidators?: unknown[]; canChallenge?: boolean };
async function stored(api: APIRequestContext, id: string): Promise<Stored> {
  const response = await api.get(`/api/v1/problems/get-problem/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { problem: Stored }).problem;
}

/** Pastes `code` into one of the form's code editors, as a person pastes a program (typing would auto-indent). */
async function pasteInto(page: Page, field: Locator, code: string) {
  const editor = field.locator(".monaco-editor");
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("ControlOrMeta+V");
  await expect(editor.locator(".view-lines")).toContainText("sys.exit(42)");
}

async function saveForm(page: Page) {
  await page.getByRole("button", { name: "Update Problem" }).click();
  await expect(page.getByText("Problem updated successfully")).toBeVisible({ timeout: 120_000 });
}

const VALIDATORS_SECTION = '[data-testid="input-validators"]';
const validatorsField = (page: Page) =>
  page.getByRole("region", { name: "Judging" }).getByRole("group", { name: "Input validators" });

test("an admin adds a Python input validator in the update form; a learner's challenge is refused with its message; removed, it is gone", async ({
  page,
  browser,
}) => {
  // Each save judges the three reference solutions again (Java compiles).
  test.setTimeout(360_000);
  await loginViaApi(page, adminCredentials());
  const title = `Validated sum ${crypto.randomUUID().slice(0, 6)}`;
  const id = await createSumProblem(page.request, title);

  try {
    await page.goto(`/update-problem/${id}`);
    await expect(page.getByRole("heading", { name: "Update Problem", level: 1 })).toBeVisible();
    const field = validatorsField(page);
    await expect(field).toHaveAccessibleDescription(
      "Checks a challenge's input: exit 42 valid, 43 invalid; the reason on stdout or stderr.",
    );
    await expect(field).toContainText("None: learners cannot challenge this problem's tests.");
    await field.screenshot({ path: "test-results/input-validators-empty-1280.png" });

    // By keyboard: Add puts the focus on the new validator's first control.
    await tabTo(page, field.getByRole("button", { name: "Add input validator" }), 80);
    await page.keyboard.press("Enter");
    const language = field.getByLabel("Input validator 1 language");
    await expect(language).toBeFocused();
    await expect(language).toHaveValue("PYTHON");
    await expect(language.locator("option")).toHaveText(["Python", "C++"]);
    const source = field.getByTestId("input-validator-source-1");
    await pasteInto(page, source, VALIDATOR);
    await expect(field.getByRole("button", { name: "Remove input validator 1" })).toBeVisible();
    expect(await seriousViolations(page, VALIDATORS_SECTION), "axe, one validator at 1280 px").toEqual([]);
    await field.screenshot({ path: "test-results/input-validators-1280.png" });
    await saveForm(page);
    expect((await stored(page.request, id)).inputValidators).toEqual([
      { language: "PYTHON", source: VALIDATOR, headers: [] },
    ]);

    // Opened again, on a phone: the stored validator is in its row, and nothing is wider than the screen.
    await page.setViewportSize(PHONE);
    await page.goto(`/update-problem/${id}`);
    await expect(field.getByLabel("Input validator 1 language")).toHaveValue("PYTHON");
    await expect(source.locator(".view-lines")).toContainText("the input must be two integers", {
      timeout: 15_000,
    });
    await expect(field).not.toContainText("None: learners cannot challenge");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, VALIDATORS_SECTION), "axe, one validator at 390 px").toEqual([]);
    await field.screenshot({ path: "test-results/input-validators-390.png" });

    // A learner's challenge is checked with it: an input it rejects gets its words.
    const context = await browser.newContext();
    try {
      const learner = await context.newPage();
      await signUpViaApi(learner, uniqueUser({ name: "Vera Validated" }));
      await learner.goto(`/problem/${id}`);
      const panel = learner.getByTestId("challenge-panel");
      await expect(panel.getByRole("heading", { name: "Challenge the tests" })).toBeVisible();
      await panel.getByLabel("Input").fill("hello");
      await panel.getByRole("button", { name: "Send challenge" }).click();
      await expect(panel.getByTestId("challenge-status")).toHaveAttribute("data-status", "INVALID", {
        timeout: 60_000,
      });
      await expect(panel).toContainText("Invalid input: the input must be two integers");
    } finally {
      await context.close();
    }

    // Removed by keyboard (the focus moves to Add) and saved: the list sent is empty, which clears the stored one.
    const remove = field.getByRole("button", { name: "Remove input validator 1" });
    await tabTo(page, remove, 120);
    await page.keyboard.press("Enter");
    await expect(field.getByRole("button", { name: "Add input validator" })).toBeFocused();
    await expect(field.getByTestId("input-validator")).toHaveCount(0);
    await saveForm(page);
    const after = await stored(page.request, id);
    expect([after.inputValidators, after.canChallenge]).toEqual([[], false]);
  } finally {
    expect((await page.request.delete(`/api/v1/problems/delete-problem/${id}`)).status()).toBe(200);
  }
});
