import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, loginViaApi, signUpViaApi, test } from "../fixtures/auth.ts";
import { seriousViolations } from "../fixtures/axe.ts";
import { CLIPBOARD, setEditorCode } from "../fixtures/editor.ts";
import { adminApi } from "../fixtures/practice-api.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { DESKTOP, PHONE } from "../fixtures/screenshots.ts";
import { adminCredentials, uniqueUser } from "../fixtures/users.ts";

// Issue 25, the admin's import page: an admin uploads one zip holding three real packages (two of problemtools'
// examples and a Code Jam conversion), watches the import's progress, reads each package's line with what
// verification found, and publishes one problem; a learner then finds it in the problem list and solves it in
// Python from the editor. The three problems are this spec's own (no other spec opens them); they are deleted
// afterwards, so a second run creates them again.

test.use({ permissions: CLIPBOARD });
test.describe.configure({ mode: "serial" });

const PACKAGES = fileURLToPath(new URL("../../../fixtures/problem-packages/", import.meta.url));
/** Folder in the zip → the problem's title (problem.yaml `name`). */
const EXPECTED = {
  // A Code Jam package ships no submission and no input validator: nothing to verify.
  "packages/closest_pick": { title: "Closest Pick", type: "Scoring", verified: /Not verified$/ },
  "packages/different": { title: "A Different Problem", type: "Pass / fail", verified: /Verified$/ },
  "packages/hello": { title: "Hello World!", type: "Pass / fail", verified: /Verified$/ },
} as const;
const SOLUTION = readFileSync(
  join(PACKAGES, "problemtools/different/submissions/accepted/different_py3.py"),
  "utf8",
);

// The archive is built at test time (python3's zipfile), as an admin would zip a folder of packages.
const ZIP_SCRIPT = `
import os, sys, zipfile
out, root, folders = sys.argv[1], sys.argv[2], sys.argv[3:]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
    for folder in folders:
        source = os.path.join(root, folder)
        for where, _dirs, files in os.walk(source):
            for name in sorted(files):
                path = os.path.join(where, name)
                archive.write(path, os.path.join("packages", os.path.basename(folder), os.path.relpath(path, source)))
`;

let workDir: string;
let zipPath: string;
let admin: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  workDir = mkdtempSync(join(tmpdir(), "gs-import-e2e-"));
  zipPath = join(workDir, "three-packages.zip");
  execFileSync("python3", [
    "-c",
    ZIP_SCRIPT,
    zipPath,
    PACKAGES,
    "problemtools/hello",
    "problemtools/different",
    "codejam/closest_pick",
  ]);
  admin = await adminApi(playwright, baseURL);
});

test.afterAll(async () => {
  // The imported problems go, whatever the test reached: the import's report names them.
  const listed = await admin.get("/api/v1/problems/import");
  if (listed.ok()) {
    const { imports } = (await listed.json()) as {
      imports: { source: string; problems: { id: string | null }[] }[];
    };
    const ids = new Set(
      imports
        .filter((i) => i.source.endsWith("three-packages.zip"))
        .flatMap((i) => i.problems.map((p) => p.id)),
    );
    for (const id of ids) {
      if (!id) continue;
      const removed = await admin.delete(`/api/v1/problems/delete-problem/${id}`);
      expect([200, 404]).toContain(removed.status());
    }
  }
  await admin?.dispose();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function expectAccessible(page: Page, state: string) {
  expect(await seriousViolations(page), `axe, ${state}`).toEqual([]);
}

/** Keeps every text the progress line shows from now on, so a quick step is not missed between two looks. */
async function recordProgressTexts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __importProgress: string[] };
    w.__importProgress = [];
    const note = () => {
      const text = document.querySelector('[data-testid="import-progress-text"]')?.textContent?.trim();
      if (text && w.__importProgress.at(-1) !== text) w.__importProgress.push(text);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

const recordedProgress = (page: Page) =>
  page.evaluate(() => (window as unknown as { __importProgress?: string[] }).__importProgress ?? []);

const packageCard = (page: Page, path: string) =>
  page.locator(`[data-testid="package-report"][data-path="${path}"]`);

let reportUrl = "";

test("an admin imports a zip of three packages, reads the report and publishes one; a learner solves it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await loginViaApi(page, adminCredentials());
  await page.setViewportSize(DESKTOP);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "import problem packages" }).click();
  await expect(page.getByRole("heading", { name: "Import problems", level: 1 })).toBeVisible();

  // A file that is not an archive is named before anything is sent.
  const archive = page.getByLabel("Archive", { exact: true });
  await archive.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByTestId("import-check-error")).toContainText("must end in .zip");

  await archive.setInputFiles(zipPath);
  await expect(page.getByLabel("Verify submissions and input validators")).toBeChecked();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page).toHaveURL(/\/import-problems\/[^/]+$/);
  reportUrl = page.url();
  await recordProgressTexts(page);
  await expect(page.getByRole("heading", { name: "Import report", level: 1 })).toBeVisible();
  await expect(page.getByTestId("import-source")).toHaveText("three-packages.zip");
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toBeVisible();

  // Verification judges every shipped submission we can run (C++, Java, Python...): about half a minute here.
  await expect(page.getByTestId("import-status")).toHaveText("Done", { timeout: 300_000 });
  await expect(page.getByTestId("import-progress-text")).toHaveText("3 of 3 packages");
  const seen = await recordedProgress(page);
  expect(
    seen.some((text) => /^[0-2] of 3 packages$/.test(text)),
    `progress seen: ${seen.join(" | ")}`,
  ).toBe(true);

  const cards = page.getByTestId("package-report");
  await expect(cards).toHaveCount(3);
  for (const [path, { title, type, verified }] of Object.entries(EXPECTED)) {
    const card = packageCard(page, path);
    await expect(card.getByRole("heading", { name: title, level: 3 })).toBeVisible();
    await expect(card.getByTestId("package-status")).toHaveText("Created");
    await expect(card.getByTestId("verified-badge")).toHaveText(verified);
    await expect(card.getByTestId("visibility-badge")).toHaveText("Hidden");
    await expect(card).toContainText(type);
  }

  // The verification table of "A Different Problem": its Python 3 submission accepted, a Python 2 one not run.
  const different = packageCard(page, "packages/different");
  await expect(different.getByTestId("package-warnings")).toContainText("time limit derived");
  await different.locator("summary").click();
  const table = different.getByTestId("verification-table");
  await expect(table).toBeVisible();
  const row = (path: string) => table.getByRole("row").filter({ hasText: path });
  await expect(row("submissions/accepted/different_py3.py")).toContainText("As expected");
  await expect(row("submissions/accepted/different_py3.py")).toContainText("Python");
  await expect(row("submissions/accepted/different_py2.py")).toContainText("Not checked");
  await expect(row("submissions/wrong_answer/different_int.cc")).toContainText("As expected");
  await page.screenshot({ path: "test-results/import-1280-report.png", fullPage: true });
  await expectAccessible(page, "a finished import's report");

  // Publish, by keyboard.
  const publish = different.getByRole("button", { name: "Publish A Different Problem" });
  await publish.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Problem published")).toBeVisible();
  await expect(different.getByTestId("visibility-badge")).toHaveText("Public");
  await expect(different.getByRole("button", { name: "Hide A Different Problem" })).toBeVisible();
  await expect(packageCard(page, "packages/hello").getByTestId("visibility-badge")).toHaveText("Hidden");
  // The report holds the new visibility after a reload.
  await page.reload();
  await expect(packageCard(page, "packages/different").getByTestId("visibility-badge")).toHaveText("Public");

  // A learner finds it in the problem list (the hidden ones are not there) and solves it in Python.
  const context = await browser.newContext({ baseURL, permissions: CLIPBOARD, viewport: DESKTOP });
  try {
    const learner = await context.newPage();
    await signUpViaApi(learner, uniqueUser());
    await learner.goto("/problems");
    await learner.getByLabel("Search", { exact: true }).fill("A Different Problem");
    await expect(learner.getByRole("link", { name: "Hello World!" })).toHaveCount(0);
    await learner.getByRole("link", { name: "A Different Problem" }).click();
    await expect(learner.getByRole("heading", { name: "A Different Problem", level: 1 })).toBeVisible();
    await learner.getByLabel("Language").selectOption("PYTHON");
    await setEditorCode(learner, SOLUTION);
    await learner.getByRole("button", { name: "Submit Solution" }).click();
    await expect(learner.getByTestId("result-status")).toHaveText("Accepted", { timeout: 120_000 });
    await learner.screenshot({ path: "test-results/import-learner-accepted.png" });
  } finally {
    await context.close();
  }
});

test("at 390 px the report fits the phone: tables scroll inside their box, the actions wrap", async ({
  page,
}) => {
  test.skip(!reportUrl, "needs the import made by the test before");
  await loginViaApi(page, adminCredentials());
  await page.setViewportSize(PHONE);
  await page.goto(reportUrl);
  await expect(page.getByTestId("import-status")).toHaveText("Done");
  const different = packageCard(page, "packages/different");
  await different.locator("summary").click();
  const table = different.getByTestId("verification-table");
  await expect(table).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The table is wider than the phone and scrolls inside its own box.
  const scroller = table.locator("xpath=..");
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await page.screenshot({ path: "test-results/import-390-report.png", fullPage: true });

  await page.goto("/import-problems");
  await expect(page.getByTestId("recent-imports").getByRole("link").first()).toContainText(
    "three-packages.zip",
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/import-390-list.png", fullPage: true });
  await expectAccessible(page, "the import page at 390 px");
});

test("a URL that is not http(s) is named at its field; an archive that cannot be opened is one failed line", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginViaApi(page, adminCredentials());
  await page.goto("/import-problems");
  // By keyboard: the source choice is a radio group, the URL field follows it.
  await page.getByRole("radio", { name: "Upload an archive" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Paste a URL" })).toBeChecked();
  const url = page.getByLabel("Archive URL");
  await url.fill("ftp://example.com/set.zip");
  await url.press("Enter");
  await expect(page.getByTestId("import-check-error")).toContainText("must be an http(s) URL");
  await expect(page).toHaveURL(/\/import-problems$/);

  await page.getByRole("radio", { name: "Upload an archive" }).check();
  await page.getByLabel("Archive", { exact: true }).setInputFiles({
    name: "broken.zip",
    mimeType: "application/zip",
    buffer: Buffer.from("this is not a zip archive"),
  });
  await page.getByLabel("Verify submissions and input validators").uncheck();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page).toHaveURL(/\/import-problems\/[^/]+$/);
  // The URL changes before the report's code has loaded; until then the list page (whose recent imports carry
  // status badges of their own) is still the one on screen.
  await expect(page.getByRole("heading", { name: "Import report", level: 1 })).toBeVisible();
  await expect(page.getByTestId("import-status")).not.toHaveText("Running", { timeout: 60_000 });
  await expect(page.getByText("without verification")).toBeVisible();
  const card = page.getByTestId("package-report");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("package-status")).toHaveText("Failed");
  await expect(card.getByTestId("package-errors")).toBeVisible();
  // Nothing was created: no verified badge, no Open, Edit or Publish.
  await expect(card.getByTestId("verified-badge")).toHaveCount(0);
  await expect(card.getByRole("button")).toHaveCount(0);
  await expect(card.getByRole("link")).toHaveCount(0);
  await page.screenshot({ path: "test-results/import-1280-failed.png", fullPage: true });
});
