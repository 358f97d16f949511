import { PASSWORD_RESET_TEXTS } from "@grindstone/shared";
import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "../fixtures/auth.ts";
import { tabTo } from "../fixtures/keyboard.ts";
import { resetLinkIn, waitForMail } from "../fixtures/mail.ts";
import { saveScreenshot } from "../fixtures/screenshots.ts";
import { uniqueUser } from "../fixtures/users.ts";

const NEW_PASSWORD = "brand-new-pass";

/** Nothing on the screen is wider than the phone (no sideways scrolling). */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe("forgot password", () => {
  test("the whole journey: ask, read the real e-mail, set a new password, sign in; the link works once", async ({
    page,
    browser,
    user,
  }) => {
    await signUpViaApi(page, user);
    await page.context().clearCookies();
    // Another device stays signed in until the reset.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const login = await other.request.post("/api/v1/auth/login", {
        data: { email: user.email, password: user.password },
      });
      expect(login.status()).toBe(200);

      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole("heading", { name: "Forgot password", level: 1 })).toBeVisible();
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByTestId("reset-requested")).toHaveText(PASSWORD_RESET_TEXTS.requested);
      await saveScreenshot(page, "forgot-password");

      const mail = await waitForMail(user.email);
      expect(mail.subject).toBe("Reset your Grindstone password");
      const link = resetLinkIn(mail);
      expect(link.origin).toBe(new URL(page.url()).origin);

      await page.goto(link.href);
      await expect(page.getByRole("heading", { name: "Choose a new password", level: 1 })).toBeVisible();
      await page.getByLabel("New password").fill("12345");
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page.getByText("Password must be at least of 6 character")).toBeVisible();
      await page.getByLabel("New password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page.getByText(PASSWORD_RESET_TEXTS.done)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      // Every session of the account ended.
      expect((await other.request.get("/api/v1/auth/check")).status()).toBe(401);

      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByText("Invalid email or password")).toBeVisible();
      await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page).toHaveURL(/\/problems$/);

      // The link is spent: the page says so and offers a new one.
      await page.context().clearCookies();
      await page.goto(link.href);
      await page.getByLabel("New password").fill("another-pass");
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page.getByRole("alert")).toContainText(PASSWORD_RESET_TEXTS.invalidToken);
      await page.getByRole("link", { name: "Get a new link" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    } finally {
      await other.close();
    }
  });

  test("an unknown e-mail gets the same answer", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(uniqueUser().email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("reset-requested")).toHaveText(PASSWORD_RESET_TEXTS.requested);
  });

  test("a link without a token says it is invalid", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("alert")).toContainText(PASSWORD_RESET_TEXTS.invalidToken);
    await expect(page.getByLabel("New password")).toHaveCount(0);
  });

  test("on a phone, by keyboard only", async ({ page, user }) => {
    await signUpViaApi(page, user);
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/login");
    await tabTo(page, page.getByRole("link", { name: "Forgot password?" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/forgot-password$/);
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(user.email);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("reset-requested")).toBeInViewport();
    await expectFitsPhone(page);

    const link = resetLinkIn(await waitForMail(user.email));
    await page.goto(link.href);
    await expectFitsPhone(page);
    await tabTo(page, page.getByLabel("New password"));
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);

    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(user.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/problems$/);
  });
});
