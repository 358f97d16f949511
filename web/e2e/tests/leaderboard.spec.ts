import { expect, test } from "../fixtures/auth.ts";
import { adminApi, problemByTitle, problemDetail } from "../fixtures/practice-api.ts";
import { saveScreenshot } from "../fixtures/screenshots.ts";

// Two solves put the new user ahead of anyone with one today, so the check holds on a busy shared database.
const SOLVED = ["Two Sum", "Fizz Buzz"];
const JAVASCRIPT_ID = 63;

test("a user who solves problems today appears on the daily leaderboard", async ({
  page,
  playwright,
  baseURL,
  user,
}) => {
  test.setTimeout(120_000);
  const name = `Solver ${crypto.randomUUID().slice(0, 8)}`;
  const register = await page.request.post("/api/v1/auth/register", { data: { ...user, name } });
  expect(register.status(), await register.text()).toBe(201);

  // The correct JavaScript solutions come from the admin view of the seeded problems.
  const admin = await adminApi(playwright, baseURL);
  const solutions: { problemId: string; source: string }[] = [];
  try {
    for (const title of SOLVED) {
      const { id } = await problemByTitle(admin, title);
      const detail = await problemDetail(admin, id);
      const source = detail.referenceSolutions?.JAVASCRIPT;
      expect(source, `${title} has a JavaScript reference solution`).toBeTruthy();
      solutions.push({ problemId: id, source: source as string });
    }
  } finally {
    await admin.dispose();
  }

  for (const { problemId, source } of solutions) {
    const submit = await page.request.post("/api/v1/execute-code/submit", {
      data: { source_code: source, language_id: JAVASCRIPT_ID, stdin: [], expected_outputs: [], problemId },
      timeout: 90_000,
    });
    // 200 with the verdict, or 202 while the judge is still busy; the leaderboard poll below waits either way.
    expect([200, 202], await submit.text()).toContain(submit.status());
  }

  await expect
    .poll(
      async () => {
        const response = await page.request.get("/api/v1/leaderboard/today");
        const { leaderboard } = (await response.json()) as {
          leaderboard: { userName: string; solvedCount: number }[];
        };
        return leaderboard.find((entry) => entry.userName === name)?.solvedCount ?? 0;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(SOLVED.length);

  await page.goto("/leaderboard");
  await expect(page.getByRole("heading", { name: "Daily Leaderboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Top performers based on problems solved today")).toBeVisible();
  await expect(page.getByTestId("podium")).toBeVisible();
  await expect(page.getByTestId("podium-rank-1").getByText("Champion")).toBeVisible();

  const entry = page
    .locator("li")
    .filter({ has: page.getByTestId("leaderboard-name").getByText(name, { exact: true }) });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId("solved-count")).toHaveText(`${SOLVED.length} problems today`);
  await saveScreenshot(page, "leaderboard");
});

test("the leaderboard shows ten skeleton rows while it loads", async ({ page, signedInUser }) => {
  expect(signedInUser.email).toContain("@");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v1/leaderboard/today", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/leaderboard");
  await expect(page.getByTestId("leaderboard-skeleton").locator("li")).toHaveCount(10);
  release();
  await expect(page.getByTestId("leaderboard-skeleton")).toBeHidden();
});
