import { expect, test } from "../fixtures/auth.ts";

const TOPICS = [
  ["Arrays & Strings", "Beginner", "45", "85%"],
  ["Stacks & Queues", "Beginner", "32", "78%"],
  ["Trees & Graphs", "Intermediate", "58", "65%"],
  ["Dynamic Programming", "Advanced", "41", "45%"],
  ["Backtracking", "Intermediate", "28", "58%"],
  ["Greedy Algorithms", "Intermediate", "35", "72%"],
  ["Hashing & Maps", "Beginner", "29", "81%"],
  ["Sorting & Searching", "Intermediate", "38", "69%"],
] as const;

test.describe("landing page", () => {
  test("shows every section with its content", async ({ page }) => {
    await page.goto("/");
    for (const id of ["hero", "features", "topics", "cta", "footer"]) {
      await expect(page.getByTestId(id)).toBeVisible();
    }

    const hero = page.getByTestId("hero");
    await expect(hero.getByRole("heading", { level: 1 })).toContainText("Built to practise.");
    await expect(page.getByTestId("particle-field")).toHaveAttribute("data-particle-count", "100");
    await expect(page.getByTestId("hero-editor")).toContainText("twoSum");
    await expect(page.getByTestId("hero-editor")).toContainText("Runtime");
    await expect(page.getByTestId("hero-editor")).toContainText("Memory");
    await expect(page.getByTestId("solved-badge")).toHaveText("Solved");
    for (const text of ["10,000+", "500+", "95%"])
      await expect(page.getByTestId("stats")).toContainText(text);

    await expect(page.getByTestId("feature-card")).toHaveCount(8);

    const cards = page.getByTestId("topic-card");
    await expect(cards).toHaveCount(8);
    for (const [index, [title, difficulty, count, completion]] of TOPICS.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(title);
      await expect(card).toContainText(difficulty);
      await expect(card).toContainText(`${count} problems`);
      await expect(card).toContainText(completion);
    }
  });

  test("its buttons lead to sign-up, the problems list and the topics placeholder", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "Explore Problems" })).toHaveAttribute("href", "/problems");
    await expect(page.getByRole("link", { name: "Browse Problems" })).toHaveAttribute("href", "/problems");

    await page.getByRole("link", { name: "Explore All Topics" }).click();
    await expect(page).toHaveURL(/\/topics\/?$/);
    await expect(page.getByText("Coming soon")).toBeVisible();

    await page.goto("/");
    await page.getByRole("link", { name: "Start Your Journey" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  });

  test("the navigation bar changes once the page scrolls past 20 px", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByTestId("navbar");
    await expect(nav).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(nav).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav).toHaveAttribute("data-scrolled", "false");
  });
});
