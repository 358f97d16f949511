import { expect, loginViaApi, test } from "../fixtures/auth.ts";
import { adminCredentials } from "../fixtures/users.ts";

test.describe("queue board (/admin/queues)", () => {
  test("renders for the admin from this origin alone, without a script or policy error", async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith(baseURL!) && !req.url().startsWith("data:")) foreign.push(req.url());
    });
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));

    await loginViaApi(page, adminCredentials());
    await page.goto("/admin/queues");
    // The board lists both queues once its scripts have run and its API answered.
    await expect(page.getByText("judge", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("contest", { exact: true }).first()).toBeVisible();
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a signed-in user gets 403 and a visitor 401", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    expect((await page.request.get("/admin/queues")).status()).toBe(403);
    await page.context().clearCookies();
    expect((await page.request.get("/admin/queues")).status()).toBe(401);
  });
});
