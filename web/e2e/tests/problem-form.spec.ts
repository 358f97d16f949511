import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, loginViaApi, signUpViaApi, test } from "../fixtures/auth.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { adminCredentials, uniqueUser } from "../fixtures/users.ts";

// Issue 22, item 7: the add/update problem form (one example for every language, time and memory limits, lands on
// the saved problem) and item 1's "a problem made for a contest starts hidden".

const UUID = /\/problem\/([0-9a-f-]{36})$/;

/** Presses Tab until `target` has focus, as a keyboard user would (fails if it is never reached). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

type Stored = {
  title: string;
  isPublic: boolean;
  cpuTimeLimitMs: number;
  memoryLimitKb: number;
  examples: Record<string, { input: string; output: string; explanation?: string }>;
  codeSnippets: Record<string, string>;
};
async function stored(api: APIRequestContext, id: string): Promise<Stored> {
  const response = await api.get(`/api/v1/problems/get-problem/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { problem: Stored }).problem;
}

async function remove(api: APIRequestContext, id: string) {
  const response = await api.delete(`/api/v1/problems/delete-problem/${id}`);
  expect(response.status(), await response.text()).toBe(200);
}

const example = (page: Page) => page.getByRole("region", { name: "Example" });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page, adminCredentials());
});

test("keyboard only at 1280: the example typed once and custom limits; lands on the problem, which shows the example in every language", async ({
  page,
}) => {
  // The three reference solutions are judged (Java compiles) before the problem is saved.
  test.setTimeout(240_000);
  await page.goto("/add-problem");
  await expect(page.getByRole("heading", { name: "Add Problem", level: 1 })).toBeVisible();
  // Was 5,776 px before issue 22 (every language's editors and example stacked).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`add-problem, empty form, 1280 px wide: ${height} px tall`);
  expect(height).toBeLessThan(3000);

  await tabTo(page, page.getByRole("button", { name: "DP Problem" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("button", { name: "Load Sample" }));
  await page.keyboard.press("Enter");
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue("Climbing Stairs");

  const name = `Stairs once ${crypto.randomUUID().slice(0, 8)}`;
  await typeInto(page, title, name);
  await typeInto(page, example(page).getByLabel("Input"), "4");
  await typeInto(page, example(page).getByLabel("Output"), "5");
  await typeInto(page, example(page).getByLabel("Explanation"), "Five ways to climb four steps.");
  const time = page.getByLabel("Time limit (ms)");
  await expect(time).toHaveAccessibleDescription(/100–10000 ms/);
  await typeInto(page, time, "1500");
  const memory = page.getByLabel("Memory limit (MB)");
  await expect(memory).toHaveAccessibleDescription(/16–1024 MB/);
  await typeInto(page, memory, "128");

  // The code editors are in tabs: arrow keys move between languages.
  const jsTab = page.getByRole("tab", { name: "JavaScript" });
  await tabTo(page, jsTab);
  await expect(jsTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Python" })).toBeFocused();
  await expect(page.getByTestId("solution-PYTHON").getByTestId("code-editor")).toContainText("climb_stairs");
  await expect(page.getByTestId("solution-JAVASCRIPT")).toHaveCount(0);

  // Enter in a field submits the form.
  await page.keyboard.press("Shift+Tab");
  await expect(memory).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Problem created successfully")).toBeVisible({ timeout: 120_000 });
  await expect(page).toHaveURL(UUID);
  const id = UUID.exec(new URL(page.url()).pathname)?.[1] ?? "";

  try {
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const description = page.getByTestId("problem-description");
    const language = page.getByLabel("Language");
    for (const [key, label] of [
      ["JAVA", "Java"],
      ["PYTHON", "Python"],
      ["JAVASCRIPT", "JavaScript"],
    ] as const) {
      await language.selectOption(key);
      await expect(description.getByRole("heading", { name: `Example (${label})` })).toBeVisible();
      await expect(description).toContainText("Five ways to climb four steps.");
    }

    const problem = await stored(page.request, id);
    expect([problem.cpuTimeLimitMs, problem.memoryLimitKb]).toEqual([1500, 128 * 1024]);
    const sent = { input: "4", output: "5", explanation: "Five ways to climb four steps." };
    expect(problem.examples).toEqual({ JAVASCRIPT: sent, PYTHON: sent, JAVA: sent });
  } finally {
    await remove(page.request, id);
  }
});

/** An echo problem made through the API (each language's reference solution prints the line it reads). */
async function createEcho(api: APIRequestContext, title: string, examples: Record<string, unknown>) {
  const created = await api.post("/api/v1/problems/create-problem", {
    data: {
      title,
      description: "Print the line you read.",
      difficulty: "EASY",
      tags: ["Echo"],
      companies: [],
      constraints: "1 <= |s| <= 10",
      testcases: [{ input: "hi\n", output: "hi", hidden: false }],
      examples,
      codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
      referenceSolutions: ECHO,
      cpuTimeLimitMs: 3000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { problem: { id: string } }).problem.id;
}

const ECHO = {
  JAVASCRIPT: 'console.log(require("fs").readFileSync(0, "utf8").trim());',
  PYTHON: "print(input())",
  JAVA: "import java.util.*;\npublic class Main { public static void main(String[] a) { System.out.println(new Scanner(System.in).nextLine()); } }",
};

/** Lines Monaco neither completes nor indents (no brackets, quotes or leading spaces; suggestions are off). */
const typedLines = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i} = ${i} * 2;`).join("\n");

async function typeInEditor(page: Page, field: Locator, text: string) {
  await field.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}

test("the code editors keep every key typed at full speed: one left for another language's tab, one saved at once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Fast keys ${crypto.randomUUID().slice(0, 8)}`;
  const hi = { input: "hi", output: "hi" };
  const id = await createEcho(page.request, title, { JAVASCRIPT: hi, PYTHON: hi, JAVA: hi });
  try {
    await page.goto(`/update-problem/${id}`);
    await expect(page.getByRole("heading", { name: "Update Problem", level: 1 })).toBeVisible();
    const java = typedLines("p", 80);
    const javascript = typedLines("j", 80);

    await page.getByRole("tab", { name: "Java", exact: true }).click();
    const javaSnippet = page.getByTestId("snippet-JAVA");
    await expect(javaSnippet.locator(".monaco-editor")).toBeVisible({ timeout: 15_000 });
    await typeInEditor(page, javaSnippet, java);
    // Straight to another tab: the Java editor goes, its text must not.
    await page.getByRole("tab", { name: "JavaScript" }).click();
    const jsSnippet = page.getByTestId("snippet-JAVASCRIPT");
    await expect(jsSnippet.locator(".monaco-editor")).toBeVisible({ timeout: 15_000 });
    await typeInEditor(page, jsSnippet, javascript);
    // And straight to Save: the last keys are still only in the editor.
    await page.getByRole("button", { name: "Update Problem" }).click();
    await expect(page.getByText("Problem updated successfully")).toBeVisible({ timeout: 120_000 });

    const after = await stored(page.request, id);
    expect(after.codeSnippets.JAVASCRIPT).toBe(javascript);
    expect(after.codeSnippets.JAVA).toBe(java);
  } finally {
    await remove(page.request, id);
  }
});

test("at 390 px, updating a problem whose examples differ per language keeps each one", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const examples = {
    JAVASCRIPT: { input: "hi", output: "hi" },
    PYTHON: { input: "hello", output: "hello", explanation: "Python's own" },
    JAVA: { input: "hi", output: "hi" },
  };
  const title = `Echo ${crypto.randomUUID().slice(0, 8)}`;
  const id = await createEcho(page.request, title, examples);

  try {
    await page.goto(`/update-problem/${id}`);
    await expect(page.getByRole("heading", { name: "Update Problem", level: 1 })).toBeVisible();
    const perLanguage = page.getByRole("region", { name: "Examples" });
    await expect(perLanguage).toContainText("differ between languages");
    await expect(page.getByTestId("example-PYTHON").getByLabel("Input")).toHaveValue("hello");
    await expect(page.getByTestId("example-JAVA").getByLabel("Input")).toHaveValue("hi");
    await expect(page.getByLabel("Time limit (ms)")).toHaveValue("3000");
    await expect(page.getByLabel("Memory limit (MB)")).toHaveValue("256");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByLabel("Title", { exact: true }).fill(`${title} II`);
    await page.getByRole("button", { name: "Update Problem" }).click();
    await expect(page.getByText("Problem updated successfully")).toBeVisible({ timeout: 120_000 });
    await expect(page).toHaveURL(new RegExp(`/problem/${id}$`));

    const after = await stored(page.request, id);
    expect(after.title).toBe(`${title} II`);
    expect(after.examples).toEqual(examples);
    expect(after.cpuTimeLimitMs).toBe(3000);
  } finally {
    await remove(page.request, id);
  }
});

test("?forContest=1 starts the problem hidden, says why, and the saved problem is not listed for learners", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto("/add-problem?forContest=1");
  const hidden = page.getByRole("switch", { name: "Hidden until a contest ends" });
  await expect(hidden).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("hidden-note")).toContainText("Made for a contest");

  await page.getByRole("button", { name: "String Problem" }).click();
  await page.getByRole("button", { name: "Load Sample" }).click();
  const title = `Contest palindrome ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Create Problem" }).click();
  await expect(page).toHaveURL(UUID, { timeout: 120_000 });
  const id = UUID.exec(new URL(page.url()).pathname)?.[1] ?? "";

  try {
    expect((await stored(page.request, id)).isPublic).toBe(false);
    const context = await browser.newContext();
    try {
      const learner = await context.newPage();
      await signUpViaApi(learner, uniqueUser());
      const listed = await learner.request.get("/api/v1/problems/get-all-problems");
      const { problems } = (await listed.json()) as { problems: { id: string }[] };
      expect(problems.some((p) => p.id === id)).toBe(false);
      expect((await learner.request.get(`/api/v1/problems/get-problem/${id}`)).status()).toBe(404);
    } finally {
      await context.close();
    }
  } finally {
    await remove(page.request, id);
  }

  // Without the parameter the switch starts off, as before.
  await page.goto("/add-problem");
  await expect(page.getByRole("switch", { name: "Hidden until a contest ends" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByTestId("hidden-note")).toHaveCount(0);
});
