import { CONTEST_LOCK_TEXTS } from "@grindstone/shared";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "../fixtures/auth.ts";
import { registerViaApi } from "../fixtures/contests.ts";
import { postMessages } from "../fixtures/discussions.ts";
import { adminApi, problemByTitle } from "../fixtures/practice-api.ts";
import { uniqueUser } from "../fixtures/users.ts";

/**
 * Issue 22, contest integrity in the browser: a public problem placed in a live contest. A practiser on its practice
 * page and a registered contestant on the contest page both find its discussion, hints and editorial closed, with
 * the server's reason; a spoiler posted from the practice page is refused and never reaches the contestant.
 * "Largest Rectangle in Histogram" is used by no other browser test, and the contest is over two minutes later.
 */
const PROBLEM = "Largest Rectangle in Histogram";

async function person(browser: Browser, name: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const { id } = await signUpViaApi(page, uniqueUser({ name }));
  return { page, id };
}

/** A contest that is already LIVE (the API takes a start in the past), holding `problemId`, lasting two minutes. */
async function liveContest(admin: APIRequestContext, problemId: string) {
  const title = `Integrity ${crypto.randomUUID().slice(0, 8)}`;
  const now = Date.now();
  const response = await admin.post("/api/v1/contests/admin/add", {
    data: {
      title,
      description: "A contest that holds a public problem",
      difficulty: "HARD",
      startTime: new Date(now - 1000).toISOString(),
      endTime: new Date(now + 120_000).toISOString(),
      problemIds: [problemId],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { contest: { id: string } }).contest.id, title };
}

async function expectClosed(page: Page, reason: string) {
  const notice = page.getByTestId("contest-lock");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(reason);
}

test("a public problem in a live contest is closed on its practice page and the contest page; a spoiler is refused", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi(playwright, baseURL);
  const problem = await problemByTitle(admin, PROBLEM);
  const contest = await liveContest(admin, problem.id);
  const reason = CONTEST_LOCK_TEXTS.closed(contest.title);

  const contestant = await person(browser, "Contest Ant");
  await registerViaApi(contestant.page.request, contest.id);
  const practiser = await person(browser, "Practi Ser");

  // The practice page: Discussion, Hints and Editorial each say why they are closed; no post box, no
  // "Show editorial".
  await practiser.page.goto(`/problem/${problem.id}`);
  await practiser.page.getByRole("tab", { name: "Discussion" }).click();
  await expectClosed(practiser.page, reason);
  await expect(practiser.page.getByLabel("Your message")).toHaveCount(0);
  await practiser.page.getByRole("tab", { name: "Hints" }).click();
  await expectClosed(practiser.page, reason);
  await practiser.page.getByRole("tab", { name: "Editorial" }).click();
  await expectClosed(practiser.page, reason);
  await expect(practiser.page.getByRole("button", { name: "Show editorial" })).toHaveCount(0);

  // The spoiler attempt from the practice page's session: refused with the reason, on the server.
  const cookie = (await practiser.page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  expect(await postMessages(baseURL!, cookie, problem.id, ["It is a monotonic stack!"])).toEqual([
    {
      error: CONTEST_LOCK_TEXTS.discussionClosed(contest.title),
      code: "CONTEST_LIVE",
    },
  ]);

  // The contestant: no tags in the problem table, and the problem's discussion and hints closed, keyboard only.
  await contestant.page.goto(`/contest/${contest.id}`);
  const row = contestant.page.getByTestId("contest-problem-row").filter({ hasText: PROBLEM });
  await expect(row).toContainText("After the contest");
  await expect(row).not.toContainText("STACK");
  await contestant.page.goto(`/contest/${contest.id}/${problem.id}`);
  const discussionTab = contestant.page.getByRole("tab", { name: "Discussion" });
  await discussionTab.focus();
  await contestant.page.keyboard.press("Enter");
  await expectClosed(contestant.page, reason);
  await expect(contestant.page.getByText("It is a monotonic stack!")).toHaveCount(0);
  await contestant.page.getByRole("tab", { name: "Hints" }).click();
  await expectClosed(contestant.page, reason);

  // An admin still sees everything.
  const detail = await admin.get(`/api/v1/problems/get-problem/${problem.id}`);
  expect(((await detail.json()) as { problem: { contestLock: unknown } }).problem.contestLock).toBeNull();
  await admin.dispose();
});

test("on a phone the closed discussion is readable and nothing overflows", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const problem = await problemByTitle(admin, PROBLEM);
  const contest = await liveContest(admin, problem.id);
  await admin.dispose();
  const phone = await person(browser, "Phone User", { width: 390, height: 844 });
  await phone.page.goto(`/problem/${problem.id}`);
  await phone.page.getByRole("tab", { name: "Discussion" }).click();
  await expectClosed(phone.page, CONTEST_LOCK_TEXTS.closed(contest.title));
  const overflow = await phone.page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
