import { LANGUAGE_IDS } from "@grindstone/shared";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "../fixtures/auth.ts";
import { CLIPBOARD, setEditorCode } from "../fixtures/editor.ts";
import { adminApi } from "../fixtures/practice-api.ts";
import { DESKTOP, PHONE } from "../fixtures/screenshots.ts";
import { uniqueUser } from "../fixtures/users.ts";

/**
 * Issue 26, virtual participation and upsolving in the browser. A short contest (live a minute, through the API,
 * on two fresh problems no other browser test opens: a live contest closes its problems' discussions) gets an
 * official result; once it has ended a learner starts a virtual run of the same length, solves a problem on the
 * page, sees themselves marked Unofficial among the official rows as they stood at the same minute, watches the run
 * finish, then upsolves the other problem and finds it in their Upsolve column. Then the same at 390 px.
 */
const LASTS_MS = 60_000;
const DOUBLE = "print(2 * int(input()))";
const TRIPLE = "print(3 * int(input()))";
const SHOTS = "test-results/virtual-contest";

async function freshProblem(api: APIRequestContext, name: string, python: string, factor: number) {
  const example = { input: "2", output: String(2 * factor) };
  const js = `console.log(${factor} * Number(require("fs").readFileSync(0, "utf8")));`;
  const java = `import java.util.*;\npublic class Main { public static void main(String[] x) { System.out.println(${factor}L * new Scanner(System.in).nextLong()); } }`;
  const title = `${name} ${crypto.randomUUID().slice(0, 8)}`;
  const created = await api.post("/api/v1/problems/create-problem", {
    data: {
      title,
      description: `Read n, print ${factor}·n.`,
      difficulty: "EASY",
      tags: ["Math"],
      companies: [],
      constraints: "1 <= n <= 1000",
      examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
      codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
      testcases: [
        { input: "2", output: String(2 * factor), hidden: false },
        { input: "7", output: String(7 * factor), hidden: true },
      ],
      referenceSolutions: { JAVASCRIPT: js, PYTHON: python, JAVA: java },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { problem: { id: string } }).problem.id, title };
}

async function person(browser: Browser, name: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, permissions: CLIPBOARD });
  const page = await context.newPage();
  const { id } = await signUpViaApi(page, uniqueUser({ name }));
  return { page, id };
}

async function submitPython(page: Page, code: string, verdict: string) {
  await page.getByLabel("Language").selectOption("PYTHON");
  await setEditorCode(page, code);
  await page.getByRole("button", { name: "Submit Solution" }).click();
  await expect(page.getByTestId("result-status")).toHaveText(verdict, { timeout: 60_000 });
}

/** The whole page from the top in a tall viewport (a full-page capture would move the sticky own row). */
async function shoot(page: Page, name: string, size = { width: DESKTOP.width, height: 1100 }) {
  const before = page.viewportSize();
  await page.setViewportSize(size);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}-${name}.png` });
  if (before) await page.setViewportSize(before);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a virtual run from start to finish beside the official standings, then upsolving", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await adminApi(playwright, baseURL);
  const a = await freshProblem(admin, "Virtual Double", DOUBLE, 2);
  const b = await freshProblem(admin, "Virtual Triple", TRIPLE, 3);
  const title = `Virtual ${crypto.randomUUID().slice(0, 8)}`;
  const now = Date.now();
  const created = await admin.post("/api/v1/contests/admin/add", {
    data: {
      title,
      description: "One minute, two problems.",
      difficulty: "EASY",
      startTime: new Date(now - 1000).toISOString(),
      endTime: new Date(now - 1000 + LASTS_MS).toISOString(),
      problemIds: [a.id, b.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contest = ((await created.json()) as { contest: { id: string; endTime: string } }).contest;

  // The official result, live: Offi solves A through the API.
  const offi = await person(browser, "Offi Cial");
  expect((await offi.page.request.post(`/api/v1/contests/${contest.id}/register`)).status()).toBe(200);
  const live = await offi.page.request.post("/api/v1/execute-code/submit", {
    data: {
      source_code: DOUBLE,
      language_id: LANGUAGE_IDS.PYTHON,
      stdin: [],
      expected_outputs: [],
      problemId: a.id,
      contestId: contest.id,
    },
  });
  expect(((await live.json()) as { submission: { status: string } }).submission.status).toBe("Accepted");
  await offi.page.waitForTimeout(Math.max(0, Date.parse(contest.endTime) - Date.now() + 1500));

  // The learner, after the end: Start virtual, with its own clock.
  const { page } = await person(browser, "Virtu Al");
  await page.goto(`/contest/${contest.id}`);
  await expect(page.getByTestId("contest-clock")).toHaveText("Contest Ended");
  await expect(page.getByRole("link", { name: "Upsolve" })).toBeVisible();
  const startButton = page.getByRole("button", { name: "Start virtual" });
  await startButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Virtual run started")).toBeVisible();
  await expect(page.getByTestId("virtual-clock")).toBeVisible();
  await shoot(page, "started");

  // Solve A inside the run.
  await page.getByRole("tab", { name: "Problems" }).click();
  await page.getByRole("link", { name: new RegExp(a.title) }).click();
  await expect(page.getByTestId("after-end-notice")).toContainText("Virtual run");
  await expect(page.getByTestId("virtual-clock")).toBeVisible();
  await submitPython(page, DOUBLE, "Accepted");

  // The board at the same elapsed time: Offi's official row and the learner's, marked Unofficial (text).
  await page.goto(`/contest/${contest.id}`);
  const virtualToggle = page.getByRole("button", { name: "Virtual", exact: true });
  await expect(virtualToggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("virtual-standings-note")).toContainText("as they stood at the same minute");
  const mine = page.getByTestId("standings-my-row");
  await expect(mine.getByTestId("unofficial-badge")).toHaveText("Unofficial");
  await expect(mine.getByTestId("standings-solved")).toHaveText("1");
  await expect(page.getByTestId("standings-row").filter({ hasText: "Offi Cial" })).toBeVisible();
  await shoot(page, "board");
  // The official view is untouched: only Offi.
  await page.getByRole("button", { name: "Official", exact: true }).click();
  await expect(page.getByTestId("standings-row")).toHaveCount(1);
  await expect(page.getByTestId("unofficial-badge")).toHaveCount(0);

  // The run finishes by the server's clock.
  await expect(page.getByTestId("virtual-clock")).toHaveCount(0, { timeout: LASTS_MS + 15_000 });
  await expect(page.getByTestId("virtual-last")).toContainText("1 solved");

  // Upsolving B: judged, shown in the learner's own Upsolve column, never ranked.
  await page.getByRole("link", { name: "Upsolve" }).click();
  await expect(page.getByTestId("after-end-notice")).toContainText("Upsolving");
  await page.goto(`/contest/${contest.id}/${b.id}?mode=upsolve`);
  await submitPython(page, TRIPLE, "Accepted");
  await page.goto(`/contest/${contest.id}`);
  await page.getByRole("button", { name: "Official", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Upsolve" })).toBeVisible();
  const upsolve = page.getByTestId("standings-my-row").getByTestId("upsolve-cells");
  await expect(upsolve).toContainText("B ✓");
  await expect(page.getByTestId("standings-row")).toHaveCount(1);
  await shoot(page, "upsolve");

  // 390 px: the virtual board reads, nothing overflows.
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Virtual", exact: true }).click();
  await expect(page.getByTestId("standings-my-row").getByTestId("unofficial-badge")).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shoot(page, "phone", { width: PHONE.width, height: 1400 });
  await admin.dispose();
});
