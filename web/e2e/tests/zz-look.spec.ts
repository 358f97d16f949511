import { test } from "@playwright/test";
test("look", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("topic-card").first().waitFor();
  await page.screenshot({ path: "/tmp/landing-look/full.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/topics");
  await page.getByTestId("topic-item").first().waitFor();
  await page.screenshot({ path: "/tmp/landing-look/topics-390.png", fullPage: true });
  await page.goto("/topics/Dynamic%20Programming");
  await page.getByTestId("topic-problem").first().waitFor();
  await page.screenshot({ path: "/tmp/landing-look/dp-390.png", fullPage: true });
  await page.goto("/privacy");
  await page.screenshot({ path: "/tmp/landing-look/privacy-390.png", fullPage: true });
  await page.goto("/");
  await page.getByTestId("topic-card").first().waitFor();
  await page.screenshot({ path: "/tmp/landing-look/landing-390.png" });
});
