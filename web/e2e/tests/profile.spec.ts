import { expect, test } from "../fixtures/auth.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";
import { saveScreenshot } from "../fixtures/screenshots.ts";
import { TWO_SUM, TWO_SUM_WRONG_JS } from "../fixtures/solutions.ts";
import { uniqueUser } from "../fixtures/users.ts";

const JAVASCRIPT_ID = 63;

test.describe("profile", () => {
  test("a new user: identity, zero counters, an empty year and the empty states", async ({ page }) => {
    const user = uniqueUser({ name: "Grace Brewster Hopper" });
    const response = await page.request.post("/api/v1/auth/register", { data: user });
    expect(response.status()).toBe(201);
    await page.goto("/profile");

    await expect(page.getByTestId("profile-avatar")).toHaveText("GH");
    await expect(page.getByTestId("profile-name")).toHaveText(user.name);
    await expect(page.getByTestId("profile-email")).toHaveText(user.email);
    await expect(page.getByText("Free plan")).toBeVisible();
    await expect(page.getByTestId("profile-streak")).toHaveText("0 days");
    await expect(page.getByTestId("stat-problems-solved")).toHaveText("0");
    await expect(page.getByTestId("stat-submissions")).toHaveText("0");
    await expect(page.getByTestId("stat-current-streak")).toHaveText("0");

    // Every day of the current (UTC) year has a cell, none solved.
    const year = new Date().getUTCFullYear();
    const days = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
    const heatmap = page.getByTestId("activity-heatmap");
    await expect(heatmap.locator("[data-date]")).toHaveCount(days);
    await expect(heatmap.locator('[data-solved="true"]')).toHaveCount(0);
    await expect(heatmap.locator(`[data-date="${year}-01-01"]`)).toHaveCount(1);
    await expect(heatmap.getByText("Mon")).toBeVisible();

    await expect(page.getByRole("link", { name: "Go to playlists" })).toHaveAttribute("href", "/playlists");
    await expect(page.getByText("No submissions found")).toBeVisible();
    await expect(page.getByText("No problems solved yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Problems" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Solve more problems" })).toHaveAttribute(
      "href",
      "/problems",
    );
  });

  test("after an accepted and a wrong submission: counters, filters, rows and solved problems", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    expect(signedInUser.email).toContain("@");
    const { id: problemId } = await problemByTitle(page.request, "Two Sum");
    for (const source of [TWO_SUM_WRONG_JS, TWO_SUM.JAVASCRIPT]) {
      const submit = await page.request.post("/api/v1/execute-code/submit", {
        data: { source_code: source, language_id: JAVASCRIPT_ID, stdin: [], expected_outputs: [], problemId },
        timeout: 90_000,
      });
      // 200 with the verdict, or 202 when the judge is slow: then wait for it (one judging at a time per user).
      expect([200, 202], await submit.text()).toContain(submit.status());
      const { submission } = (await submit.json()) as { submission: { id: string } };
      await expect
        .poll(
          async () => {
            const current = await page.request.get(`/api/v1/submission/${submission.id}`);
            return ((await current.json()) as { submission: { status: string } }).submission.status;
          },
          { timeout: 60_000 },
        )
        .toMatch(/^(Accepted|Wrong Answer)$/);
    }

    await page.goto("/profile");
    await expect(page.getByTestId("stat-problems-solved")).toHaveText("1");
    await expect(page.getByTestId("stat-submissions")).toHaveText("2");
    await expect(page.getByTestId("stat-current-streak")).toHaveText("1");
    await expect(page.getByTestId("profile-streak")).toHaveText("1 day");
    const today = new Date().toISOString().slice(0, 10);
    await expect(page.locator(`[data-date="${today}"]`)).toHaveAttribute("data-solved", "true");

    const panel = page.getByTestId("my-submissions");
    const rows = panel.getByTestId("submission-row");
    await expect(rows).toHaveCount(2);
    const status = panel.getByLabel("Status");
    await status.selectOption({ label: "Accepted" });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByTestId("status-badge")).toHaveText("Accepted");
    await rows.getByRole("button").click();
    await expect(rows).toContainText("Source code");
    await expect(rows).toContainText("seen.set(nums[j], j)");
    await expect(rows).toContainText("Memory");
    await status.selectOption({ label: "Wrong Answer" });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByTestId("status-badge")).toHaveText("Wrong Answer");
    await status.selectOption({ label: "Time Limit Exceeded" });
    await expect(panel.getByText("No submissions found")).toBeVisible();
    await status.selectOption({ label: "All Submissions" });

    const solved = page.getByTestId("problems-solved");
    await expect(solved.getByTestId("solved-problem-row")).toHaveCount(1);
    await expect(solved.getByTestId("solved-problem-row")).toContainText("Two Sum");
    await expect(solved.getByTestId("solved-total")).toHaveText("1");
    await expect(solved.getByTestId("solved-easy")).toHaveText("1");
    await expect(solved.getByTestId("solved-medium")).toHaveText("0");
    await expect(solved.getByRole("link", { name: "View" })).toHaveAttribute("href", `/problem/${problemId}`);
    await saveScreenshot(page, "profile");
  });

  test("a failing streak request shows the spec's toast", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    await page.route("**/api/v1/streak", (route) =>
      route.fulfill({ status: 400, json: { error: "nope", code: "VALIDATION" } }),
    );
    await page.goto("/profile");
    await expect(page.getByText("Error getting streak details")).toBeVisible();
  });
});
