import { expect, loginViaApi, test } from "../fixtures/auth.ts";
import { adminCredentials } from "../fixtures/users.ts";

test.describe("route guards", () => {
  for (const path of [
    "/problems",
    "/profile",
    "/playlists",
    "/leaderboard",
    "/contests",
    "/problem/123",
    "/contest/1/2",
  ]) {
    test(`signed out, ${path} redirects to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("hero")).toBeVisible();
    });
  }

  test("a signed-in user visiting /login, /signup or / goes to /problems", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    for (const path of ["/login", "/signup", "/"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/problems$/);
    }
  });

  test("a USER visiting /dashboard is sent to /, then on to /problems", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    await page.goto("/dashboard");
    // / itself sends signed-in users on to /problems.
    await expect(page).toHaveURL(/\/problems$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("the admin sees the Dashboard link and /dashboard renders", async ({ page }) => {
    await loginViaApi(page, adminCredentials());
    await page.goto("/problems");
    const dashboardLink = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard" });
    await expect(dashboardLink).toBeVisible();
    await dashboardLink.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByText("Manage users and monitor platform statistics")).toBeVisible();

    await page.getByRole("button", { name: "Open user menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Add Problem" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Create Contest" })).toBeVisible();
  });

  test("/playlist/{id} has no sign-in check", async ({ page }) => {
    await page.goto("/playlist/abc");
    await expect(page).toHaveURL(/\/playlist\/abc$/);
    await expect(page.getByRole("heading", { name: "Playlist", level: 1 })).toBeVisible();
  });

  test("an unknown path shows the 404 page and Go Home works", async ({ page }) => {
    await page.goto("/this/does/not/exist");
    await expect(page.getByText("Oops—page not found.")).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("hero")).toBeVisible();
  });
});
