import type { Page, Route } from "@playwright/test";
import { expect, test } from "../fixtures/auth.ts";
import { editorText } from "../fixtures/editor.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";

/** Serves GET /problems/get-problem/{id} with some fields replaced, to check how the page renders them. */
async function patchProblem(page: Page, patch: Record<string, unknown>) {
  await page.route("**/api/v1/problems/get-problem/*", async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { problem: Record<string, unknown> };
    await route.fulfill({ response, json: { problem: { ...body.problem, ...patch } } });
  });
  // The Hints tab reads the hints from their own route (issue 27): a patch without hints empties that too.
  if ("hints" in patch && !patch.hints)
    await page.route("**/api/v1/problems/*/hints", async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, total: 0, opened: [] } });
    });
}

test.describe("problem page", () => {
  test("shows a skeleton, then the statement, the tabs, the editor and the visible tests", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    const { id } = await problemByTitle(page.request, "Two Sum");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/problems/get-problem/*", async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`/problem/${id}`);
    await expect(page.getByTestId("problem-skeleton")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Two Sum", level: 1 })).toBeVisible();
    await expect(page.getByTestId("problem-skeleton")).toHaveCount(0);
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await expect(page.getByTestId("submission-count")).toHaveText("0 Submissions");

    // Java is the default (third language); the editor holds its snippet and the example is Java's.
    const language = page.getByLabel("Language");
    await expect(language).toHaveValue("JAVA");
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain("public class Main");
    const description = page.getByTestId("problem-description");
    await expect(description.getByRole("heading", { name: "Example (Java)" })).toBeVisible();
    await expect(description).toContainText("nums[0] + nums[1] = 2 + 7 = 9");
    await expect(description.getByRole("heading", { name: "Constraints" })).toBeVisible();
    // Markdown: **exactly one** is bold, `nums` is code, "### Input" is a heading.
    await expect(description.locator("strong", { hasText: "exactly one" })).toBeVisible();
    await expect(description.locator("code", { hasText: /^nums$/ }).first()).toBeVisible();
    await expect(description.getByRole("heading", { name: "Input", exact: true })).toBeVisible();

    // Changing the language replaces the code and the example.
    await language.selectOption("PYTHON");
    await expect.poll(() => editorText(page)).toContain("def two_sum");
    await expect(description.getByRole("heading", { name: "Example (Python)" })).toBeVisible();
    await expect(description).toContainText("Index 0 cannot be used twice");

    // The Testcase panel starts with the visible tests, editable.
    const tests = page.getByTestId("test-cases").getByTestId("custom-case");
    await expect(tests).toHaveCount(4);
    await expect(page.getByLabel("Case 1 input")).toHaveValue(/2 7 11 15/);

    await page.getByRole("tab", { name: "Submissions" }).click();
    await expect(page.getByText("No submissions available.")).toBeVisible();
    await page.getByRole("tab", { name: "Discussion" }).click();
    await expect(page.getByLabel("Your message")).toBeVisible();
    await expect(page.getByRole("button", { name: "Post", exact: true })).toBeDisabled();
    // Hints open one at a time (issue 27; hints-editorial.spec.ts goes further).
    await page.getByRole("tab", { name: "Hints" }).click();
    const hints = page.getByRole("tabpanel", { name: "Hints" });
    await hints.getByRole("button", { name: "Show hint 1 of 3" }).click();
    await expect(hints).toContainText("which value must its partner have?");
    await expect(page.getByRole("tab", { name: "Hints" })).toHaveAttribute("aria-selected", "true");
  });

  test("renders Markdown safely: HTML stays text, only http(s) links become links, nothing runs", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const { id } = await problemByTitle(page.request, "Two Sum");
    await patchProblem(page, {
      description: [
        "<script>alert(1)</script>",
        "",
        "<img src=x onerror=\"document.title='pwned'\"> <b>not bold</b>",
        "",
        '<b>bold</b><iframe src="javascript:alert(1)"></iframe>',
        "",
        "[safe link](https://example.com/docs), [mail](mailto:team@example.com) and [bad link](javascript:alert(1))",
        "",
        "![tracker](https://example.com/pixel.png) \u001b[31mred",
        "",
        "```",
        "<script>alert(1)</script>",
        "```",
      ].join("\n"),
      hints: null,
    });
    await page.goto(`/problem/${id}`);
    const description = page.getByTestId("problem-description");
    await expect(description).toContainText("<script>alert(1)</script>");
    await expect(description).toContainText("<img src=x onerror=");
    await expect(description).toContainText("<b>not bold</b>");
    await expect(description).toContainText("<b>bold</b><iframe");
    await expect(description).toContainText("[31mred");
    await expect(description.locator("img, b, script, iframe")).toHaveCount(0);
    const safe = description.getByRole("link", { name: "safe link" });
    await expect(safe).toHaveAttribute("href", "https://example.com/docs");
    await expect(safe).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(safe).toHaveAttribute("target", "_blank");
    await expect(description.getByRole("link", { name: "mail" })).toHaveAttribute(
      "href",
      "mailto:team@example.com",
    );
    // A remote image would tell its host who read the page: it is a link instead.
    await expect(description.getByRole("link", { name: "tracker" })).toHaveAttribute(
      "href",
      "https://example.com/pixel.png",
    );
    await expect(description.getByRole("link", { name: "bad link" })).toHaveCount(0);
    await expect(description.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await expect(description).toContainText("[bad link](javascript:alert(1))");
    await expect(description.locator("pre code")).toHaveText("<script>alert(1)</script>");
    expect(await page.title()).not.toBe("pwned");
    expect(dialogs).toEqual([]);

    await page.getByRole("tab", { name: "Hints" }).click();
    await expect(page.getByText("No hints available")).toBeVisible();
  });

  test("statements render math with KaTeX (bundled, nothing from a CDN), code blocks and line breaks", async ({
    page,
    baseURL,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:"))
        elsewhere.push(request.url());
    });
    const { id } = await problemByTitle(page.request, "Two Sum");
    await patchProblem(page, {
      description: [
        "You are climbing a staircase of $n$ steps.",
        "Each time you climb 1 or 2 steps.",
        "",
        "$$",
        "f(n) = f(n-1) + f(n-2)",
        "$$",
        "",
        "```js",
        "const memo = new Map();",
        "```",
      ].join("\n"),
      constraints: "$1 \\le n \\le 45$",
    });
    await page.goto(`/problem/${id}`);
    const description = page.getByTestId("problem-description");
    const inline = description.locator(".katex").first();
    await expect(inline).toBeVisible();
    // The constraints' math, typeset: MathML for assistive technology holds the TeX source.
    const constraints = description.locator("section", {
      has: page.getByRole("heading", { name: "Constraints" }),
    });
    await expect(constraints.locator(".katex")).toBeVisible();
    await expect(constraints.locator('annotation[encoding="application/x-tex"]')).toHaveText(
      "1 \\le n \\le 45",
    );
    await expect(constraints).toContainText("≤");
    await expect(description.locator(".katex-display")).toBeVisible();
    // KaTeX's stylesheet and fonts came with the app's build.
    expect(await inline.evaluate((el) => getComputedStyle(el).fontFamily)).toContain("KaTeX_Main");
    await expect(description.locator("pre code")).toHaveText("const memo = new Map();");
    await expect(description.locator("pre", { has: page.locator("code") })).toHaveAttribute("tabindex", "0");
    // A single newline is a line break, as in the old renderer.
    await expect(description.locator("p", { hasText: "steps." }).first().locator("br")).toHaveCount(1);
    expect(elsewhere).toEqual([]);
  });

  test("an unknown problem says so", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    await page.goto("/problem/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Problem not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to problems" })).toHaveAttribute("href", "/problems");
  });

  test("a judge error is shown at the top centre with the server's text", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    const { id } = await problemByTitle(page.request, "Two Sum");
    await page.route("**/api/v1/execute-code/submit", (route) =>
      route.fulfill({
        status: 429,
        json: { error: "You already have submissions running", code: "RATE_LIMITED" },
      }),
    );
    await page.goto(`/problem/${id}`);
    await expect(page.getByLabel("Language")).toHaveValue("JAVA");
    await page.getByRole("button", { name: "Submit Solution" }).click();
    const toast = page.getByText("You already have submissions running");
    await expect(toast).toBeVisible();
    // Centred horizontally: its middle is within a few pixels of the viewport's.
    const box = await toast.boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 640)).toBeLessThan(40);
    await expect(page.getByRole("button", { name: "Submit Solution" })).toBeEnabled();
    await expect(page.getByTestId("test-cases")).toBeVisible();
  });
});
