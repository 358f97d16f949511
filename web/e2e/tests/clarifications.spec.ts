import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, loginViaApi, signUpViaApi, test } from "../fixtures/auth.ts";
import { seriousViolations } from "../fixtures/axe.ts";
import { registerViaApi } from "../fixtures/contests.ts";
import { tabTo } from "../fixtures/keyboard.ts";
import { adminApi } from "../fixtures/practice-api.ts";
import { DESKTOP, PHONE } from "../fixtures/screenshots.ts";
import { adminCredentials, uniqueUser } from "../fixtures/users.ts";

/**
 * Issue 26, item 3: contest clarifications in the browser. A learner asks (keyboard only) during a LIVE contest, the
 * jury (another browser context) sees the question arrive and answers everyone; the learner gets a toast and the
 * unread badge, then reads the answer rendered as Markdown. An announcement reaches a second learner live, on a
 * phone. The contest holds two fresh problems made here (a LIVE contest closes its problems' discussions and hints
 * for everyone else). They are kept: until the contest ends (three minutes) another spec may open it as the live one.
 */
const SHOTS = "test-results/clarifications";

const ECHO = {
  JAVASCRIPT: 'console.log(require("fs").readFileSync(0, "utf8").trim());',
  PYTHON: "print(input())",
  JAVA: "import java.util.*;\npublic class Main { public static void main(String[] a) { System.out.println(new Scanner(System.in).nextLine()); } }",
};

async function freshProblem(api: APIRequestContext, title: string) {
  const example = { input: "hi", output: "hi" };
  const created = await api.post("/api/v1/problems/create-problem", {
    data: {
      title,
      description: "Print the line you read.",
      difficulty: "EASY",
      tags: ["Echo"],
      companies: [],
      constraints: "1 <= |s| <= 10",
      testcases: [{ input: "hi\n", output: "hi", hidden: false }],
      examples: { JAVASCRIPT: example, PYTHON: example, JAVA: example },
      codeSnippets: { JAVASCRIPT: "// code", PYTHON: "# code", JAVA: "public class Main {}" },
      referenceSolutions: ECHO,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { problem: { id: string } }).problem.id;
}

async function liveContest(api: APIRequestContext, problemIds: string[]) {
  const now = Date.now();
  const response = await api.post("/api/v1/contests/admin/add", {
    data: {
      title: `Clarifications ${crypto.randomUUID().slice(0, 8)}`,
      description: "Ask the jury anything.",
      difficulty: "EASY",
      startTime: new Date(now - 1000).toISOString(),
      // Short: other specs pick "the" live contest from the list, where the one ending soonest comes first.
      endTime: new Date(now + 3 * 60_000).toISOString(),
      problemIds,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { contest: { id: string } }).contest.id;
}

/** A signed-in page in a context of its own (own cookies, own socket), on the contest page with its socket up. */
async function onContest(
  browser: Browser,
  contestId: string,
  who: { admin: true } | { name: string },
  viewport = DESKTOP,
): Promise<{ page: Page; handle: string }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  let handle = "admin";
  if ("admin" in who) await loginViaApi(page, adminCredentials());
  else {
    const user = uniqueUser({ name: who.name });
    handle = user.email.split("@")[0]!;
    await signUpViaApi(page, user);
    await registerViaApi(page.request, contestId);
  }
  const socket = page.waitForEvent("websocket");
  await page.goto(`/contest/${contestId}`);
  await (await socket).waitForEvent("framereceived", {
    predicate: (f) => String(f.payload).startsWith("40"),
  });
  await expect(page.getByRole("tab", { name: /^Clarifications/ })).toBeVisible();
  return { page, handle };
}

const clarificationsTab = (page: Page) => page.getByRole("tab", { name: /^Clarifications/ });
const items = (page: Page) => page.getByTestId("clarification");
/** axe's serious and critical findings inside the open tab panel (the accessibility suite's bar). */
const panelViolations = (page: Page) => seriousViolations(page, '[role="tabpanel"]');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a question, a public answer and an announcement, live in every browser", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const api = await adminApi(playwright, baseURL);
  const tag = crypto.randomUUID().slice(0, 6);
  const problems = [
    await freshProblem(api, `Clar Echo ${tag} A`),
    await freshProblem(api, `Clar Echo ${tag} B`),
  ];
  const contestId = await liveContest(api, problems);

  const { page: learner, handle: asker } = await onContest(browser, contestId, { name: "Asking Learner" });
  const { page: jury } = await onContest(browser, contestId, { admin: true });
  const { page: other } = await onContest(browser, contestId, { name: "Phone Learner" }, PHONE);
  await clarificationsTab(jury).click();
  await expect(jury.getByRole("heading", { name: "Announce to everyone" })).toBeVisible();

  // The learner asks with the keyboard only: the tab strip's arrows, then Tab through the form.
  await tabTo(learner, learner.getByRole("tab", { name: "Problems" }));
  await learner.keyboard.press("End");
  await expect(clarificationsTab(learner)).toHaveAttribute("aria-selected", "true");
  const problemSelect = learner.getByLabel("Problem", { exact: true });
  await tabTo(learner, problemSelect);
  await learner.keyboard.press("ArrowDown");
  await expect(problemSelect).toHaveValue(problems[0]!);
  await learner.keyboard.press("Tab");
  await expect(learner.getByLabel("Your question")).toBeFocused();
  await learner.keyboard.type("Can the line be empty?");
  const ask = learner.getByRole("button", { name: "Ask", exact: true });
  await tabTo(learner, ask);
  await learner.keyboard.press("Enter");
  await expect(learner.getByText("Question sent to the jury")).toBeVisible();
  await expect(items(learner).first()).toContainText("Your question");
  await expect(items(learner).first()).toContainText("Problem A");
  await learner.screenshot({ path: `${SHOTS}/learner-asked-1280.png`, fullPage: true });
  // Then goes back to the problems: the answer must find them there.
  await learner.getByRole("tab", { name: "Problems" }).click();

  // The jury sees it arrive (a toast, and the list), with who asked; it answers everyone in Markdown.
  await expect(
    jury.getByText(/New question for the jury \(problem A\): Can the line be empty\?/),
  ).toBeVisible();
  const question = jury.locator('[data-testid="clarification"][data-kind="question"]').filter({
    hasText: "Can the line be empty?",
  });
  await expect(question).toContainText(`from ${asker}`);
  await expect(question).toContainText("unanswered");
  await question
    .getByLabel("Answer", { exact: true })
    .fill("**No.** Every line holds `1 <= |s|` characters.");
  await question.getByLabel("Send to everyone").check();
  await jury.screenshot({ path: `${SHOTS}/jury-answering-1280.png`, fullPage: true });
  expect(await panelViolations(jury)).toEqual([]);
  await question.getByRole("button", { name: "Send answer" }).click();
  await expect(jury.getByText("Answer sent")).toBeVisible();
  await expect(question).toContainText("answered");
  await expect(question).not.toContainText("unanswered");
  await expect(question.getByRole("button", { name: "Send answer" })).toHaveCount(0);

  // The learner: a toast and the badge (with its words), then the answer rendered as Markdown.
  await expect(learner.getByText(/The jury answered \(problem A\)/)).toBeVisible();
  await expect(clarificationsTab(learner)).toHaveAccessibleName(/1 unread clarification$/);
  await expect(learner.getByTestId("clarifications-unread")).toHaveText("1");
  await clarificationsTab(learner).click();
  const answer = items(learner).filter({ hasText: "Every line holds" });
  await expect(answer).toContainText("Answer");
  await expect(answer).toContainText("to everyone");
  await expect(answer.locator("strong")).toHaveText("No.");
  await expect(answer.locator("code")).toHaveText("1 <= |s|");
  await expect(learner.getByTestId("clarifications-unread")).toHaveCount(0);
  await learner.screenshot({ path: `${SHOTS}/learner-answered-1280.png`, fullPage: true });

  // The asker goes on to solve problem B: the announcement must find them on the problem page too.
  // The room join's acknowledgement ("43…"), watched from the socket's first frame: from then on the contest's
  // events reach this page.
  const joined = learner.waitForEvent("websocket").then((ws) =>
    ws.waitForEvent("framereceived", {
      predicate: (f) => String(f.payload).startsWith("43"),
      timeout: 20_000,
    }),
  );
  await learner.goto(`/contest/${contestId}/${problems[1]}`);
  await expect(learner.getByRole("heading", { name: `Clar Echo ${tag} B` })).toBeVisible();
  await joined;

  // The jury announces; the phone learner gets it live, and the public answer without the asker's name.
  await jury.getByLabel("Announcement", { exact: true }).fill("Problem B's statement is *fixed*: reload it.");
  await jury.getByRole("button", { name: "Announce" }).click();
  await expect(jury.getByText("Announcement sent")).toBeVisible();
  await expect(other.getByText(/New announcement: Problem B's statement/)).toBeVisible();
  await expect(
    learner.getByText(/New announcement: Problem B's statement is fixed: reload it\./),
  ).toBeVisible();
  await expect(clarificationsTab(other)).toHaveAccessibleName(/2 unread clarifications$/);
  await clarificationsTab(other).click();
  await expect(items(other)).toHaveCount(3);
  await expect(items(other).first()).toContainText("Announcement");
  await expect(items(other).first().locator("em")).toHaveText("fixed");
  await expect(other.getByText(asker)).toHaveCount(0);
  expect(await overflow(other)).toBeLessThanOrEqual(0);
  expect(await panelViolations(other)).toEqual([]);
  await other.screenshot({ path: `${SHOTS}/phone-learner-390.png`, fullPage: true });

  await api.dispose();
});
