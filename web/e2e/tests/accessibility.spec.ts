import AxeBuilder from "@axe-core/playwright";
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
import { openTwoSum } from "../fixtures/problem-page.ts";

/** The impacts this suite refuses; moderate and minor ones are reported by axe but not failed on. */
const BLOCKING = new Set(["serious", "critical"]);

async function expectNoSeriousViolations(page: Page, screen: AppScreen) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const blocking = results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`),
    }));
  // Soft, so one run lists every page's findings rather than stopping at the first.
  expect.soft(blocking, `axe on ${screen.path}`).toEqual([]);
}

async function checkScreens(page: Page, screens: AppScreen[]) {
  for (const screen of screens) {
    await openScreen(page, screen);
    await expectNoSeriousViolations(page, screen);
  }
}

test.describe("axe: no serious or critical violation on any page", () => {
  test("signed out: landing, login, sign-up, 404", async ({ page }) => {
    await checkScreens(page, SIGNED_OUT_SCREENS);
  });

  test("signed-out mobile menu and a phone-sized landing page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, SIGNED_OUT_SCREENS[0]!);
    await page.getByRole("button", { name: "Toggle menu" }).click();
    await expectNoSeriousViolations(page, SIGNED_OUT_SCREENS[0]!);
  });

  test("a learner's pages", async ({ page }) => {
    test.setTimeout(60_000);
    const learner = await signInAsLearner(page);
    await checkScreens(page, learnerScreens(learner));
    // The open user menu is part of every signed-in page.
    await page.getByRole("button", { name: /user menu/i }).click();
    await expectNoSeriousViolations(page, { name: "user-menu", path: "/contests (menu open)", heading: "" });
  });

  test("the problem page, its editor included, on a desktop and a phone", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAsLearner(page);
    const id = await openTwoSum(page);
    const screen = { name: "problem", path: `/problem/${id}`, heading: "Two Sum" };
    await expectNoSeriousViolations(page, screen);
    for (const tab of ["Submissions", "Hints"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expectNoSeriousViolations(page, { ...screen, path: `${screen.path} (${tab})` });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page, { ...screen, path: `${screen.path} (390 px)` });
  });

  test("the admin's pages", async ({ page }) => {
    test.setTimeout(90_000);
    const admin = await signInAsAdmin(page);
    await checkScreens(page, [
      { name: "problems", path: "/problems", heading: "Problems" },
      ...learnerScreens({ playlistId: "", playlistName: "", userName: "" }).filter((s) =>
        ["leaderboard", "contests", "playlists"].includes(s.name),
      ),
      ...adminScreens(admin),
    ]);
  });
});
