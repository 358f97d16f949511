import { expect, test } from "../fixtures/auth.ts";
import { CLIPBOARD, setEditorCode } from "../fixtures/editor.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";
import { openTwoSum } from "../fixtures/problem-page.ts";
import { TWO_SUM } from "../fixtures/solutions.ts";

// Issue 23, item 3: the Testcase panel's custom cases are kept per user × problem, like the code drafts, and a
// Run's Expected column says which expected outputs came from the reference solution.

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

  test.describe(() => {
    test.use({ permissions: CLIPBOARD });

    test("a case run without an expected output says its Expected came from the reference solution; a sample test's does not", async ({
      page,
      signedInUser,
    }) => {
      test.setTimeout(120_000);
      expect(signedInUser.email).toContain("@");
      await openTwoSum(page);
      await page.getByLabel("Language").selectOption("JAVASCRIPT");
      await setEditorCode(page, TWO_SUM.JAVASCRIPT);
      const cases = page.getByTestId("test-cases").getByTestId("custom-case");
      const added = (await cases.count()) + 1;
      await page.getByRole("button", { name: "+ Add case" }).click();
      await page.getByLabel(`Case ${added} input`).fill("3\n3 2 4\n6\n");
      await page.getByRole("button", { name: "Run Code" }).click();
      await expect(page.getByTestId("result-panel")).toContainText("Run result", { timeout: 60_000 });

      const rows = page.getByTestId("test-result");
      const custom = rows.nth(added - 1);
      const expected = custom.getByRole("group", { name: "Expected from the reference solution" });
      await expect(expected).toBeVisible();
      await expect(expected.getByTestId("io-expected")).toHaveText("1 2");
      const sample = rows.first();
      await expect(sample.getByRole("group", { name: "Expected", exact: true })).toBeVisible();
      await expect(sample.getByTestId("expected-from-reference")).toHaveCount(0);

      if (process.env.WEBFIX_SHOTS === "1") {
        for (const [width, height] of [
          [1440, 900],
          [390, 844],
        ] as const) {
          await page.setViewportSize({ width, height });
          await custom.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `/tmp/webfix-expected-${width}.png` });
        }
      }
    });
  });
});
