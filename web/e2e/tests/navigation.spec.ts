import { expect, loginViaApi, test } from "../fixtures/auth.ts";
import { adminCredentials } from "../fixtures/users.ts";

test.describe("navigation bar", () => {
  test("desktop links for a signed-in USER", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    await page.goto("/problems");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Problems", "Playlists", "Contests", "Leaderboard"]) {
      await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await main.getByRole("link", { name: "Leaderboard" }).click();
    await expect(page.getByRole("heading", { name: "Daily Leaderboard" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("signed out, the menu toggles and lists Login and Sign Up", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Toggle menu" });
      await expect(page.getByTestId("mobile-menu")).toHaveCount(0);
      await toggle.click();
      const menu = page.getByTestId("mobile-menu");
      await expect(menu.getByRole("link")).toHaveText(["Login", "Sign Up"]);
      await toggle.click();
      await expect(menu).toHaveCount(0);
    });

    test("signed in, the menu lists the user's links and logs out", async ({ page, signedInUser }) => {
      expect(signedInUser.email).toContain("@");
      await page.goto("/problems");
      await page.getByRole("button", { name: "Toggle menu" }).click();
      const menu = page.getByTestId("mobile-menu");
      await expect(menu.getByRole("link")).toHaveText(["Problems", "Playlists", "Leaderboard", "Profile"]);
      await expect(menu.getByRole("link", { name: "Contests" })).toHaveCount(0);

      await menu.getByRole("link", { name: "Playlists" }).click();
      await expect(page).toHaveURL(/\/playlists$/);
      await expect(page.getByTestId("mobile-menu")).toHaveCount(0);

      await page.getByRole("button", { name: "Toggle menu" }).click();
      await page.getByTestId("mobile-menu").getByRole("button", { name: "Logout" }).click();
      await expect(page.getByText("Logout successful")).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });

    test("an admin's menu adds Add Problem and Dashboard", async ({ page }) => {
      await loginViaApi(page, adminCredentials());
      await page.goto("/problems");
      await page.getByRole("button", { name: "Toggle menu" }).click();
      await expect(page.getByTestId("mobile-menu").getByRole("link")).toHaveText([
        "Problems",
        "Playlists",
        "Leaderboard",
        "Profile",
        "Add Problem",
        "Dashboard",
      ]);
    });
  });
});
