import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, loginViaApi, test } from "../fixtures/auth.ts";
import { seriousViolations } from "../fixtures/axe.ts";
import { CLIPBOARD, setEditorCode } from "../fixtures/editor.ts";
import { adminApi } from "../fixtures/practice-api.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { DESKTOP, PHONE } from "../fixtures/screenshots.ts";
import { adminCredentials } from "../fixtures/users.ts";

// Issue 24, interactive problems in the web app: "guess the number" made through the API (the interactor and a
// bisecting solution are the API test's, from fixtures/interactive/), then solved by a learner from the editor,
// who sees the sample exchange, Runs and Submits by keyboard, and reads each test's exchange in the result; at
// 1280 px and on a 390 px phone. The admin's form loads the problem's interactor and saves it back unchanged.
// The problem is this spec's own: no other spec opens it, for discussion, hints or anything else.

test.use({ permissions: CLIPBOARD });

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../fixtures/interactive/${name}`, import.meta.url)), "utf8");
const INTERACTOR = fixture("guess_interactor.py");
const BISECT_PYTHON = fixture("guess_bisect.py");
const BISECT = {
  PYTHON: BISECT_PYTHON,
  JAVASCRIPT: fixture("guess_bisect.js"),
  JAVA: fixture("guess_bisect.java"),
};
/** The reference's exchange on the visible test ("fixed 750"), which the statement shows. */
const SAMPLE = [
  ["program", "500"],
  ["judge", "higher"],
  ["program", "750"],
  ["judge", "correct"],
];
const NOTE =
  "This problem is interactive: your program talks to a judge program through standard input and output. Flush after every line.";

let admin: APIRequestContext;
let problemId: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000);
  admin = await adminApi(playwright, baseURL);
  // On an interactive problem a test's input is the interactor's input file, its output the answer file.
  const example = { input: "fixed 750", output: "750" };
  const created = await admin.post("/api/v1/problems/create-problem", {
    data: {
      title: `Guess the Number ${crypto.randomUUID().slice(0, 6)}`,
      description:
        "Guess the secret number between 1 and 1000. After each guess the judge says `higher`, `lower` or `correct`.",
      difficulty: "EASY",
      tags: ["Binary Search"],
      companies: [],
      constraints: "1 <= N <= 1000, at most 10 guesses",
      testcases: [
        { input: "fixed 750", output: "750", hidden: false },
        { input: "fixed 1", output: "1", hidden: true },
        { input: "fixed 1000", output: "1000", hidden: true },
      ],
      examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
      codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
      referenceSolutions: BISECT,
      judgePolicy: { type: "interactive", interactor: { language: "PYTHON", source: INTERACTOR } },
    },
    timeout: 180_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  problemId = ((await created.json()) as { problem: { id: string } }).problem.id;
});

test.afterAll(async () => {
  if (problemId) {
    const removed = await admin.delete(`/api/v1/problems/delete-problem/${problemId}`);
    expect(removed.status(), await removed.text()).toBe(200);
  }
  await admin?.dispose();
});

/** An exchange's lines as [who, text] (who: program, judge or cut). */
async function exchangeOf(log: Locator) {
  const lines = log.getByTestId("interaction-line");
  const froms = await lines.evaluateAll((els) => els.map((el) => el.getAttribute("data-from") ?? ""));
  // The gutter word then the text: "You500", "Judgehigher".
  const texts = await lines.allTextContents();
  return froms.map((from, i) => [from, (texts[i] ?? "").replace(/^(You|Judge)/, "")]);
}

async function expectAccessible(page: Page, state: string) {
  expect(await seriousViolations(page), `axe, ${state}`).toEqual([]);
}

async function expectSample(page: Page) {
  await expect(page.getByTestId("interactive-note")).toHaveText(NOTE);
  const sample = page.getByTestId("sample-interactions").getByTestId("interaction");
  await expect(sample).toHaveCount(1);
  await expect(sample.getByText("Sample interaction")).toBeVisible();
  await expect(sample.getByTestId("interaction-line")).toHaveCount(4);
  expect(await exchangeOf(sample)).toEqual(SAMPLE);
  // The stored example is the interactor's files: not shown as stdin and stdout.
  await expect(page.getByTestId("problem-description").getByText("fixed 750")).toHaveCount(0);
}

test("interactive problem solved from the editor", async ({ page, signedInUser }) => {
  test.setTimeout(240_000);
  expect(signedInUser.email).toContain("@");
  await page.setViewportSize(DESKTOP);
  await page.goto(`/problem/${problemId}`);
  await expect(page.getByTestId("code-editor").locator(".view-lines")).toBeVisible({ timeout: 15_000 });
  await expectSample(page);
  // Run's cases are the interactor's files, filled from the visible test.
  await expect(page.getByLabel("Case 1 interactor input")).toHaveValue("fixed 750");
  await expect(page.getByLabel("Case 1 answer file")).toHaveValue("750");
  await page
    .getByTestId("sample-interactions")
    .screenshot({ path: "test-results/interactive-1280-sample.png" });
  await expectAccessible(page, "an interactive problem's statement");

  await page.getByLabel("Language").selectOption("PYTHON");
  await setEditorCode(page, BISECT_PYTHON);
  // Keyboard: Ctrl+Enter in the editor runs, Ctrl+Shift+Enter submits.
  await page.getByLabel("Case 1 interactor input").fill("fixed 250");
  await page.getByLabel("Case 1 answer file").fill("250");
  await page.getByTestId("code-editor").locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+Enter");
  const result = page.getByTestId("result-panel");
  await expect(result).toContainText("Run result", { timeout: 90_000 });
  await expect(page.getByTestId("result-status")).toHaveText("Accepted");
  const ran = result.getByTestId("test-result");
  await expect(ran).toHaveCount(1);
  expect(await exchangeOf(ran.getByTestId("interaction"))).toEqual([
    ["program", "500"],
    ["judge", "lower"],
    ["program", "250"],
    ["judge", "correct"],
  ]);
  await expect(ran.getByTestId("io-interactor-input")).toHaveText("fixed 250");
  await expect(ran.getByTestId("io-answer-file")).toHaveText("250");
  await expect(ran.getByTestId("io-input")).toHaveCount(0);

  await page.getByTestId("code-editor").locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+Shift+Enter");
  await expect(result).toContainText("Submission result", { timeout: 90_000 });
  await expect(page.getByTestId("result-status")).toHaveText("Accepted");
  const tests = result.getByTestId("test-result");
  await expect(tests).toHaveCount(3);
  // The visible test shows its exchange; hidden tests show none.
  const visible = tests.nth(0);
  await expect(visible.getByTestId("interaction").getByText("Interaction", { exact: true })).toBeVisible();
  expect(await exchangeOf(visible.getByTestId("interaction"))).toEqual(SAMPLE);
  await expect(visible.getByTestId("io-interactor-input")).toHaveText("fixed 750");
  await expect(visible.getByTestId("io-answer-file")).toHaveText("750");
  await expect(tests.nth(1)).toHaveAttribute("data-hidden", "true");
  await expect(result.locator('[data-hidden="true"] [data-testid="interaction"]')).toHaveCount(0);
  await visible.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/interactive-1280-accepted.png" });
  await expectAccessible(page, "an interactive submission's result");
});

test("at 390 px, by keyboard between sections: the sample exchange, and a program that gives up is told why", async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(180_000);
  expect(signedInUser.email).toContain("@");
  await page.setViewportSize(PHONE);
  await page.goto(`/problem/${problemId}`);
  const sections = page.getByRole("tablist", { name: "Problem sections" });
  await expect(sections).toBeVisible();
  await expectSample(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/interactive-390-description.png", fullPage: true });

  // The arrow keys move between the sections.
  await sections.getByRole("tab", { name: "Description" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(sections.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Language").selectOption("PYTHON");
  await setEditorCode(page, "print(1, flush=True)\n");
  await page.keyboard.press("ControlOrMeta+Shift+Enter");
  await expect(sections.getByRole("tab", { name: "Result" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("result-status")).toHaveText("Wrong Answer", { timeout: 90_000 });
  const first = page.getByTestId("test-result").first();
  // The interactor's own words (teammessage.txt), and the exchange up to where the program stopped.
  await expect(first.getByTestId("checker-message")).toContainText("no guess");
  expect(await exchangeOf(first.getByTestId("interaction"))).toEqual([
    ["program", "1"],
    ["judge", "higher"],
  ]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/interactive-390-wrong.png", fullPage: true });
});

test("the admin's form loads the interactor, names an empty source at its field, and saves the problem unchanged", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const before = await admin.get(`/api/v1/problems/get-problem/${problemId}`);
  const stored = ((await before.json()) as { problem: { judgePolicy: unknown } }).problem.judgePolicy;
  await loginViaApi(page, adminCredentials());
  await page.setViewportSize(PHONE);
  await page.goto(`/update-problem/${problemId}`);
  await expect(page.getByRole("heading", { name: "Update Problem", level: 1 })).toBeVisible();
  // A test is the interactor's input and answer files, named so.
  const firstTest = page.getByTestId("testcase-row").first();
  await expect(firstTest.getByLabel("Interactor Input")).toHaveValue("fixed 750");
  await expect(firstTest.getByLabel("Answer File")).toHaveValue("750");
  const section = page.getByRole("region", { name: "Judging" });
  await expect(section.getByRole("radio", { name: /^Interactive/ })).toBeChecked();
  // The interactor in place of the checker.
  await expect(section.getByRole("radio", { name: /^Exact lines/ })).toHaveCount(0);
  await expect(section.getByLabel("Interactor language")).toHaveValue("PYTHON");
  await expect(section.getByLabel("Interactor language").locator("option")).toHaveText(["Python", "C++"]);
  await expect(section.getByLabel("Interactor language")).toHaveAccessibleDescription(
    "Run as: interactor input answer feedback_dir, joined to the program by pipes. Exit 42 accepted, 43 wrong answer.",
  );
  const source = section.getByTestId("interactor-source");
  await expect(source.locator(".monaco-editor")).toBeVisible({ timeout: 15_000 });
  await expect(source.locator(".view-lines")).toContainText("secret");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await section.screenshot({ path: "test-results/interactive-390-form.png" });
  await expectAccessible(page, "the problem form with an interactor");

  // Emptied, the source is named at its field before anything is sent.
  await source.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.getByRole("button", { name: "Update Problem" }).click();
  await expect(source).toContainText("The source is required");

  // Opened afresh and saved as it is: the stored policy is the same.
  await page.reload();
  await expect(source.locator(".view-lines")).toContainText("secret", { timeout: 15_000 });
  await page.getByRole("button", { name: "Update Problem" }).click();
  await expect(page.getByText("Problem updated successfully")).toBeVisible({ timeout: 240_000 });
  const after = await admin.get(`/api/v1/problems/get-problem/${problemId}`);
  expect(((await after.json()) as { problem: { judgePolicy: unknown } }).problem.judgePolicy).toEqual(stored);
});
