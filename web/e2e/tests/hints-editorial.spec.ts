import { expect, test } from "../fixtures/auth.ts";
import { tabTo } from "../fixtures/keyboard.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { TWO_SUM_WRONG_JS } from "../fixtures/solutions.ts";

/**
 * Issue 27, hints and editorials that teach, on a 390 px phone: a learner opens Two Sum's hints one at a time by
 * keyboard, sees on a later submission how many they had opened, and meets the editorial's confirm before solving
 * (cancelled twice, by Escape and by Cancel, then opened). The user is new, so Two Sum is unsolved and nothing is open.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("hints one at a time by keyboard, shown on a later submission; the editorial behind a confirm", async ({
  page,
  signedInUser,
}) => {
  test.setTimeout(90_000);
  expect(signedInUser.email).toContain("@");
  const { id } = await problemByTitle(page.request, "Two Sum");
  await page.goto(`/problem/${id}`);
  await expect(page.getByRole("heading", { name: "Two Sum", level: 1 })).toBeVisible();

  // The problem's tabs by keyboard: focus the open one, arrow across to Hints.
  // (The phone's own "Problem sections" strip has a Description tab too.)
  await page
    .getByRole("tablist", { name: "Problem", exact: true })
    .getByRole("tab", { name: "Description" })
    .focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Hints" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Hints" });
  await expect(panel).toContainText("There are 3 hints.");
  await expect(panel.getByTestId("hint")).toHaveCount(0);

  const first = panel.getByRole("button", { name: "Show hint 1 of 3" });
  await tabTo(page, first);
  await page.keyboard.press("Enter");
  const hints = panel.getByTestId("hint");
  await expect(hints).toHaveCount(1);
  await expect(hints.first()).toBeFocused();
  await expect(hints.first()).toContainText("Hint 1 of 3");
  await expect(hints.first()).toContainText("which value must its partner have?");
  await expect(panel.getByText("Hint 1 of 3 shown.")).toBeAttached();
  // The next hint is not on the page until asked for.
  await expect(panel).not.toContainText("Keep a hash map");

  const second = panel.getByRole("button", { name: "Show hint 2 of 3" });
  await tabTo(page, second);
  await page.keyboard.press("Enter");
  await expect(hints).toHaveCount(2);
  await expect(hints.nth(1)).toBeFocused();
  await expect(panel.getByRole("button", { name: "Show hint 3 of 3" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/hints-editorial-390-hints.png", fullPage: true });

  // A later submission (through the API, as the Submit button sends it) carries the two hints opened before it.
  const submitted = await page.request.post("/api/v1/execute-code/submit", {
    data: { source_code: TWO_SUM_WRONG_JS, language_id: 63, problemId: id },
  });
  expect([200, 202]).toContain(submitted.status());
  // Sent behind the page's back (not by its Submit button), so the page reads its list afresh.
  await page.reload();
  await page.getByRole("tab", { name: "Submissions" }).click();
  const row = page.getByTestId("submission-row").first();
  await expect(row.getByTestId("submission-openings")).toHaveText(["Hints 1–2 opened"]);
  await page.screenshot({ path: "test-results/hints-editorial-390-submissions.png", fullPage: true });

  // The editorial before a solve: Escape cancels, Cancel cancels, Open opens; focus comes back to the button.
  await page.getByRole("tab", { name: "Editorial" }).click();
  const show = page.getByRole("button", { name: "Show editorial" });
  await tabTo(page, show);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Open the editorial?" });
  await expect(dialog).toContainText(
    "Reading the editorial before you solve the problem shows you the answer. Open it anyway?",
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/hints-editorial-390-confirm.png" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(show).toBeFocused();
  await expect(page.getByTestId("editorial")).toHaveCount(0);

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog.
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("editorial")).toHaveCount(0);

  await show.click();
  await dialog.getByRole("button", { name: "Open", exact: true }).click();
  const editorial = page.getByTestId("editorial");
  await expect(editorial).toContainText("one pass with a hash map");
  await expect(editorial).toBeFocused();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/hints-editorial-390-editorial.png", fullPage: true });

  // The server kept both: a reload shows the same hints and the editorial, open.
  await page.reload();
  await page.getByRole("tab", { name: "Hints" }).click();
  await expect(page.getByRole("tabpanel", { name: "Hints" }).getByTestId("hint")).toHaveCount(2);
});
