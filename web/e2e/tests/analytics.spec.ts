import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import {
  ANALYTICS_HISTORY,
  removeAnalyticsHistory,
  seedAnalyticsHistory,
} from "../fixtures/analytics-history.ts";
import { expect, signUpViaApi, test } from "../fixtures/auth.ts";
import { seriousViolations } from "../fixtures/axe.ts";
import { tabTo } from "../fixtures/keyboard.ts";
import { DESKTOP, PHONE } from "../fixtures/screenshots.ts";
import { uniqueUser } from "../fixtures/users.ts";

/**
 * Issue 27, "Your progress, drawn": a learner with a seeded five-week history opens the progress view from the
 * profile, sees the numbers and the charts (recharts, lazily loaded), reaches a chart's table by keyboard alone, and
 * at 390 px nothing scrolls sideways. A fresh learner sees the empty states.
 */
const SHOTS = fileURLToPath(new URL("../../test-results/analytics/", import.meta.url));

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

let seeded: string | null = null;
test.afterEach(() => {
  if (seeded) removeAnalyticsHistory(seeded);
  seeded = null;
});

test("a learner's progress view: numbers, charts, tables by keyboard, and 390 px", async ({ page }) => {
  test.setTimeout(90_000);
  const learner = await signUpViaApi(
    page,
    uniqueUser({ name: `Progress ${crypto.randomUUID().slice(0, 6)}` }),
  );
  seedAnalyticsHistory(learner.id);
  seeded = learner.id;

  // From the profile, by its link.
  await page.goto("/profile");
  await page.getByTestId("profile-analytics-link").click();
  await expect(page).toHaveURL(/\/profile\/analytics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your progress" })).toBeVisible();
  await expect(page.getByTestId("analytics-total-solved")).toHaveText(String(ANALYTICS_HISTORY.solved));
  await expect(page.getByTestId("analytics-total-submissions")).toHaveText(
    String(ANALYTICS_HISTORY.submissions),
  );
  await expect(page.getByTestId("analytics-total-rate")).toHaveText("44.4%");

  // Six charts, each a labelled figure under a heading, drawn by recharts.
  for (const name of [
    "Solved over time",
    "Solved by tag",
    "Tags over time",
    "Acceptance rate by language",
    "Attempts before Accepted",
    "Time from first try to Accepted",
  ]) {
    const section = page.getByRole("region", { name, exact: true });
    await expect(section.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(section.getByRole("img", { name: new RegExp(`^${name}:`) })).toBeVisible();
    await expect(section.locator("svg.recharts-surface").first()).toBeVisible();
  }
  await expect(page.getByRole("img", { name: /^Attempts before Accepted:/ })).toHaveAttribute(
    "aria-label",
    "Attempts before Accepted: First try 1, 2 tries 2, 3 tries 1, 4 tries 0, 5+ tries 0.",
  );
  await page.screenshot({ path: `${SHOTS}analytics-1280.png`, fullPage: true });
  expect.soft(await seriousViolations(page), "progress view, tables closed").toEqual([]);

  // Keyboard alone: Tab to the languages chart's "Show table", open it with Enter, and read the numbers.
  const languages = page.getByTestId("analytics-languages");
  const show = languages.locator("summary");
  await tabTo(page, show, 60);
  await page.keyboard.press("Enter");
  const table = languages.getByRole("table", { name: "Submissions and acceptance rate per language" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row", { name: /Python/ })).toContainText("4");
  await expect(table.getByRole("row", { name: /Python/ })).toContainText("50%");
  await expect(table.getByRole("row", { name: /Java\b/ })).toContainText("66.7%");
  await expect(table.getByRole("row", { name: /JavaScript/ })).toContainText("0%");
  // The week table: four solves over six weeks, the running total at the top (newest week first).
  await page.getByTestId("analytics-solved-over-time").locator("summary").click();
  const weeks = page.getByRole("table", { name: "Problems solved per week" });
  await expect(weeks.getByRole("row").nth(1)).toContainText(String(ANALYTICS_HISTORY.solved));
  expect.soft(await seriousViolations(page), "progress view, tables open").toEqual([]);

  // 390 px: the charts shrink, nothing scrolls sideways, tables open included.
  await page.setViewportSize(PHONE);
  // The chart's own surface (the legend's icons are recharts surfaces too).
  await expect(
    page.getByTestId("analytics-tags").locator(".recharts-wrapper > svg.recharts-surface"),
  ).toBeVisible();
  // The charts re-measure a moment after the resize (ResizeObserver): polled, a real overflow still fails.
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  for (const section of await page.locator("section[data-testid^='analytics-']").all())
    await section.locator("summary").click();
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}analytics-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
});

test("a learner with nothing solved sees the empty states", async ({ page }) => {
  await signUpViaApi(page, uniqueUser());
  await page.goto("/profile/analytics");
  await expect(page.getByTestId("analytics-total-solved")).toHaveText("0");
  await expect(page.getByTestId("analytics-solved-over-time-empty")).toHaveText("No problems solved yet.");
  await expect(page.getByTestId("analytics-languages-empty")).toHaveText("No submissions yet.");
  await page.setViewportSize(PHONE);
  // The charts re-measure a moment after the resize (ResizeObserver): polled, a real overflow still fails.
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}analytics-empty-390.png`, fullPage: true });
  expect.soft(await seriousViolations(page), "empty progress view").toEqual([]);
});
