import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/auth.ts";

type Topics = { topics: { tag: string; count: number }[] };
type Topic = { tag: string; problems: { id: string; title: string; difficulty: string }[] };

const topics = async (request: APIRequestContext) =>
  ((await (await request.get("/api/v1/stats/public")).json()) as Topics).topics;
const topic = async (request: APIRequestContext, tag: string) =>
  (await (await request.get(`/api/v1/stats/topics/${encodeURIComponent(tag)}`)).json()) as Topic;

/** Nothing on the page is wider than the viewport (a phone would scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const width of [1280, 390]) {
  test.describe(`topics at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("/topics lists every tag with its count; a tag's page lists its problems as links", async ({
      page,
    }) => {
      await page.goto("/topics");
      await expect(page.getByRole("heading", { level: 1, name: "Topics" })).toBeVisible();
      const expected = await topics(page.request);
      const items = page.getByTestId("topic-item");
      await expect(items).toHaveCount(expected.length);
      await expect(items.first()).toContainText(`${expected[0]!.tag}`);
      await expect(items.first()).toContainText(`${expected[0]!.count} problem`);
      await expect(page.getByText("Demo", { exact: true })).toHaveCount(0); // a marker, not a topic
      await expectNoSidewaysScroll(page);

      await page.getByRole("link", { name: /^Dynamic Programming/ }).click();
      await expect(page).toHaveURL("/topics/Dynamic%20Programming");
      const dp = await topic(page.request, "Dynamic Programming");
      const rows = page.getByTestId("topic-problem");
      await expect(rows).toHaveCount(dp.problems.length);
      for (const [i, p] of dp.problems.entries()) {
        await expect(rows.nth(i)).toContainText(p.title);
        await expect(rows.nth(i)).toContainText(p.difficulty);
        await expect(rows.nth(i).getByRole("link")).toHaveAttribute("href", `/problem/${p.id}`);
      }
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe("topics by keyboard", () => {
  test("a signed-in learner reaches a problem from /topics with Tab and Enter", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@"); // the fixture signed this page in
    await page.goto("/topics");
    const link = page.getByRole("link", { name: /^Hash Table/ });
    await expect(link).toBeVisible();
    // Tab forward until the Hash Table card has focus (the navbar comes first).
    for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/topics/Hash%20Table");

    const twoSum = page.getByTestId("topic-problem").getByRole("link", { name: /Two Sum/ });
    for (let i = 0; i < 40 && !(await twoSum.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(twoSum).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/problem\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Two Sum" })).toBeVisible();
  });

  test("a signed-out visitor sees topics, and a problem asks for sign-in first", async ({ page }) => {
    await page.goto("/topics/Stack");
    await expect(page.getByRole("heading", { level: 1, name: "Stack" })).toBeVisible();
    await page.getByTestId("topic-problem").first().getByRole("link").click();
    await expect(page).not.toHaveURL(/\/problem\//);
  });

  test("an unknown topic says so and leads back to all topics", async ({ page }) => {
    await page.goto("/topics/No%20such%20topic");
    await expect(page.getByText("No public problem carries this tag.")).toBeVisible();
    await page.getByRole("link", { name: "Browse all topics" }).click();
    await expect(page).toHaveURL(/\/topics\/?$/);
  });
});

test("axe: no serious or critical violation on the topics and static pages", async ({ page }) => {
  for (const path of ["/topics", "/topics/Array", "/about", "/contact", "/privacy", "/terms"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect
      .soft(
        blocking.map((v) => v.id),
        `axe on ${path}`,
      )
      .toEqual([]);
  }
});
