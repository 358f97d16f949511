import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, loginViaApi, test } from "../fixtures/auth.ts";
import { importFixturePackages, removeFixturePackages } from "../fixtures/imported-packages.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { PHONE } from "../fixtures/screenshots.ts";
import { adminCredentials } from "../fixtures/users.ts";

// Issue 25 item 3, on the problem page: packages imported by the worker's importer show their statement's image
// (stored and served by us), their credit from problem.yaml under the statement, and an interactive package's
// sample exchanges. Imported problems are hidden until published, so the seeded admin reads them. This spec's
// imports are its own and removed afterwards.

const PACKAGES = ["codejam/closest_pick", "problemtools/oddecho", "problemtools/guess"];
let ids: Record<string, string>;
const SHOTS = fileURLToPath(new URL("../../test-results/imported-statement/", import.meta.url));

test.beforeAll(() => {
  ids = importFixturePackages(PACKAGES);
  mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(() => removeFixturePackages(PACKAGES));

test.beforeEach(async ({ page }) => {
  await loginViaApi(page, adminCredentials());
});

const credits = (page: import("@playwright/test").Page) => page.getByTestId("problem-attribution");

test("a Code Jam statement shows its picture, loaded from our API, and its credit with the licence", async ({
  page,
}) => {
  await page.goto(`/problem/${ids["codejam/closest_pick"]}`);
  const image = page.getByTestId("problem-description").getByTestId("statement-image");
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("alt", /Two piles of tickets/);
  await expect(image).toHaveAttribute(
    "src",
    new RegExp(
      `^/api/v1/problems/${ids["codejam/closest_pick"]}/assets/closest_pick\\.png\\?v=[0-9a-f]{16}$`,
    ),
  );
  // Loaded, not a broken picture: the browser decoded it.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(credits(page)).toContainText("Source:Code Jam 2021 - Round 1C");
  await expect(credits(page)).toContainText("Author:Google");
  await expect(credits(page).getByRole("link", { name: "Apache-2.0" })).toHaveAttribute(
    "href",
    "https://www.apache.org/licenses/LICENSE-2.0",
  );
  // The credit is data, shown once, not also pasted into the statement.
  await expect(page.getByTestId("problem-description").getByText("Apache", { exact: false })).toHaveCount(1);
  await image.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}closest-pick.png`, fullPage: false });
});

test("a problemtools package shows its licence and author under the statement, also on a 390 px phone", async ({
  page,
}) => {
  await page.goto(`/problem/${ids["problemtools/oddecho"]}`);
  await expect(credits(page)).toContainText("Source:Principles of Algorithmic Problem Solving");
  await expect(credits(page)).toContainText("Author:Johan Sannemo");
  await expect(credits(page).getByRole("link", { name: "CC BY-SA 4.0" })).toHaveAttribute(
    "href",
    "https://creativecommons.org/licenses/by-sa/4.0/",
  );
  await page.setViewportSize(PHONE);
  await page.goto(`/problem/${ids["problemtools/oddecho"]}`);
  await credits(page).scrollIntoViewIfNeeded();
  await expect(credits(page)).toBeInViewport();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}oddecho-phone.png` });
});

test("an interactive package's sample transcripts are its examples: who said what, line by line", async ({
  page,
}) => {
  await page.goto(`/problem/${ids["problemtools/guess"]}`);
  const samples = page.getByTestId("sample-interactions");
  await expect(samples.getByTestId("interaction")).toHaveCount(2);
  const first = samples.getByTestId("interaction").first();
  await expect(first.getByText("Sample interaction 1")).toBeVisible();
  const lines = first.getByTestId("interaction-line");
  await expect(lines).toHaveCount(8);
  await expect(lines.nth(0)).toHaveAttribute("data-from", "program");
  await expect(lines.nth(0)).toContainText("792");
  await expect(lines.nth(1)).toHaveAttribute("data-from", "judge");
  await expect(lines.nth(1)).toContainText("higher");
  await expect(lines.nth(7)).toContainText("correct");
  await expect(credits(page)).toContainText("CC BY-SA 4.0");
  // A package's constraints are in its statement: no empty Constraints section.
  await expect(page.getByRole("heading", { name: "Constraints" })).toHaveCount(0);
  await samples.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}guess.png` });
});
