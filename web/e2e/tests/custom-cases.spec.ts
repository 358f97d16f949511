import { expect, test } from "../fixtures/auth.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";
import { openTwoSum } from "../fixtures/problem-page.ts";

// Issue 23, item 3: the Testcase panel's custom cases are kept per user × problem, like the code drafts.

test.describe("custom test cases", () => {
  test("a case added on the problem page is there after a reload, and not on another problem", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    await openTwoSum(page);
    const cases = page.getByTestId("test-cases").getByTestId("custom-case");
    const before = await cases.count();
    await page.getByRole("button", { name: "+ Add case" }).click();
    const added = before + 1;
    await page.getByLabel(`Case ${added} input`).fill("3\n3 2 4\n6\n");
    await page.getByLabel(`Case ${added} expected output`).fill("1 2");

    await page.reload();
    await expect(cases).toHaveCount(added, { timeout: 15_000 });
    await expect(page.getByLabel(`Case ${added} input`)).toHaveValue("3\n3 2 4\n6\n");
    await expect(page.getByLabel(`Case ${added} expected output`)).toHaveValue("1 2");

    const other = await problemByTitle(page.request, "Fizz Buzz");
    await page.goto(`/problem/${other.id}`);
    await expect(page.getByTestId("test-cases")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("test-cases")).not.toContainText("3 2 4");
    await expect(page.getByLabel("Case 1 input")).not.toHaveValue("3\n3 2 4\n6\n");
  });
});
