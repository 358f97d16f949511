import { expect, test } from "../fixtures/auth.ts";
import { setEditorCode } from "../fixtures/editor.ts";
import { tabTo } from "../fixtures/keyboard.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { PHONE, saveScreenshot } from "../fixtures/screenshots.ts";
import { TWO_SUM } from "../fixtures/solutions.ts";

/**
 * Issue 27, "the next problem at your level": the "Next for you" panel on the problems list, and the next problems
 * under an Accepted submission, on a desktop and a 390 px phone, by keyboard. A fresh learner is a newcomer, so the
 * suggestions are easy starters that say so (the model's windows are tested in the API's simulation test).
 */
test.describe("suggestions", () => {
  test("the problems list shows Next for you; its links are reachable by keyboard", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    await page.goto("/problems");
    const panel = page.getByTestId("next-for-you");
    await expect(panel.getByRole("heading", { name: "Next for you" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("next-for-you-level")).toHaveText("Solve a few to set your level");
    const items = panel.getByTestId("suggestion");
    await expect(items).toHaveCount(3);
    for (const reason of await panel.getByTestId("suggestion-reason").allTextContents())
      expect(reason).toMatch(/^New here: an easy start \(rated \d+\) while we learn your level$/);
    await expect(items.first().getByTestId("difficulty-badge")).toHaveText("EASY");
    await page.screenshot({ path: "test-results/suggestions-list-desktop.png" });
    await saveScreenshot(page, "suggestions-list");

    // On a phone the panel folds behind its heading, so the first problem stays on the first screen; the keyboard
    // opens it and reaches its links.
    await page.setViewportSize(PHONE);
    const fold = panel.getByRole("button", { name: /^Next for you/ });
    await expect(fold).toHaveAttribute("aria-expanded", "false");
    await expect(items).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/suggestions-list-phone-folded.png" });
    await tabTo(page, fold);
    await page.keyboard.press("Enter");
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    await expect(items).toHaveCount(3);
    await expect(page.getByTestId("next-for-you-level")).toHaveText("Solve a few to set your level");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/suggestions-list-phone.png" });

    const first = items.first().getByRole("link");
    const title = (await first.textContent()) ?? "";
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/problem\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible({ timeout: 15_000 });
  });

  for (const viewport of [
    { name: "desktop", size: { width: 1280, height: 800 } },
    { name: "phone", size: PHONE },
  ])
    test(`after an Accepted submit (${viewport.name}), up to three next problems follow the result`, async ({
      page,
      signedInUser,
    }) => {
      test.setTimeout(120_000);
      expect(signedInUser.email).toContain("@");
      await page.setViewportSize(viewport.size);
      const { id } = await problemByTitle(page.request, "Two Sum");
      await page.goto(`/problem/${id}`);
      if (viewport.name === "phone")
        await page
          .getByRole("tablist", { name: "Problem sections" })
          .getByRole("tab", { name: "Code" })
          .click();
      await expect(page.getByTestId("code-editor").locator(".view-lines")).toBeVisible({ timeout: 15_000 });
      await page.getByLabel("Language").selectOption("JAVASCRIPT");
      await setEditorCode(page, TWO_SUM.JAVASCRIPT);
      await page.getByRole("button", { name: "Submit Solution" }).click();
      await expect(page.getByTestId("result-status")).toHaveText("Accepted", { timeout: 60_000 });

      const next = page.getByTestId("next-after-accept");
      await expect(next.getByRole("heading", { name: "Next problems for you" })).toBeVisible({
        timeout: 15_000,
      });
      const items = next.getByTestId("suggestion");
      const count = await items.count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
      await expect(next).not.toContainText("Two Sum");
      await expect(items.first().getByTestId("suggestion-reason")).toContainText("New here");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await next.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/suggestions-after-accept-${viewport.name}.png` });
      await saveScreenshot(page, `suggestions-after-accept-${viewport.name}`, viewport.size);

      const link = items.first().getByRole("link");
      const title = (await link.textContent()) ?? "";
      await tabTo(page, link, 80);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible({ timeout: 15_000 });
    });
});
