import { expect, test } from "../fixtures/auth.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";

test.describe("problem page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("390×844: one pane at a time (Description · Code · Result) and nothing wider than the screen", async ({
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
    await page.screenshot({ path: "test-results/problem-phone-description.png" });

    await sections.getByRole("tab", { name: "Code" }).click();
    await expect(page.getByTestId("code-editor")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Two Sum", level: 1 })).toBeHidden();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/problem-phone-code.png" });

    await sections.getByRole("tab", { name: "Result" }).click();
    await expect(page.getByTestId("test-cases")).toBeVisible();
    await expect(page.getByTestId("code-editor")).toBeHidden();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/problem-phone-result.png" });
  });
});
