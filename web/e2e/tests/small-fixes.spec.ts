import { openScreen, signInAsLearner } from "../fixtures/app-routes.ts";
import { expect, test } from "../fixtures/auth.ts";
import { createPlaylistViaApi, problemByTitle } from "../fixtures/practice-api.ts";

test("leaderboard: ties share a rank (1, 2, 2, 4, 4) and one solve reads singular", async ({
  page,
  signedInUser,
}) => {
  expect(signedInUser.email).toContain("@");
  const leaderboard = [
    { userId: "u1", userName: "Ada One", solvedCount: 5 },
    { userId: "u2", userName: "Bo Two", solvedCount: 3 },
    { userId: "u3", userName: "Cy Three", solvedCount: 3 },
    { userId: "u4", userName: "Di Four", solvedCount: 1 },
    { userId: "u5", userName: "Ed Five", solvedCount: 1 },
  ];
  await page.route("**/api/v1/leaderboard/today", (route) => route.fulfill({ json: { leaderboard } }));
  await openScreen(page, { name: "leaderboard", path: "/leaderboard", heading: "Daily Leaderboard" });

  const rankOf = (name: string) =>
    page.locator("li").filter({ has: page.getByTestId("leaderboard-name").getByText(name, { exact: true }) });
  await expect(rankOf("Ada One").getByTestId("leaderboard-rank")).toHaveText("1");
  await expect(rankOf("Bo Two").getByTestId("leaderboard-rank")).toHaveText("2");
  await expect(rankOf("Cy Three").getByTestId("leaderboard-rank")).toHaveText("2");
  await expect(rankOf("Di Four").getByTestId("leaderboard-rank")).toHaveText("4");
  await expect(rankOf("Ed Five").getByTestId("leaderboard-rank")).toHaveText("4");
  await expect(rankOf("Di Four").getByTestId("solved-count")).toHaveText("1 problem today");
  await expect(rankOf("Bo Two").getByTestId("solved-count")).toHaveText("3 problems today");
  await expect(page.getByRole("heading", { name: "Rankings 4–5" })).toBeVisible();
});

test("problems pagination: page numbers in the URL, Back returns to the previous page", async ({ page }) => {
  await signInAsLearner(page);
  await openScreen(page, { name: "problems", path: "/problems", heading: "Problems" });
  const pager = page.getByRole("navigation", { name: "Problems pages" });
  const firstTitle = async () =>
    (await page.getByTestId("problem-row").first().getByRole("link").first().textContent()) ?? "";
  const page1 = await firstTitle();

  await pager.getByRole("button", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const page2 = await firstTitle();
  expect(page2).not.toBe(page1);

  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=3\b/);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  expect(await firstTitle()).toBe(page2);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  expect(await firstTitle()).toBe(page1);

  // A page that does not exist in the URL is corrected, not an empty list.
  await page.goto("/problems?page=999");
  await expect(page.getByTestId("problem-row").first()).toBeVisible();
  await page.goto("/problems?page=abc");
  await expect(page.getByTestId("problem-row").first()).toBeVisible();
});

test("the pager shows a window of page numbers, not every page", async ({ page, signedInUser }) => {
  expect(signedInUser.email).toContain("@");
  const problems = Array.from({ length: 100 }, (_, i) => ({
    id: `p${i + 1}`,
    title: `Problem ${i + 1}`,
    difficulty: "EASY",
    tags: [],
    companies: [],
    acceptance: 0,
    createdAt: new Date(0).toISOString(),
    solvedBy: [],
    isSolved: false,
  }));
  await page.route("**/api/v1/problems/get-all-problems", (route) => route.fulfill({ json: { problems } }));
  await page.setViewportSize({ width: 360, height: 780 });
  await openScreen(page, { name: "problems", path: "/problems?page=10", heading: "Problems" });
  const pager = page.getByRole("navigation", { name: "Problems pages" });
  const numbers = pager.getByRole("button", { name: /^Page \d+$/ });
  await expect(numbers).toHaveText(["1", "9", "10", "11", "20"]);
  await expect(pager.getByRole("button", { name: "Page 10" })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("adding a problem that is already in the playlist says so", async ({ page }) => {
  await signInAsLearner(page);
  const name = `Dupes ${crypto.randomUUID().slice(0, 6)}`;
  const { id } = await createPlaylistViaApi(page.request, { name, isPublic: false });
  const twoSum = await problemByTitle(page.request, "Two Sum");

  // The API: the first add succeeds, the second is a 409 that names the reason.
  const first = await page.request.post(`/api/v1/playlist/${id}/add-problem`, {
    data: { problemIds: [twoSum.id] },
  });
  expect(first.status()).toBe(200);
  const again = await page.request.post(`/api/v1/playlist/${id}/add-problem`, {
    data: { problemIds: [twoSum.id] },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ error: "Two Sum is already in this playlist", code: "CONFLICT" });

  // The page: the modal marks the playlist and says so before anyone presses Add.
  await openScreen(page, { name: "problems", path: "/problems?search=Two+Sum", heading: "Problems" });
  await page.getByRole("button", { name: "Save Two Sum to a playlist" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to Playlist" });
  await dialog.getByLabel("Select Playlist").selectOption({ label: `${name} (already added)` });
  await expect(dialog.getByText("Two Sum is already in this playlist")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add to Playlist" })).toBeDisabled();
});
