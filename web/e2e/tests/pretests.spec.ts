import { fileURLToPath } from "node:url";
import { SYSTEM_TEST_TEXT } from "@grindstone/shared";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, loginViaApi, signUpViaApi, test } from "../fixtures/auth.ts";
import { seriousViolations } from "../fixtures/axe.ts";
import { contestByTitle, localDateTime, registerViaApi } from "../fixtures/contests.ts";
import { CLIPBOARD, setEditorCode } from "../fixtures/editor.ts";
import { adminApi, socketConnected } from "../fixtures/practice-api.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { DESKTOP, PHONE } from "../fixtures/screenshots.ts";
import { adminCredentials, uniqueUser } from "../fixtures/users.ts";

/**
 * Issue 28 in the browser, on the real clock: a round with pretests. The admin ticks the contest's pretests box; the
 * problem's pretests (n = 1, n = 7) let a weak solution through that its hidden test (n = 1000) does not. During
 * the round both learners get "Pretests Passed" and are shown solved; after the end the system test runs, the weak
 * try becomes Wrong Answer and its author is no longer solved, on pages that follow without a reload.
 */
const SHOTS = fileURLToPath(new URL("../../test-results/pretests/", import.meta.url));
/** The contest starts this long after the admin types its times (saving it and registering fit in), and lasts this long. */
const STARTS_IN_MS = 15_000;
const LASTS_MS = 30_000;

const RIGHT = "n = int(input())\nprint(n * 2)";
const WEAK = "n = int(input())\nprint(n * 2 if n < 100 else 0)";

/** "Print twice n": pretests 1 (visible) and 7 (hidden), and a hidden test that is no pretest, 1000. */
async function twiceProblem(admin: APIRequestContext, title: string) {
  const example = { input: "1", output: "2" };
  const response = await admin.post("/api/v1/problems/create-problem", {
    data: {
      title,
      description: "Read n and print 2n.",
      difficulty: "EASY",
      tags: ["Math"],
      companies: [],
      constraints: "1 <= n <= 1000",
      examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
      codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
      testcases: [
        { input: "1", output: "2", hidden: false, pretest: true },
        { input: "7", output: "14", hidden: true, pretest: true },
        { input: "1000", output: "2000", hidden: true, pretest: false },
      ],
      referenceSolutions: {
        JAVASCRIPT: 'const n = Number(require("fs").readFileSync(0, "utf8").trim());\nconsole.log(n * 2);',
        PYTHON: RIGHT,
        JAVA: "import java.util.*;\npublic class Main { public static void main(String[] x) { System.out.println(new Scanner(System.in).nextInt() * 2); } }",
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { problem: { id: string } }).problem.id;
}

/** A fresh learner in a context of their own (own cookies, own socket), signed in, on /contests. */
async function learner(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ permissions: CLIPBOARD });
  const page = await context.newPage();
  const connected = socketConnected(page);
  await signUpViaApi(page, uniqueUser({ name }));
  await page.goto("/contests");
  await connected;
  return page;
}

/**
 * From the contest page once it is live: opens the problem and submits `code` in Python. One page at a time: the
 * paste goes through the clipboard, which the browser's contexts share.
 */
async function submitInRound(page: Page, problemTitle: string, code: string) {
  await page.getByRole("link", { name: problemTitle }).click();
  await page.getByLabel("Language").selectOption("PYTHON");
  await setEditorCode(page, code);
  await page.getByRole("button", { name: "Submit Solution" }).click();
}

async function expectPretestsPassed(page: Page) {
  await expect(page.getByTestId("result-status")).toHaveText("Pretests Passed", { timeout: 30_000 });
  await expect(page.getByTestId("result-summary")).toHaveAttribute("data-tone", "provisional");
}

test("a round with pretests: both pass them during the round, the system test fails the weak solution", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const suffix = crypto.randomUUID().slice(0, 8);
  const problemTitle = `Twice ${suffix}`;
  const title = `Pretests ${suffix}`;
  const admin = await adminApi(playwright, baseURL);
  const problemId = await twiceProblem(admin, problemTitle);
  const aliceName = `Alice ${suffix}`;
  const bobName = `Bob ${suffix}`;

  // The admin's form, with the pretests box ticked; meanwhile the two learners sign up.
  const learners = Promise.all([learner(browser, aliceName), learner(browser, bobName)]);
  await loginViaApi(page, adminCredentials());
  await page.goto("/create-contest");
  const pretestsBox = page.getByLabel(SYSTEM_TEST_TEXT.adminOption);
  await expect(pretestsBox).not.toBeChecked();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("Twice n, judged on pretests.");
  await page.getByLabel("Search by title").fill(problemTitle);
  await page.getByRole("button", { name: `Add ${problemTitle}`, exact: true }).click();
  await pretestsBox.check();
  const start = Date.now() + STARTS_IN_MS;
  await page.getByLabel("Start Time").fill(await localDateTime(page, start));
  await page.getByLabel("End Time").fill(await localDateTime(page, start + LASTS_MS));
  await page.getByRole("button", { name: "Create Contest" }).click();
  await expect(page.getByText("Contest created successfully")).toBeVisible();
  const { id } = await contestByTitle(page.request, title);
  // At once, while it is upcoming: the edit form shows the box as saved.
  await page.goto(`/update-contest/${id}`);
  await expect(page.getByLabel(SYSTEM_TEST_TEXT.adminOption)).toBeChecked();

  const [alice, bob] = await learners;
  await Promise.all([registerViaApi(alice.request, id), registerViaApi(bob.request, id)]);
  await Promise.all([alice.goto(`/contest/${id}`), bob.goto(`/contest/${id}`)]);
  // Before the start the page says what pretests mean, and nothing yet about a system test.
  await expect(bob.getByTestId("system-test")).toContainText(SYSTEM_TEST_TEXT.explanation);
  await expect(bob.getByTestId("system-test-status")).toHaveCount(0);

  // The round: both pass the pretests, Alice with the weak program.
  for (const p of [alice, bob])
    await expect(p.getByTestId("contest-problem-row")).toHaveCount(1, { timeout: STARTS_IN_MS + 15_000 });
  await submitInRound(alice, problemTitle, WEAK);
  await submitInRound(bob, problemTitle, RIGHT);
  await Promise.all([expectPretestsPassed(alice), expectPretestsPassed(bob)]);
  await alice.getByRole("tab", { name: "Submissions" }).click();
  const aliceTry = alice.getByTestId("submission-row").getByTestId("status-badge");
  await expect(aliceTry).toHaveText("Pretests Passed");
  await expect(aliceTry).toHaveAttribute("data-tone", "provisional");

  // Bob watches the standings across the end: both solved for now.
  await bob.goto(`/contest/${id}`);
  await bob.getByRole("tab", { name: "Standings" }).click();
  const aliceRow = bob.getByTestId("standings-row").filter({ hasText: aliceName });
  const bobRow = bob.getByTestId("standings-my-row");
  await expect(aliceRow.getByTestId("standings-solved")).toHaveText("1", { timeout: 15_000 });
  await expect(bobRow.getByTestId("standings-solved")).toHaveText("1");

  // Meanwhile the problem's form shows which tests are pretests (the hidden n = 7 is one, n = 1000 is not).
  await page.goto(`/update-problem/${problemId}`);
  const rows = page.getByTestId("testcase-row");
  await expect(rows).toHaveCount(3);
  const pretest = (i: number) => rows.nth(i).getByRole("checkbox", { name: SYSTEM_TEST_TEXT.testOption });
  await expect(pretest(0)).toBeChecked();
  await expect(pretest(1)).toBeChecked();
  await expect(pretest(2)).not.toBeChecked();
  await expect(rows.nth(1).getByRole("checkbox", { name: "Hidden" })).toBeChecked();

  // After the end: the system test runs and finishes; the standings and Alice's try follow without a reload.
  await expect(bob.getByTestId("contest-clock")).toHaveText("Contest Ended", { timeout: LASTS_MS + 15_000 });
  await expect(bob.getByTestId("system-test-status")).toHaveText(SYSTEM_TEST_TEXT.done, { timeout: 60_000 });
  await expect(aliceRow.getByTestId("standings-solved")).toHaveText("0");
  await expect(bobRow.getByTestId("standings-solved")).toHaveText("1");
  await expect(bob.getByRole("heading", { name: "Final Standings" })).toBeVisible();
  await expect(aliceTry).toHaveText("Wrong Answer");
  await expect(aliceTry).toHaveAttribute("data-tone", "error");
  // The result panel beside her editor, which said Pretests Passed, now gives the final verdict too.
  await expect(alice.getByTestId("result-status")).toHaveText("Wrong Answer");
  expect.soft(await seriousViolations(bob), "contest page after the system test").toEqual([]);

  await bob.setViewportSize(PHONE);
  await expect(bob.getByTestId("system-test-status")).toBeVisible();
  expect(await horizontalOverflow(bob)).toBeLessThanOrEqual(0);
  await bob.screenshot({ path: `${SHOTS}contest-390.png`, fullPage: true });
  await bob.setViewportSize(DESKTOP);
  await admin.dispose();
});
