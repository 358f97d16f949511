import { expect, loginViaApi, signUpViaApi, test } from "../fixtures/auth.ts";
import { tabTo } from "../fixtures/keyboard.ts";
import { saveScreenshot } from "../fixtures/screenshots.ts";
import { adminCredentials } from "../fixtures/users.ts";

test.describe("route guards", () => {
  // Signed out, a protected page sends the visitor to sign-in, which says why (docs/spec-deviations.md: the spec
  // sends them to /) and returns there afterwards.
  for (const [path, note] of [
    ["/problems", "Sign in to see the problems."],
    ["/profile", "Sign in to see your profile."],
    ["/playlists", "Sign in to see your playlists."],
    ["/leaderboard", "Sign in to see the leaderboard."],
    ["/contests", "Sign in to see the contests."],
    ["/problem/123", "Sign in to open this problem."],
    ["/contest/1/2", "Sign in to open this contest."],
    ["/dashboard", "Sign in to continue to that page."],
  ] as const) {
    test(`signed out, ${path} goes to sign-in with a note`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByTestId("auth-notice")).toHaveText(note);
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    });
  }

  test("signed out, Explore Problems leads to sign-in and back to /problems", async ({ page, user }) => {
    await signUpViaApi(page, user);
    await page.context().clearCookies();
    await page.goto("/");
    await page.getByRole("link", { name: "Explore Problems" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproblems$/);
    await expect(page.getByTestId("auth-notice")).toHaveText("Sign in to see the problems.");
    await saveScreenshot(page, "login-note");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/problems$/);
    await expect(page.getByRole("heading", { name: "Problems", level: 1 })).toBeVisible();
  });

  test("on a phone, by keyboard only: Explore Problems, sign in, back on /problems", async ({
    page,
    user,
  }) => {
    await signUpViaApi(page, user);
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await tabTo(page, page.getByRole("link", { name: "Explore Problems" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproblems$/);
    await expect(page.getByTestId("auth-notice")).toBeInViewport();
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(user.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/problems$/);
    await expect(page.getByRole("heading", { name: "Problems", level: 1 })).toBeVisible();
  });

  test("sign-up from the note's page returns to where the visitor was going", async ({ page, user }) => {
    await page.goto("/leaderboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fleaderboard$/);
    await page.getByRole("main").getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/signup\?redirect=%2Fleaderboard$/);
    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
  });

  test("a signed-out admin returns to the admin page after signing in", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    const admin = adminCredentials();
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("a redirect off the site is ignored: sign-in goes to /problems", async ({ page, user }) => {
    await signUpViaApi(page, user);
    await page.context().clearCookies();
    // The last one is the one signed in from; redirect-target.test.ts covers the rest of the refused shapes.
    for (const target of ["//evil.example/", "/\\evil.example", "https://evil.example/"]) {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
      // Dropped as if absent: no note.
      await expect(page.getByTestId("auth-notice")).toHaveCount(0);
    }
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/problems$/);
  });

  test("signed in, /login?redirect= goes straight to that page", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    await page.goto(`/login?redirect=${encodeURIComponent("/leaderboard")}`);
    await expect(page).toHaveURL(/\/leaderboard$/);
  });

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
