import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, loginViaApi, test } from "../fixtures/auth.ts";
import { seriousViolations } from "../fixtures/axe.ts";
import { adminApi } from "../fixtures/practice-api.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { DESKTOP, PHONE } from "../fixtures/screenshots.ts";
import { buildStoredSumPackage } from "../fixtures/stored-sum-package.ts";
import { adminCredentials } from "../fixtures/users.ts";

// Issue 25, item 6: an imported problem's big test is stored on the server by its content, and the admin form gets
// only its hash and size. The form shows it read-only and sends the reference back, so saving the problem (here, a new
// title) keeps the stored file. The problem is this spec's own, imported afresh (a new uuid) and deleted afterwards.

test.describe.configure({ mode: "serial" });

type StoredFile = { sha256: string; bytes: number };
type AdminTest = { input: string; hidden?: boolean; inputFile?: StoredFile; outputFile?: StoredFile };
type AdminProblem = { title: string; testcases: AdminTest[] };

const TAG = crypto.randomUUID().slice(0, 8);
const TITLE = `Stored Sum ${TAG}`;

let workDir: string;
let admin: APIRequestContext;
let problemId = "";
let bigInputBytes = 0;
/** The big test's stored input as the import left it. */
let original: StoredFile;

async function adminProblem(id: string): Promise<AdminProblem> {
  const response = await admin.get(`/api/v1/problems/get-problem/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { problem: AdminProblem }).problem;
}

/** Uploads the archive as its raw body (the site's own upload) and waits for the worker's import to finish. */
async function importArchive(zipPath: string, name: string): Promise<string> {
  const started = await admin.post(`/api/v1/problems/import?name=${name}&verify=false`, {
    headers: { "content-type": "application/zip" },
    data: readFileSync(zipPath),
  });
  expect(started.status(), await started.text()).toBe(202);
  const { importId } = (await started.json()) as { importId: string };
  type View = {
    status: string;
    error: string;
    problems: { id: string | null; status: string; errors: string[] }[];
  };
  let view: View | null = null;
  await expect
    .poll(
      async () => {
        view = (await (await admin.get(`/api/v1/problems/import/${importId}`)).json()) as View;
        return view.status;
      },
      { timeout: 120_000, intervals: [500, 1000] },
    )
    .not.toBe("running");
  const done = view as View | null;
  expect(done?.status, JSON.stringify(done)).toBe("done");
  expect(done?.problems.map((p) => [p.status, p.errors])).toEqual([["created", []]]);
  return done?.problems[0]?.id ?? "";
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(150_000);
  workDir = mkdtempSync(join(tmpdir(), "gs-stored-e2e-"));
  const built = buildStoredSumPackage(workDir, {
    folder: "stored-sum",
    title: TITLE,
    uuid: crypto.randomUUID(),
  });
  bigInputBytes = built.bigInputBytes;
  admin = await adminApi(playwright, baseURL);
  problemId = await importArchive(built.zipPath, "stored-sum.zip");
  const big = (await adminProblem(problemId)).testcases.find((t) => t.inputFile);
  expect(big?.inputFile?.bytes).toBe(bigInputBytes);
  expect(big?.input).toBe("");
  original = big?.inputFile as StoredFile;
});

test.afterAll(async () => {
  if (problemId) {
    const removed = await admin.delete(`/api/v1/problems/delete-problem/${problemId}`);
    expect([200, 404]).toContain(removed.status());
  }
  await admin?.dispose();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The test case row whose input is the stored file. */
const storedRow = (page: Page) =>
  page.getByTestId("testcase-row").filter({ has: page.getByTestId("stored-test-file") });

async function expectStoredInputShown(page: Page): Promise<Locator> {
  const row = storedRow(page);
  await expect(row).toHaveCount(1);
  const input = row.getByLabel("Input", { exact: true });
  const kb = (bigInputBytes / 1024).toFixed(1);
  await expect(input).toHaveValue(`Stored file · ${kb} KB · sha256 ${original.sha256.slice(0, 8)}…`);
  await expect(input).toHaveAttribute("readonly", "");
  await expect(input).toHaveAccessibleDescription(/importing the package again/);
  await expect(row.getByRole("textbox", { name: "Input", exact: true })).toBeEditable({ editable: false });
  // The answer is small: it stays text, and editable. The hidden flag stays editable too.
  await expect(row.getByLabel("Expected Output")).toBeEditable();
  await expect(row.getByRole("checkbox", { name: "Hidden" })).toBeChecked();
  await expect(row.getByRole("checkbox", { name: "Hidden" })).toBeEnabled();
  return input;
}

async function expectAccessible(page: Page, state: string) {
  expect(await seriousViolations(page, '[data-testid="testcase-row"]'), `axe, ${state}`).toEqual([]);
}

/** Saves from the form and checks, through the API, the new title and the very same stored input. */
async function saveWithTitle(page: Page, title: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  // The imported problem has no constraints (problem.yaml has none), which the form requires.
  const constraints = page.getByLabel("Constraints", { exact: true });
  if ((await constraints.inputValue()) === "") await constraints.fill("1 ≤ n ≤ 20000");
  await page.getByRole("button", { name: "Update Problem" }).click();
  // Saving judges the five reference solutions (Java and C++ compile) on every test, the stored one included.
  const saved = page.getByText("Problem updated successfully");
  const refused = page.getByRole("alert").filter({ hasText: "Error updating problem" });
  await expect(saved.or(refused).first()).toBeVisible({ timeout: 180_000 });
  // A refusal fails here with the server's own words, not after the success message's whole timeout.
  expect((await refused.isVisible()) ? await refused.textContent() : "").toBe("");
  await expect(page).toHaveURL(new RegExp(`/problem/${problemId}$`));
  const after = await adminProblem(problemId);
  expect(after.title).toBe(title);
  const big = after.testcases.find((t) => t.inputFile);
  expect(big?.inputFile).toEqual(original);
  expect(big?.input).toBe("");
}

test("at 1280 px the stored input is shown read-only, and saving a new title keeps it", async ({ page }) => {
  test.setTimeout(240_000);
  await loginViaApi(page, adminCredentials());
  await page.setViewportSize(DESKTOP);
  await page.goto(`/update-problem/${problemId}`);
  await expect(page.getByRole("heading", { name: "Update Problem", level: 1 })).toBeVisible();
  const input = await expectStoredInputShown(page);
  await expectAccessible(page, "the test cases at 1280 px");
  await page.getByRole("region", { name: "Test Cases" }).screenshot({
    path: "test-results/stored-test-data-1280-tests.png",
  });
  // Reached by Tab like any field (a disabled one would be skipped), and read with its note.
  // Hidden → Pretest (issue 28) → remove → the input.
  await storedRow(page).getByRole("checkbox", { name: "Hidden" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await storedRow(page).screenshot({ path: "test-results/stored-test-data-1280-row-focused.png" });

  await saveWithTitle(page, `${TITLE} renamed`);
});

test("at 390 px the stored input fits the phone, and saving again still keeps it", async ({ page }) => {
  test.setTimeout(240_000);
  await loginViaApi(page, adminCredentials());
  await page.setViewportSize(PHONE);
  await page.goto(`/update-problem/${problemId}`);
  await expect(page.getByRole("heading", { name: "Update Problem", level: 1 })).toBeVisible();
  await expectStoredInputShown(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const box = await storedRow(page).getByTestId("stored-test-file").boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, "the test cases at 390 px");
  await page.getByRole("region", { name: "Test Cases" }).screenshot({
    path: "test-results/stored-test-data-390-tests.png",
  });

  await saveWithTitle(page, `${TITLE} on a phone`);
});
