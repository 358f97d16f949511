import { expect, test } from "../fixtures/auth.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";

// The phones people hold: 390 × 844 (iPhone 12–15) and the narrowest common Android width.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
]) {
  test.describe(`problem page on a ${viewport.width} px phone`, () => {
    test.use({ viewport, hasTouch: true });

    test(`${viewport.width}×${viewport.height}: one pane at a time (Description · Code · Result) and nothing wider than the screen`, async ({
      page,
      signedInUser,
    }) => {
      expect(signedInUser.email).toContain("@");
      const { id } = await problemByTitle(page.request, "Two Sum");
      await page.goto(`/problem/${id}`);
      const sections = page.getByRole("tablist", { name: "Problem sections" });
      await expect(sections).toBeVisible();
      await expect(page.getByRole("heading", { name: "Two Sum", level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The problem's own tab strip scrolls within itself.
      await page.getByRole("tab", { name: "Editorial" }).click();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/problem-phone-${viewport.width}-description.png` });

      await sections.getByRole("tab", { name: "Code" }).click();
      await expect(page.getByTestId("code-editor")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Two Sum", level: 1 })).toBeHidden();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/problem-phone-${viewport.width}-code.png` });

      await sections.getByRole("tab", { name: "Result" }).click();
      await expect(page.getByTestId("test-cases")).toBeVisible();
      await expect(page.getByTestId("code-editor")).toBeHidden();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/problem-phone-${viewport.width}-result.png` });
    });
  });
}
