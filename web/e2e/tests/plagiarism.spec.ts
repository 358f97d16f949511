import type { Browser, Page } from "@playwright/test";
import { expect, loginViaApi, signUpViaApi, test } from "../fixtures/auth.ts";
import { registerViaApi } from "../fixtures/contests.ts";
import { problemByTitle } from "../fixtures/practice-api.ts";
import { DESKTOP, PHONE, saveScreenshot } from "../fixtures/screenshots.ts";
import { adminCredentials, uniqueUser } from "../fixtures/users.ts";

/**
 * Issue 26's plagiarism review: two learners solve a problem in a short contest, one with a disguised copy of the
 * other's program; after the end an admin runs the check, reviews the pair side by side and disqualifies the
 * copier, who leaves the scoreboard. Learners cannot open the screen. The problem is one no other spec opens (a
 * live contest locks its discussions).
 */
const PROBLEM = "Longest Substring Without Repeating Characters";
const MAIN = `def main():
    s = sys.stdin.read().split("\\n")[0].rstrip("\\r")
    print(length_of_longest_substring(s))


main()
`;
const ORIGINAL = `import sys


def length_of_longest_substring(s):
    last = {}
    best = 0
    start = 0
    for i, ch in enumerate(s):
        prev = last.get(ch, -1)
        if prev >= start:
            start = prev + 1
        last[ch] = i
        if i - start + 1 > best:
            best = i - start + 1
    return best


${MAIN}`;
const COPY = `import sys

# sliding window, my own work
def length_of_longest_substring(text):
    seen_at = {}
    longest = 0
    left = 0
    for pos, letter in enumerate(text):
        before = seen_at.get(letter, -1)
        if before >= left:
            left = before + 1
        seen_at[letter] = pos
        if pos - left + 1 > longest:
            longest = pos - left + 1
    return longest


${MAIN}`;

async function learner(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  const { id } = await signUpViaApi(page, uniqueUser({ name }));
  return { page, id, name };
}

async function submitAccepted(page: Page, problemId: string, contestId: string, code: string) {
  const res = await page.request.post("/api/v1/execute-code/submit", {
    data: { source_code: code, language_id: 71, stdin: [], expected_outputs: [], problemId, contestId },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("an admin reviews a plagiarism pair side by side and disqualifies the copier", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await loginViaApi(page, adminCredentials());
  const problem = await problemByTitle(page.request, PROBLEM);
  const start = Date.now() + 8_000;
  const end = start + 35_000;
  const created = await page.request.post("/api/v1/contests/admin/add", {
    data: {
      title: `E2E Plagiarism ${crypto.randomUUID().slice(0, 8)}`,
      description: "One problem, one copy.",
      difficulty: "EASY",
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      problemIds: [problem.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { contest: { id: string } }).contest.id;
  const suffix = crypto.randomUUID().slice(0, 6);
  const alice = await learner(browser, `Alice ${suffix}`);
  const bob = await learner(browser, `Bob ${suffix}`);
  for (const u of [alice, bob]) await registerViaApi(u.page.request, contestId);

  await page.waitForTimeout(Math.max(0, start - Date.now() + 1_000));
  await submitAccepted(alice.page, problem.id, contestId, ORIGINAL);
  await submitAccepted(bob.page, problem.id, contestId, COPY);
  await expect
    .poll(
      async () => {
        const board = await (await page.request.get(`/api/v1/contests/${contestId}/scoreboard`)).json();
        return (board.rows as { solved: number }[]).filter((r) => r.solved === 1).length;
      },
      { timeout: 60_000 },
    )
    .toBe(2);

  // Learners never see the screen: the admin layout sends them away.
  await alice.page.goto(`/contest-plagiarism/${contestId}`);
  await expect(alice.page).not.toHaveURL(/contest-plagiarism/);
  expect((await alice.page.request.get(`/api/v1/contests/${contestId}/plagiarism`)).status()).toBe(403);

  await page.waitForTimeout(Math.max(0, end - Date.now() + 1_000));
  await page.setViewportSize(DESKTOP);
  await page.goto(`/contest/${contestId}`);
  await page.getByRole("link", { name: "Plagiarism report" }).click();
  await expect(page.getByRole("heading", { name: "Plagiarism report" })).toBeVisible();
  await page.getByRole("button", { name: "Run check" }).click();
  await expect(page.getByTestId("report-status")).toContainText("Done", { timeout: 60_000 });
  const review = page
    .getByRole("link", { name: `Review ${alice.name} and ${bob.name}` })
    .or(page.getByRole("link", { name: `Review ${bob.name} and ${alice.name}` }));
  await expect(review).toBeVisible();
  await expect(page.getByRole("row").filter({ has: review })).toContainText("%");
  // Keyboard: the review link opens the pair.
  await review.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /% similar/ })).toBeVisible();
  const bobSide = page.getByRole("region", { name: `${bob.name}'s program` });
  const aliceSide = page.getByRole("region", { name: `${alice.name}'s program` });
  await expect(bobSide).toContainText("seen_at");
  await expect(aliceSide).toContainText("last.get(ch, -1)");
  // Matched lines say so in text (the ≡ marker, "matched" for screen readers), not only by tint.
  await expect(bobSide.locator("[data-matched]").first()).toContainText("matched");
  expect(await aliceSide.locator("[data-matched]").count()).toBeGreaterThan(3);
  const sideBySide = await Promise.all([aliceSide.boundingBox(), bobSide.boundingBox()]);
  expect(Math.abs((sideBySide[0]?.y ?? 0) - (sideBySide[1]?.y ?? 1))).toBeLessThan(2);
  await saveScreenshot(page, "plagiarism-pair", DESKTOP);
  await page.screenshot({ path: "test-results/plagiarism-pair.png" });

  await page.setViewportSize(PHONE);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, "plagiarism-pair-phone", PHONE);
  await page.screenshot({ path: "test-results/plagiarism-pair-phone.png", fullPage: true });
  await page.setViewportSize(DESKTOP);

  await page.getByRole("button", { name: `Disqualify ${bob.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Disqualify ${bob.name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Disqualify", exact: true }).click();
  await expect(page.getByText("User disqualified")).toBeVisible();
  await expect(bobSide.getByText("Disqualified", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ has: review })).toContainText(`${bob.name} (disqualified)`);

  const board = await (await page.request.get(`/api/v1/contests/${contestId}/scoreboard`)).json();
  expect(board.total).toBe(1);
  expect(JSON.stringify(board.rows)).not.toContain(bob.name);
  await page.screenshot({ path: "test-results/plagiarism-disqualified.png" });
});
