import { expect, type Page, type Route, test } from "@playwright/test";
import {
  adminScreens,
  learnerScreens,
  openScreen,
  signInAsAdmin,
  signInAsLearner,
} from "../fixtures/app-routes.ts";

/** Every toast react-hot-toast shows is a `status` region; error toasts carry the error icon's colours. */
function errorToasts(page: Page) {
  return page.locator('[role="status"][aria-live]').filter({ hasNotText: "Logout successful" });
}

async function logOutFromMenu(page: Page) {
  await page.getByRole("button", { name: /user menu/i }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}

/**
 * Logs out while the screen's reads are in flight, in the order that showed "Error in getting problems"
 * beside "Logout successful": the reads reach the server just after the session ended (401) and their
 * answers arrive before the client has heard that logging out succeeded.
 */
async function logOutWhileReadsInFlight(page: Page) {
  const held: Route[] = [];
  let releasing = false;
  await page.route("**/api/v1/**", async (route) => {
    const request = route.request();
    if (!releasing && request.method() === "GET" && !request.url().includes("/auth/check")) {
      held.push(route);
      return;
    }
    await route.continue().catch(() => {});
  });
  await page.route("**/api/v1/auth/logout", async (route) => {
    const answer = await route.fetch();
    releasing = true;
    await Promise.all(held.splice(0).map((r) => r.continue().catch(() => {})));
    // Let the 401s land in the page first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({ response: answer });
  });
  await page.reload();
  await logOutFromMenu(page);
}

async function expectCleanLogout(page: Page, path: string) {
  await expect(page.getByText("Logout successful")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
  // Failed fetches of the signed-out user surface within a second or two (no retries on 401).
  await page.waitForTimeout(1500);
  await expect(errorToasts(page), `an error toast after logging out from ${path}`).toHaveCount(0);
}

test.describe("logout", () => {
  test("from each learner screen: no error toast", async ({ page }) => {
    test.setTimeout(90_000);
    const learner = await signInAsLearner(page);
    const screens = [
      ...learnerScreens(learner),
      { name: "problem", path: `/problem/${learner.problemId}`, heading: /./ },
    ];
    for (const screen of screens) {
      await openScreen(page, screen);
      await logOutWhileReadsInFlight(page);
      await expectCleanLogout(page, screen.path);
      await page.unrouteAll({ behavior: "ignoreErrors" });
      const login = await page.request.post("/api/v1/auth/login", {
        data: { email: learner.user.email, password: learner.user.password },
      });
      expect(login.status()).toBe(200);
    }
  });

  test("from each admin screen: no error toast", async ({ page }) => {
    test.setTimeout(60_000);
    for (const screen of adminScreens(await signInAsAdmin(page))) {
      await openScreen(page, screen);
      await logOutWhileReadsInFlight(page);
      await expectCleanLogout(page, screen.path);
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await signInAsAdmin(page);
    }
  });

  test("logging out in one tab signs out every other tab", async ({ page, context }) => {
    const learner = await signInAsLearner(page);
    const other = await context.newPage();
    await openScreen(other, learnerScreens(learner)[0]!);
    await openScreen(page, learnerScreens(learner)[2]!);

    await logOutFromMenu(page);
    await expect(page).toHaveURL(/\/$/);

    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByTestId("hero")).toBeVisible();
    await expect(other.getByRole("link", { name: "Login" }).first()).toBeVisible();
    await expect(other.getByTestId("avatar-initials")).toHaveCount(0);
    await expect(errorToasts(other)).toHaveCount(0);
  });
});
