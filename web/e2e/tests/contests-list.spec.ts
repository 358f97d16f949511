import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, loginViaApi, signUpViaApi, test } from "../fixtures/auth.ts";
import { seriousViolations } from "../fixtures/axe.ts";
import { contestCard } from "../fixtures/contests.ts";
import { adminApi, problemByTitle } from "../fixtures/practice-api.ts";
import { saveScreenshot } from "../fixtures/screenshots.ts";
import { TWO_SUM } from "../fixtures/solutions.ts";
import { adminCredentials, uniqueUser } from "../fixtures/users.ts";

/** Issue 22, item 3: the contests list and what each person may do from it, at a desktop and a phone width. */
const WIDTHS = [1280, 390] as const;
const MIN = 60_000;
const JAVASCRIPT_ID = 63;

type Created = { id: string; title: string };

async function createContest(
  admin: APIRequestContext,
  title: string,
  startMs: number,
  endMs: number,
  problemIds: string[],
): Promise<Created> {
  const response = await admin.post("/api/v1/contests/admin/add", {
    data: {
      title,
      description: `${title}: a contest made by the contests list test.`,
      difficulty: "EASY",
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(endMs).toISOString(),
      problemIds,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { contest: { id: string } }).contest.id, title };
}

/** Presses Tab from where the focus is until `target` has it (a real keyboard path), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The cards as shown, in order: title and status badge. */
const shownCards = (page: Page) =>
  page.getByTestId("contest-card").evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector("h2")?.textContent ?? "",
      status: card.querySelector("[data-testid=contest-status]")?.textContent ?? "",
    })),
  );

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("contests list", () => {
  test("LIVE first, UPCOMING soonest first, ENDED newest first; a card opens by keyboard; Register stays put", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signUpViaApi(page, uniqueUser({ name: `Lister ${crypto.randomUUID().slice(0, 6)}` }));
    // The list as a newcomer first sees it (the seed's contests, before this test adds its own).
    await page.goto("/contests");
    await expect(page.getByTestId("contest-card").first()).toBeVisible();
    await saveScreenshot(page, "contests");

    const admin = await adminApi(playwright, baseURL);
    const tag = crypto.randomUUID().slice(0, 6);
    let made: Record<"live" | "soon" | "later" | "recent" | "old", Created>;
    try {
      // Its LIVE contest locks the problem's discussion and hints for two hours: one no other test opens for those.
      const { id: problemId } = await problemByTitle(admin, "Coin Change");
      const now = Date.now();
      // Made in an order that is none of the expected ones.
      made = {
        later: await createContest(
          admin,
          `${tag} Later`,
          now + 3 * 24 * 60 * MIN,
          now + 3 * 24 * 60 * MIN + 90 * MIN,
          [problemId],
        ),
        old: await createContest(admin, `${tag} Old`, now - 300 * MIN, now - 240 * MIN, [problemId]),
        live: await createContest(admin, `${tag} Live`, now - MIN, now + 119 * MIN, [problemId]),
        soon: await createContest(admin, `${tag} Soon`, now + 30 * MIN, now + 150 * MIN, [problemId]),
        recent: await createContest(admin, `${tag} Recent`, now - 120 * MIN, now - 60 * MIN, [problemId]),
      };
    } finally {
      await admin.dispose();
    }

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/contests");
      await expect(contestCard(page, made.recent.title)).toBeVisible();
      const cards = await shownCards(page);
      const rank = { LIVE: 0, UPCOMING: 1, ENDED: 2 } as Record<string, number>;
      const ranks = cards.map((c) => rank[c.status] ?? -1);
      expect(ranks, `statuses in order at ${width}`).toEqual([...ranks].sort((a, b) => a - b));
      expect(cards.map((c) => c.title).filter((t) => t.startsWith(tag))).toEqual(
        ["live", "soon", "later", "recent", "old"].map((k) => made[k as keyof typeof made].title),
      );

      // Length and participants on every card.
      const live = contestCard(page, made.live.title);
      await expect(live.getByText("120 min")).toBeVisible();
      await expect(live.getByText("2 h", { exact: true })).toBeVisible();
      await expect(live.getByTestId("contest-participants")).toHaveText("0");
      const ended = contestCard(page, made.recent.title);
      await expect(ended.getByTestId("contest-countdown")).toHaveText("Contest Ended");
      await expect(ended.getByRole("link", { name: "View Final Standings" })).toBeVisible();

      // From the top of the page by Tab to the first card's title, then Enter: its contest page opens.
      const firstLink = page.getByTestId("contest-card").first().getByTestId("contest-card-link");
      await tabTo(page, firstLink);
      const firstTitle = await firstLink.textContent();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/contest\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name: firstTitle ?? "" })).toBeVisible();

      // Registering from a card is the button's own business: the page stays the list.
      await page.goto("/contests");
      const soon = contestCard(page, made.soon.title);
      const register = soon.getByRole("button", { name: "Register Now" });
      // The card first: isVisible() does not wait, and a card not rendered yet would skip the registration.
      await expect(soon.getByRole("link", { name: made.soon.title })).toBeVisible();
      if (await register.isVisible()) {
        await register.focus();
        await page.keyboard.press("Enter");
        await expect(soon.getByRole("link", { name: "Go to Contest" })).toBeVisible();
        await expect(soon.getByTestId("contest-participants")).toHaveText("1");
      }
      await expect(page).toHaveURL(/\/contests$/);
      // Shift+Tab from the action reaches the card's own link, which opens the contest.
      await soon.getByRole("link", { name: "Go to Contest" }).focus();
      await page.keyboard.press("Shift+Tab");
      await expect(soon.getByTestId("contest-card-link")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/contest/${made.soon.id}$`));
      await expect(page.getByText("Registered", { exact: true })).toBeVisible();

      await page.goto("/contests");
      await expect(contestCard(page, made.recent.title)).toBeVisible();
      expect.soft(await seriousViolations(page), `/contests at ${width}`).toEqual([]);
      expect.soft(await overflow(page), `/contests at ${width}`).toBeLessThanOrEqual(0);
    }
  });

  test("an ended contest shows everyone its final standings, reached from its card", async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const admin = await adminApi(playwright, baseURL);
    const title = `Final ${crypto.randomUUID().slice(0, 8)}`;
    let contest: Created;
    try {
      const { id: problemId } = await problemByTitle(admin, "Two Sum");
      // Live now, over in half a minute: long enough to register and be judged once.
      const now = Date.now();
      contest = await createContest(admin, title, now - MIN, now + 30_000, [problemId]);

      // A contestant solves Two Sum in it (through the API: this test is about what others see afterwards).
      const contestantUser = uniqueUser({ name: `Finisher ${crypto.randomUUID().slice(0, 8)}` });
      const context = await browser.newContext();
      const contestant = await context.newPage();
      await signUpViaApi(contestant, contestantUser);
      const reg = await contestant.request.post(`/api/v1/contests/${contest.id}/register`);
      expect(reg.status(), await reg.text()).toBe(200);
      const submit = await contestant.request.post("/api/v1/execute-code/submit", {
        data: {
          source_code: TWO_SUM.JAVASCRIPT,
          language_id: JAVASCRIPT_ID,
          stdin: [],
          expected_outputs: [],
          problemId,
          contestId: contest.id,
        },
        timeout: 60_000,
      });
      expect([200, 202], await submit.text()).toContain(submit.status());
      await context.close();

      // The server's clock decides the end; wait for it through the API (no timing in the assertions below).
      await expect
        .poll(
          async () => {
            const res = await admin.get(`/api/v1/contests/${contest.id}/scoreboard`);
            const board = (await res.json()) as { status: string; rows: { solved: number }[] };
            return `${board.status} ${board.rows[0]?.solved ?? 0}`;
          },
          { timeout: 90_000, intervals: [1000, 2000] },
        )
        .toBe("ENDED 1");

      // Someone who never registered opens it from the list by keyboard.
      await signUpViaApi(page, uniqueUser({ name: `Watcher ${crypto.randomUUID().slice(0, 6)}` }));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto("/contests");
        const card = contestCard(page, title);
        await expect(card.getByTestId("contest-status")).toHaveText("ENDED");
        await expect(card.getByTestId("contest-countdown")).toHaveText("Contest Ended");
        await card.getByRole("link", { name: "View Final Standings" }).focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new RegExp(`/contest/${contest.id}$`));
        await expect(page.getByRole("tab", { name: "Standings" })).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("heading", { name: "Final Standings" })).toBeVisible();
        const row = page.getByTestId("standings-row").filter({ hasText: contestantUser.name });
        await expect(row.getByTestId("standings-solved")).toHaveText("1");
        // Ended: the problems are open to everyone now.
        await page.getByRole("tab", { name: "Problems" }).click();
        await expect(page.getByTestId("contest-problem-row")).toHaveCount(1);
        expect.soft(await seriousViolations(page), `ended contest at ${width}`).toEqual([]);
      }
    } finally {
      await admin.dispose();
    }
  });

  test("a learner unregisters before the start; a live contest offers no unregister", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const admin = await adminApi(playwright, baseURL);
    const tag = crypto.randomUUID().slice(0, 6);
    const contests: Created[] = [];
    let live: Created;
    try {
      // Its live contest locks the problem's discussion and hints while it runs: one no other test opens for those.
      const { id: problemId } = await problemByTitle(admin, "Coin Change");
      const now = Date.now();
      for (const width of WIDTHS)
        contests.push(
          await createContest(admin, `${tag} Leave ${width}`, now + 60 * MIN, now + 120 * MIN, [problemId]),
        );
      live = await createContest(admin, `${tag} Stay`, now - MIN, now + 60 * MIN, [problemId]);
    } finally {
      await admin.dispose();
    }
    await signUpViaApi(page, uniqueUser({ name: `Leaver ${tag}` }));

    for (const [i, width] of WIDTHS.entries()) {
      const contest = contests[i] as Created;
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/contests");
      const card = contestCard(page, contest.title);
      await card.getByRole("button", { name: "Register Now" }).click();
      await card.getByRole("link", { name: "Go to Contest" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/contest/${contest.id}$`));
      await expect(page.getByText("Registered", { exact: true })).toBeVisible();

      const unregister = page.getByRole("button", { name: "Unregister" });
      await unregister.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Unregistered from the contest")).toBeVisible();
      await expect(page.getByText("Registered", { exact: true })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Unregister" })).toHaveCount(0);
      await expect(
        page.getByTestId("problems-hidden").getByRole("button", { name: "Register Now" }),
      ).toBeVisible();
      // The server agrees.
      const res = await page.request.get(`/api/v1/contests/${contest.id}`);
      expect(((await res.json()) as { contest: { registered: boolean } }).contest.registered).toBe(false);
    }

    await page.request.post(`/api/v1/contests/${live.id}/register`);
    await page.goto(`/contest/${live.id}`);
    await expect(page.getByText("Registered", { exact: true })).toBeVisible();
    await expect(page.getByTestId("contest-problem-row")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Unregister" })).toHaveCount(0);
  });

  test("an admin edits and deletes a contest before its start; a started one says why it cannot change", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminApi(playwright, baseURL);
    const tag = crypto.randomUUID().slice(0, 6);
    const upcoming: Created[] = [];
    let live: Created;
    try {
      // Its running contest locks the problem's discussion and hints for an hour: one no other test opens for those.
      const { id: problemId } = await problemByTitle(admin, "Coin Change");
      const now = Date.now();
      for (const width of WIDTHS)
        upcoming.push(
          await createContest(admin, `${tag} Draft ${width}`, now + 60 * MIN, now + 120 * MIN, [problemId]),
        );
      live = await createContest(admin, `${tag} Running`, now - MIN, now + 60 * MIN, [problemId]);
    } finally {
      await admin.dispose();
    }
    await loginViaApi(page, adminCredentials());

    for (const [i, width] of WIDTHS.entries()) {
      const contest = upcoming[i] as Created;
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/contest/${contest.id}`);
      await page.getByRole("link", { name: "Edit", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/update-contest/${contest.id}$`));
      await expect(page.getByRole("heading", { name: "Edit Contest", level: 1 })).toBeVisible();
      const titleField = page.getByLabel("Title", { exact: true });
      await expect(titleField).toHaveValue(contest.title);
      await expect(page.getByTestId("selected-problems")).toContainText("Coin Change");
      expect.soft(await seriousViolations(page), `edit contest at ${width}`).toEqual([]);
      expect.soft(await overflow(page), `edit contest at ${width}`).toBeLessThanOrEqual(0);
      const renamed = `${contest.title} renamed`;
      await titleField.fill(renamed);
      await titleField.press("Enter");
      await expect(page.getByText("Contest updated successfully")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/contest/${contest.id}$`));
      await expect(page.getByRole("heading", { name: renamed, level: 1 })).toBeVisible();

      // Delete asks first: Escape keeps the contest, confirming removes it.
      const remove = page.getByRole("button", { name: "Delete", exact: true });
      await remove.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Delete contest?" });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(remove).toBeFocused();
      await page.keyboard.press("Enter");
      await dialog.getByRole("button", { name: "Delete Contest" }).click();
      await expect(page.getByText("Contest deleted successfully")).toBeVisible();
      await expect(page).toHaveURL(/\/contests$/);
      await expect(page.getByTestId("contest-card").first()).toBeVisible();
      await expect(contestCard(page, renamed)).toHaveCount(0);
    }

    // Started: no Edit or Delete, the API's reason instead; the edit route says it too.
    await page.goto(`/contest/${live.id}`);
    await expect(page.getByTestId("contest-locked")).toHaveText(
      "A contest cannot be changed once it has started.",
    );
    await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
    await page.goto(`/update-contest/${live.id}`);
    await expect(page.getByTestId("edit-refused")).toHaveText(
      "A contest cannot be changed once it has started",
    );
  });

  test("the create form marks public problems, says what that means, and links to a new problem for it", async ({
    page,
  }) => {
    await loginViaApi(page, adminCredentials());
    await page.goto("/create-contest");
    await page.getByLabel("Search by title").fill("Two Sum");
    const row = page.getByTestId("picker-row").filter({ hasText: "Two Sum" }).first();
    await expect(row.getByTestId("public-badge")).toHaveText("Public");
    await expect(page.getByTestId("public-problem-note")).toContainText(
      "closes its practice page, discussion, hints and editorial to everyone but admins while the contest is live",
    );
    const link = page.getByRole("link", { name: /New problem for this contest/ });
    await expect(link).toHaveAttribute("href", "/add-problem?forContest=1");
    await expect(link).toHaveAttribute("target", "_blank");
    await page.getByRole("button", { name: "Add Two Sum", exact: true }).click();
    await expect(page.getByTestId("selected-problems").getByTestId("public-badge")).toBeVisible();
  });
});
