import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/auth.ts";
import { CLIPBOARD, editorText, setEditorCode } from "../fixtures/editor.ts";
import { editorModelText, openTwoSum, storedDrafts } from "../fixtures/problem-page.ts";

/**
 * 200 lines a person might type, free of what Monaco would complete or indent by itself: no brackets or
 * quotes (auto-closing), no leading spaces or block openers (auto-indent), and every line ends with ";" so
 * no suggestion box is open when Enter comes.
 */
const focusInEditor = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest(".monaco-editor") != null);

const TYPED = Array.from({ length: 200 }, (_, i) => `v${i} = ${i} + 1;`).join("\n");

test.describe("problem page editor", () => {
  test.use({ permissions: CLIPBOARD });

  test("typing 200 lines at 5 ms a key loses nothing, and the draft survives a reload", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(240_000);
    expect(signedInUser.email).toContain("@");
    const id = await openTwoSum(page);
    await page.getByTestId("code-editor").locator(".view-lines").click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.keyboard.type(TYPED, { delay: 5 });

    // The draft is the model's own text (getValue); the copy is what a person would get out of it.
    await expect.poll(async () => (await storedDrafts(page, id)).JAVA).toBe(TYPED);
    expect(await editorModelText(page)).toBe(TYPED);

    await page.reload();
    await expect(page.getByLabel("Language")).toHaveValue("JAVA");
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain("v0 = 0 + 1;");
    expect(await editorModelText(page)).toBe(TYPED);
  });

  test("each language keeps its own draft, the language is remembered, and Reset asks first", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    const id = await openTwoSum(page);
    const language = page.getByLabel("Language");
    await setEditorCode(page, "// my Java attempt\n");
    await language.selectOption("PYTHON");
    await expect.poll(() => editorText(page)).toContain("def two_sum");
    await setEditorCode(page, "# my Python attempt\n");
    await language.selectOption("JAVA");
    await expect.poll(() => editorText(page)).toContain("// my Java attempt");
    await language.selectOption("PYTHON");
    await expect.poll(() => editorText(page)).toContain("# my Python attempt");
    await expect
      .poll(() => storedDrafts(page, id))
      .toEqual({
        JAVA: "// my Java attempt\n",
        PYTHON: "# my Python attempt\n",
      });

    // After a reload the last language (Python) is back, with its draft; Java still has its own.
    await page.reload();
    await expect(language).toHaveValue("PYTHON");
    await expect.poll(() => editorText(page), { timeout: 15_000 }).toContain("# my Python attempt");
    await language.selectOption("JAVA");
    await expect.poll(() => editorText(page)).toContain("// my Java attempt");

    // Reset asks; Cancel keeps the draft, Reset brings the starter back and forgets the draft.
    await page.getByRole("button", { name: "Reset to starter code" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset to starter code?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => editorText(page)).toContain("// my Java attempt");
    await page.getByRole("button", { name: "Reset to starter code" }).click();
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => editorText(page)).toContain("public class Main");
    await expect.poll(async () => (await storedDrafts(page, id)).JAVA).toBeUndefined();
  });

  test("keyboard only: from inside the editor, Ctrl+M then Tab reaches Run and Submit", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    await openTwoSum(page);
    const hint = page.getByTestId("tab-focus-hint");
    await expect(hint).toContainText("Ctrl+M");
    await page.getByTestId("code-editor").locator(".view-lines").click();
    // Without the toggle, Tab indents and focus stays in the editor.
    await page.keyboard.press("Tab");
    expect(await focusInEditor(page)).toBe(true);

    await page.keyboard.press("Control+M");
    await expect(hint).toHaveAttribute("data-tab-moves-focus", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Run Code" })).toBeFocused();
    await page.keyboard.press("Tab");
    const submit = page.getByRole("button", { name: "Submit Solution" });
    await expect(submit).toBeFocused();
    await expect(submit).toHaveAttribute("aria-keyshortcuts", "Control+Shift+Enter");
  });
});
