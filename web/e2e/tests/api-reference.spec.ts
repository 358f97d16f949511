import { expect, loginViaApi, test } from "../fixtures/auth.ts";
import { adminCredentials } from "../fixtures/users.ts";

test.describe("API reference (/api-docs)", () => {
  test("an admin reaches it from the dashboard; it lists routes by module with their schemas", async ({
    page,
  }) => {
    await loginViaApi(page, adminCredentials());
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "API reference" }).click();
    await expect(page).toHaveURL(/\/api-docs$/);
    const contests = page.getByRole("region", { name: "contests" });
    const scoreboard = contests
      .getByTestId("api-operation")
      .filter({ hasText: "/contests/{id}/scoreboard" })
      .filter({ hasText: "GET" });
    await expect(scoreboard).toBeVisible();
    await scoreboard.locator("summary").click();
    // The query parameters and the response's fields, from the document.
    await expect(scoreboard.getByText("in query").first()).toBeVisible();
    await expect(scoreboard.getByText("rows", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "/api/v1/openapi.json" })).toBeVisible();
  });
});
