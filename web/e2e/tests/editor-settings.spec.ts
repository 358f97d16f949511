import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/auth.ts";
import { CLIPBOARD, editorText, setEditorCode } from "../fixtures/editor.ts";
import { editorModelText, openTwoSum } from "../fixtures/problem-page.ts";

/** A Python draft whose words ("if", "in") are what word-based suggestions offered after a lone "i". */
const PREAMBLE = [
  "def two_sum(nums, target):",
  "    seen = {}",
  "    for i, x in enumerate(nums):",
  "        if target - x in seen:",
  "            return [seen[target - x], i]",
  "        ",
].join("\n");

async function openPython(page: Page, code: string) {
  await openTwoSum(page);
  await page.getByLabel("Language").selectOption("PYTHON");
  await setEditorCode(page, code);
  await page.keyboard.press("ControlOrMeta+End");
}

const suggestion = (page: Page) => page.locator(".suggest-widget .monaco-list-row").first();
const viewLines = (page: Page) => page.getByTestId("code-editor").locator(".view-lines");

test.describe("editor settings", () => {
  test.use({ permissions: CLIPBOARD });

  test("typing `seen[x] = i` then Enter at a typist's pace gives exactly that line and a newline", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    await openPython(page, PREAMBLE);
    // 100 ms a key, a brisk typist: before the fix the word-based box opened on "i" and Enter took "if".
    await page.keyboard.type("seen[x] = i\n", { delay: 100 });
    await page.keyboard.type("return []");
    expect(await editorModelText(page)).toBe(`${PREAMBLE}seen[x] = i\n        return []`);
  });

  test("Ctrl+Space still suggests on demand; Enter starts a new line, Tab accepts", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    await openPython(page, PREAMBLE);
    await page.keyboard.type("seen[x] = i");
    await page.keyboard.press("Control+Space");
    await expect(suggestion(page)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(suggestion(page)).toBeHidden();
    await page.keyboard.type("y = enu");
    await page.keyboard.press("Control+Space");
    await expect(suggestion(page)).toContainText("enumerate");
    await page.keyboard.press("Tab");
    expect(await editorModelText(page)).toBe(`${PREAMBLE}seen[x] = i\n        y = enumerate`);
  });

  test("by keyboard: the settings change the editor at once and survive a reload", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    await openTwoSum(page);
    const button = page.getByRole("button", { name: "Editor settings" });
    await page.getByLabel("Language").focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Editor settings" });
    await expect(dialog).toBeVisible();
    const typing = dialog.getByRole("checkbox", { name: "Suggest while typing" });
    const enter = dialog.getByRole("checkbox", { name: "Enter accepts a suggestion" });
    await expect(typing).not.toBeChecked();
    await expect(enter).not.toBeChecked();
    await expect(dialog.getByLabel("Font size")).toHaveValue("");
    await expect(dialog.getByLabel("Tab size")).toHaveValue("4");
    await expect(dialog.getByLabel("Key bindings")).toHaveValue("standard");

    // Close → the first checkbox (Space ticks it) → the second → Font size → Tab size.
    await page.keyboard.press("Tab");
    await expect(typing).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Font size")).toBeFocused();
    await dialog.getByLabel("Font size").selectOption("22");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Tab size")).toBeFocused();
    await dialog.getByLabel("Tab size").selectOption("2");
    await expect(typing).toBeChecked();
    await expect(viewLines(page)).toHaveCSS("font-size", "22px");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.reload();
    await expect(viewLines(page)).toHaveCSS("font-size", "22px", { timeout: 15_000 });
    await button.click();
    await expect(typing).toBeChecked();
    await expect(enter).not.toBeChecked();
    await expect(dialog.getByLabel("Font size")).toHaveValue("22");
    await expect(dialog.getByLabel("Tab size")).toHaveValue("2");
  });

  test("Vim: the status bar shows the mode; i, typing, Escape and dd edit as in Vim; Standard turns it off", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    await openTwoSum(page);
    await setEditorCode(page, "alpha\nbeta\ngamma\n");
    const status = page.getByTestId("vim-status");
    await expect(status).toBeHidden();
    await page.getByRole("button", { name: "Editor settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Editor settings" });
    await dialog.getByLabel("Key bindings").selectOption("vim");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(status).toContainText("--NORMAL--");

    await viewLines(page).click();
    await page.keyboard.type("gg");
    await page.keyboard.type("dd");
    await expect.poll(() => editorText(page)).toBe("betagamma");
    await page.keyboard.type("i");
    await expect(status).toContainText("--INSERT--");
    await page.keyboard.type("new ");
    await page.keyboard.press("Escape");
    await expect(status).toContainText("--NORMAL--");
    await page.keyboard.type("jdd");
    await expect.poll(() => editorText(page)).toBe("new beta");

    // Kept across a reload, then off again: keys type as keys.
    await page.reload();
    await expect(status).toContainText("--NORMAL--", { timeout: 15_000 });
    await page.getByRole("button", { name: "Editor settings" }).click();
    await dialog.getByLabel("Key bindings").selectOption("standard");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(status).toBeHidden();
    await viewLines(page).click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("dd");
    await expect.poll(() => editorText(page)).toContain("dd");
  });

  test("Emacs: Ctrl+E goes to the end of the line, Ctrl+M still switches Tab to moving focus", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    await openTwoSum(page);
    await setEditorCode(page, "alpha\nbeta\n");
    await page.getByRole("button", { name: "Editor settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Editor settings" });
    await dialog.getByLabel("Key bindings").selectOption("emacs");
    await dialog.getByRole("button", { name: "Done" }).click();
    await viewLines(page).click();
    await page.keyboard.press("ControlOrMeta+Home");
    await page.keyboard.press("Control+E");
    await page.keyboard.type("!");
    await expect.poll(() => editorText(page)).toBe("alpha!beta");
    await page.keyboard.press("Control+M");
    await expect(page.getByTestId("tab-focus-hint")).toHaveAttribute("data-tab-moves-focus", "true");
  });
});
