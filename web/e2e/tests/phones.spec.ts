import { expect, type Page, test } from "@playwright/test";
import {
  type AppScreen,
  adminScreens,
  learnerScreens,
  openScreen,
  SIGNED_OUT_SCREENS,
  signInAsAdmin,
  signInAsLearner,
} from "../fixtures/app-routes.ts";

// Phones people hold: 390 × 844 (iPhone 12–15) and the narrowest common Android width, 360.
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];

async function expectNoHorizontalOverflow(page: Page, screen: AppScreen, width: number) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollWidth, `${screen.path} at ${width} px is wider than the screen`).toBeLessThanOrEqual(
    sizes.innerWidth,
  );
}

/** The menu button must sit wholly inside the viewport, or a thumb cannot reach it. */
async function expectMenuButtonOnScreen(page: Page, width: number) {
  const box = await page.getByRole("button", { name: "Toggle menu" }).boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
}

async function checkScreens(page: Page, screens: AppScreen[]) {
  for (const viewport of PHONES) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await openScreen(page, screen);
      await expectNoHorizontalOverflow(page, screen, viewport.width);
      await expectMenuButtonOnScreen(page, viewport.width);
      if (viewport.width === 390 && process.env.PHONE_SCREENSHOTS) {
        await page.screenshot({ path: `test-results/phones/${screen.name}-390.png`, fullPage: true });
      }
    }
  }
}

test.describe("phones: no screen is wider than the phone", () => {
  test("signed out: landing, login, sign-up, 404", async ({ page }) => {
    await checkScreens(page, SIGNED_OUT_SCREENS);
  });

  test("a learner's screens", async ({ page }) => {
    test.setTimeout(60_000);
    const learner = await signInAsLearner(page);
    await checkScreens(page, learnerScreens(learner));
  });

  test("the admin's screens", async ({ page }) => {
    test.setTimeout(60_000);
    const admin = await signInAsAdmin(page);
    await checkScreens(page, [
      { name: "problems-admin", path: "/problems", heading: "Problems" },
      ...adminScreens(admin),
    ]);
  });
});

test.describe("phones: the problems list", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("compact rows show title, difficulty and solved mark; the first problem is on the first screen", async ({
    page,
  }) => {
    await signInAsLearner(page);
    await openScreen(page, { name: "problems", path: "/problems", heading: "Problems" });
    const rows = page.getByTestId("problem-row");
    await expect(rows).toHaveCount(5);
    const first = rows.first();
    await expect(first.getByRole("link")).toBeVisible();
    await expect(first.getByTestId("difficulty-badge")).toBeVisible();
    await expect(first.getByRole("img", { name: /solved/i })).toBeVisible();
    const box = await first.boundingBox();
    expect(box, "the first row is laid out").not.toBeNull();
    expect(
      (box?.y ?? 0) + (box?.height ?? 0),
      "the first problem is visible without scrolling",
    ).toBeLessThanOrEqual(844);
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  });

  test("filters are collapsed behind a button and open on demand", async ({ page }) => {
    await signInAsLearner(page);
    await openScreen(page, { name: "problems", path: "/problems", heading: "Problems" });
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toBeHidden();
    const toggle = page.getByRole("button", { name: /Filters/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await search.fill("two");
    await expect(page.getByTestId("problem-row").first()).toContainText(/Two/i);
    // An active filter is counted on the collapsed button, so a hidden filter never surprises anyone.
    await toggle.click();
    await expect(toggle).toContainText("1");
  });
});

test.describe("desktop keeps the table", () => {
  test("at 1280 px the problems list is a table with every column", async ({ page }) => {
    await signInAsLearner(page);
    await openScreen(page, { name: "problems", path: "/problems", heading: "Problems" });
    await expect(page.getByRole("columnheader", { name: "Difficulty" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
    if (process.env.PHONE_SCREENSHOTS)
      await page.screenshot({ path: "test-results/phones/problems-1280.png" });
  });
});
