import type { Browser } from "@playwright/test";
import { expect, loginViaApi, signUpViaApi, test } from "../fixtures/auth.ts";
import { adminApi } from "../fixtures/practice-api.ts";
import { PHONE, saveScreenshot } from "../fixtures/screenshots.ts";
import { createSumProblem } from "../fixtures/sum-problem.ts";
import { adminCredentials, uniqueUser } from "../fixtures/users.ts";

// Issue 27, "Challenge a test": a learner's input breaks a 32-bit solution that the weak tests accepted; an admin
// approves it; the owner of that solution is told (toast, badge) and their submission reads "Failed a later test".

/** Kattis convention: exit 42 valid, 43 invalid with the reason on stdout. */
const VALIDATOR = [
  "import sys",
  "parts = sys.stdin.read().split()",
  "if len(parts) != 2 or not all(p.lstrip('-').isdigit() for p in parts):",
  "    print('expected two integers')",
  "    sys.exit(43)",
  "if any(abs(int(p)) > 10**18 for p in parts):",
  "    print('each integer must be at most 10^18 in absolute value')",
  "    sys.exit(43)",
  "sys.exit(42)",
].join("\n");
/** Adds in 32 bits (`| 0`): right on the small tests, wrong past 2^31. */
const OVERFLOWING_JS =
  'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log((a + b) | 0);';

async function signedInPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

test("a challenge goes from input to admin approval to the learner's 'Failed a later test'", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await adminApi(playwright, baseURL);
  const title = `Weak sum ${crypto.randomUUID().slice(0, 6)}`;
  const problemId = await createSumProblem(api, title, [{ language: "PYTHON", source: VALIDATOR }]);

  // The learner whose 32-bit solution the weak tests accept; their page stays open to receive the notice live.
  const weak = await signedInPage(browser);
  await signUpViaApi(weak.page, uniqueUser({ name: "Wendy Weak" }));
  const submitted = await weak.page.request.post("/api/v1/execute-code/submit", {
    data: { source_code: OVERFLOWING_JS, language_id: 63, stdin: [], expected_outputs: [], problemId },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  expect(((await submitted.json()) as { submission: { status: string } }).submission.status).toBe("Accepted");
  await weak.page.goto("/problems");
  await expect(weak.page.getByRole("heading", { name: "Problems", level: 1 })).toBeVisible();

  // The challenger: the form under the statement, by keyboard-reachable labels.
  await signUpViaApi(page, uniqueUser({ name: "Charlie Challenger" }));
  await page.goto(`/problem/${problemId}`);
  const panel = page.getByTestId("challenge-panel");
  await expect(panel.getByRole("heading", { name: "Challenge the tests" })).toBeVisible();
  await panel.getByLabel("Input").fill("hello");
  await panel.getByRole("button", { name: "Send challenge" }).click();
  await expect(panel.getByTestId("challenge-status")).toHaveAttribute("data-status", "INVALID", {
    timeout: 60_000,
  });
  await expect(panel).toContainText("Invalid input: expected two integers");

  await panel.getByLabel("Input").fill("3000000000 4000000000");
  await expect(panel.getByLabel("Which accepted solution should it break?")).toHaveValue("");
  await panel.getByRole("button", { name: "Send challenge" }).click();
  await expect(panel.getByTestId("challenge-status")).toHaveAttribute("data-status", "PENDING_REVIEW", {
    timeout: 90_000,
  });
  await expect(panel).toContainText("Waiting for review");
  await expect(panel).toContainText("JavaScript 1");
  await expect(panel).not.toContainText("7000000000"); // the reference's answer is never shown to a learner
  await panel.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "challenge-pending");

  // The admin's review queue, with the evidence.
  const admin = await signedInPage(browser);
  await loginViaApi(admin.page, adminCredentials());
  await admin.page.goto("/review-challenges");
  await expect(admin.page.getByRole("heading", { name: "Challenges to review", level: 1 })).toBeVisible();
  const row = admin.page.getByRole("listitem", { name: `Challenge of ${title} by Charlie Challenger` });
  await expect(row.getByTestId("review-evidence")).toHaveText(
    "1 of 1 accepted solutions fail (JavaScript 1)",
  );
  await expect(row).toContainText("7000000000");
  await saveScreenshot(admin.page, "challenge-review");
  await row.getByRole("button", { name: "Approve and add as hidden test" }).click();
  await expect(row).toHaveCount(0, { timeout: 15_000 });

  // The owner of the broken solution: a toast and a badge, live, then the mark in their submissions.
  await expect(weak.page.getByText(/One of your accepted submissions failed a later test/)).toBeVisible({
    timeout: 90_000,
  });
  const badge = weak.page.getByRole("button", { name: "1 accepted submission failed a later test" });
  await expect(badge).toBeVisible();
  await weak.page.goto(`/problem/${problemId}`);
  await weak.page.getByRole("tab", { name: "Submissions" }).click();
  const mark = weak.page.getByTestId("later-failure");
  await expect(mark).toHaveText(/Failed a later test/);
  await expect(weak.page.getByTestId("status-badge").first()).toHaveText("Accepted"); // history is not rewritten
  await saveScreenshot(weak.page, "challenge-later-failure");
  await weak.page.setViewportSize(PHONE);
  await saveScreenshot(weak.page, "challenge-later-failure-phone", PHONE);
  // By keyboard: the badge opens its list, and "Mark as seen" clears it.
  await badge.focus();
  await weak.page.keyboard.press("Enter");
  await expect(weak.page.getByRole("link", { name: title })).toBeVisible();
  await weak.page.getByRole("button", { name: "Mark as seen" }).click();
  await expect(badge).toHaveCount(0);

  // The challenger's credit on their profile.
  await page.goto("/profile");
  await page.reload();
  await expect(page.getByTestId("profile-challenges")).toHaveText("1");

  await Promise.all([weak.context.close(), admin.context.close()]);
  expect((await api.delete(`/api/v1/problems/delete-problem/${problemId}`)).status()).toBe(200);
  await api.dispose();
});
