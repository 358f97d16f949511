import AxeBuilder from "@axe-core/playwright";
import { DISCUSSION_PAGE_SIZE, DISCUSSION_RATE_LIMIT, DISCUSSION_TEXTS } from "@grindstone/shared";
import type { Locator, Page } from "@playwright/test";
import { expect, loginViaApi, test } from "../fixtures/auth.ts";
import { clearRoom, discussion, newPerson, openDiscussion, seedMessages } from "../fixtures/discussions.ts";
import { adminApi, problemByTitle } from "../fixtures/practice-api.ts";
import { horizontalOverflow } from "../fixtures/problem-page.ts";
import { saveScreenshot } from "../fixtures/screenshots.ts";
import { SOCKET_URL } from "../fixtures/socket.ts";
import { adminCredentials } from "../fixtures/users.ts";

// Each test uses a problem of its own, so a room emptied for one is not filled by another.
const marker = () => crypto.randomUUID().slice(0, 8);
const upvote = (scope: Locator) => scope.getByRole("button", { name: /^Upvote/ });
const downvote = (scope: Locator) => scope.getByRole("button", { name: /^Downvote/ });

async function postWithCtrlEnter(page: Page, text: string) {
  const room = discussion(page);
  await room.box.fill(text);
  await room.box.press("Control+Enter");
  await expect(room.box).toHaveValue("");
}

test.describe("discussions", () => {
  test("an empty room says so; Post waits for text; Ctrl+Enter posts; the counter shows near the limit", async ({
    page,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    const { id } = await problemByTitle(page.request, "Fizz Buzz");
    const admin = await adminApi(playwright, baseURL);
    await clearRoom(admin, id);
    await admin.dispose();

    const room = await openDiscussion(page, id);
    await expect(room.panel.getByText("No discussions yet", { exact: true })).toBeVisible();
    await expect(
      room.panel.getByText("Be the first to start the conversation!", { exact: true }),
    ).toBeVisible();
    await expect(room.post).toBeDisabled();
    await room.box.fill("   \n  ");
    await expect(room.post).toBeDisabled();

    const text = `Hello **world** ${marker()}`;
    await postWithCtrlEnter(page, text);
    const mine = room.message(text.replace("**world**", "world"));
    await expect(mine).toHaveCount(1);
    await expect(mine.locator("strong", { hasText: "world" })).toBeVisible();
    await expect(room.panel.getByText("No discussions yet")).toHaveCount(0);
    // Own message: counts, no vote buttons, a Delete; the time says when in full on hover.
    await expect(upvote(room.panel)).toHaveCount(0);
    await expect(mine.getByTestId("upvotes")).toHaveText("0");
    await expect(mine.getByRole("button", { name: /^Delete/ })).toBeVisible();
    const time = mine.locator("time");
    await expect(time).toHaveText("just now");
    await expect(time).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
    await expect(time).toHaveAttribute("title", /\d{4}/);

    // No serious or critical axe finding in the room, with a message in it (as accessibility.spec.ts does for pages).
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="discussion"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    // The counter appears from 1,800 characters; past 2,000 Post is disabled.
    await room.box.fill("x".repeat(1799));
    await expect(room.counter).toHaveText("");
    await room.box.fill("x".repeat(1950));
    await expect(room.counter).toHaveText("1,950 / 2,000");
    await expect(room.post).toBeEnabled();
    await room.box.fill("x".repeat(2001));
    await expect(room.counter).toHaveText("2,001 / 2,000");
    await expect(room.post).toBeDisabled();

    // A long unbroken word does not widen a phone's screen.
    await room.box.fill(`${"y".repeat(300)} ${marker()}`);
    await room.post.click();
    await expect(room.box).toHaveValue("");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("two people chat live: messages, votes and a deletion reach the other side without a reload", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const ada = await newPerson(browser, "Ada Live");
    const bob = await newPerson(browser, "Bob Live");
    try {
      const { id } = await problemByTitle(ada.page.request, "Two Sum");
      const adaRoom = await openDiscussion(ada.page, id);
      const bobRoom = await openDiscussion(bob.page, id);

      const question = `Is a hash map enough here? ${marker()}`;
      await postWithCtrlEnter(ada.page, question);
      await expect(bobRoom.message(question)).toHaveCount(1);
      await expect(bobRoom.message(question).getByTestId("message-author")).toHaveText("Ada Live");
      // Ada's own message has no vote buttons for her; Bob can vote on it but not delete it.
      await expect(upvote(adaRoom.message(question))).toHaveCount(0);
      const onBob = bobRoom.message(question);
      await expect(onBob.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

      await upvote(onBob).click();
      await expect(upvote(onBob)).toHaveAttribute("aria-pressed", "true");
      await expect(adaRoom.message(question).getByTestId("upvotes")).toHaveText("1");
      // The opposite vote switches it; the same vote again takes it back.
      await downvote(onBob).click();
      await expect(downvote(onBob)).toHaveAttribute("aria-pressed", "true");
      await expect(upvote(onBob)).toHaveAttribute("aria-pressed", "false");
      await expect(adaRoom.message(question).getByTestId("upvotes")).toHaveText("0");
      await expect(adaRoom.message(question).getByTestId("downvotes")).toHaveText("1");
      await downvote(onBob).click();
      await expect(downvote(onBob)).toHaveAttribute("aria-pressed", "false");
      await expect(adaRoom.message(question).getByTestId("downvotes")).toHaveText("0");

      const answer = `Yes, one pass. ${marker()}`;
      await bobRoom.box.fill(answer);
      await bobRoom.post.click();
      await expect(adaRoom.message(answer)).toHaveCount(1);
      await saveScreenshot(ada.page, "discussion");

      // Ada deletes her question, after confirming: gone on both sides.
      await adaRoom
        .message(question)
        .getByRole("button", { name: /^Delete/ })
        .click();
      const dialog = ada.page.getByRole("dialog", { name: "Delete this message?" });
      await dialog.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(adaRoom.message(question)).toHaveCount(0);
      await expect(bobRoom.message(question)).toHaveCount(0);
      await expect(bobRoom.message(answer)).toHaveCount(1);
    } finally {
      await ada.context.close();
      await bob.context.close();
    }
  });

  test("an admin can delete anyone's message", async ({ page, playwright, baseURL }) => {
    await loginViaApi(page, adminCredentials());
    const { id } = await problemByTitle(page.request, "Valid Parentheses");
    const text = `Spam ${marker()}`;
    await seedMessages(playwright, baseURL ?? "", id, [text]);
    const room = await openDiscussion(page, id);
    await room
      .message(text)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(room.message(text)).toHaveCount(0);
  });

  test("Load older messages fetches the page before the first; the reader keeps their place", async ({
    page,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(90_000);
    expect(signedInUser.email).toContain("@");
    const { id } = await problemByTitle(page.request, "Binary Search");
    const admin = await adminApi(playwright, baseURL);
    await clearRoom(admin, id);
    await admin.dispose();
    const tag = marker();
    const total = DISCUSSION_PAGE_SIZE + 5;
    const texts = Array.from({ length: total }, (_, i) => `older ${tag} #${String(i + 1).padStart(2, "0")}`);
    await seedMessages(playwright, baseURL ?? "", id, texts);

    const room = await openDiscussion(page, id);
    await expect(room.messages).toHaveCount(DISCUSSION_PAGE_SIZE);
    await expect(room.messages.first()).toContainText(`#06`);
    await expect(room.messages.last()).toContainText(`#${total}`);
    // The list opens at the newest message.
    await expect(room.message(`#${total}`)).toBeInViewport();

    const before = page.waitForRequest((r) => /[?&]before=/.test(r.url()));
    await room.panel.getByRole("button", { name: "Load older messages" }).click();
    await before;
    await expect(room.messages).toHaveCount(total);
    await expect(room.messages.first()).toContainText("#01");
    await expect(room.panel.getByRole("button", { name: "Load older messages" })).toHaveCount(0);
    // Loading above did not jump the reader to the top.
    await expect(room.message("#01")).not.toBeInViewport();
  });

  test("a refused post shows the server's reason and keeps the draft", async ({ page, signedInUser }) => {
    expect(signedInUser.email).toContain("@");
    const { id } = await problemByTitle(page.request, "Missing Number");
    const room = await openDiscussion(page, id);
    const tag = marker();
    for (let i = 1; i <= DISCUSSION_RATE_LIMIT.points; i++)
      await postWithCtrlEnter(page, `burst ${tag} ${i}`);
    const draft = `one too many ${tag}`;
    await room.box.fill(draft);
    await room.box.press("Control+Enter");
    await expect(page.getByRole("status").filter({ hasText: DISCUSSION_TEXTS.rateLimited })).toBeVisible();
    await expect(room.box).toHaveValue(draft);
    await expect(room.message(draft)).toHaveCount(0);
  });

  test("after a reconnect the room is joined again; the messages, votes and deletions missed meanwhile show", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const ada = await newPerson(browser, "Ada Offline");
    const bob = await newPerson(browser, "Bob Online");
    try {
      // Ada's socket goes through a proxy the test can cut; her second connection waits until Bob has posted.
      // The proxy also counts her room joins the server acknowledged (`42<n>["joinRoom",…]` → `43<n>[…]`).
      let cut: () => void = () => {};
      let release: () => void = () => {};
      const posted = new Promise<void>((resolve) => {
        release = resolve;
      });
      let connections = 0;
      let joins = 0;
      await ada.page.routeWebSocket(SOCKET_URL, async (ws) => {
        connections++;
        if (connections > 1) await posted;
        const server = ws.connectToServer();
        const asked = new Set<string>();
        ws.onMessage((frame) => {
          const ask = String(frame).match(/^42(\d+)\["joinRoom"/)?.[1];
          if (ask) asked.add(ask);
          server.send(frame);
        });
        server.onMessage((frame) => {
          const answer = String(frame).match(/^43(\d+)\[/)?.[1];
          if (answer && asked.has(answer)) joins++;
          ws.send(frame);
        });
        cut = () => {
          void ws.close();
          void server.close();
        };
      });
      const { id } = await problemByTitle(ada.page.request, "Contains Duplicate");
      await ada.page.goto(`/problem/${id}`);
      await ada.page.getByRole("tab", { name: "Discussion" }).click();
      const adaRoom = discussion(ada.page);
      await expect.poll(() => joins).toBe(1);
      const bobRoom = await openDiscussion(bob.page, id);
      const first = `before the cut ${marker()}`;
      const doomed = `Bob deletes this while Ada is away ${marker()}`;
      for (const text of [first, doomed]) {
        await bobRoom.box.fill(text);
        await bobRoom.post.click();
        await expect(adaRoom.message(text)).toHaveCount(1);
      }
      const adas = `Ada asks before the cut ${marker()}`;
      await adaRoom.box.fill(adas);
      await adaRoom.post.click();
      await expect(bobRoom.message(adas)).toHaveCount(1);
      // Her own copy arrives on her socket too (nothing is shown before the server has it): wait for it before the
      // cut, or a loaded machine cuts her off first and she never saw her message before reconnecting.
      await expect(adaRoom.message(adas)).toHaveCount(1);

      cut();
      // While Ada is away: a vote on her message, a deletion and a new message, none of which she hears.
      await upvote(bobRoom.message(adas)).click();
      await expect(upvote(bobRoom.message(adas))).toHaveAttribute("aria-pressed", "true");
      await bobRoom
        .message(doomed)
        .getByRole("button", { name: /^Delete/ })
        .click();
      await bob.page
        .getByRole("dialog", { name: "Delete this message?" })
        .getByRole("button", { name: "Delete", exact: true })
        .click();
      await expect(bobRoom.message(doomed)).toHaveCount(0);
      const missed = `posted while Ada was away ${marker()}`;
      await bobRoom.box.fill(missed);
      await bobRoom.post.click();
      await expect(bobRoom.message(missed)).toHaveCount(1);
      await expect(adaRoom.message(doomed)).toHaveCount(1);
      await expect(adaRoom.message(adas).getByTestId("upvotes")).toHaveText("0");
      release();
      await expect.poll(() => joins).toBe(2);
      await expect(adaRoom.message(missed)).toHaveCount(1);
      await expect(adaRoom.message(adas).getByTestId("upvotes")).toHaveText("1");
      await expect(adaRoom.message(doomed)).toHaveCount(0);
      await expect(adaRoom.message(first)).toHaveCount(1);

      // And the room is live again for her.
      const live = `and now live again ${marker()}`;
      await bobRoom.box.fill(live);
      await bobRoom.post.click();
      await expect(adaRoom.message(live)).toHaveCount(1);
    } finally {
      await ada.context.close();
      await bob.context.close();
    }
  });

  test("messages are inert text: scripts, HTML, javascript: links and ANSI codes do nothing", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const ada = await newPerson(browser, "Ada Xss");
    const bob = await newPerson(browser, "Bob Reader");
    const dialogs: string[] = [];
    for (const p of [ada.page, bob.page])
      p.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
    try {
      const { id } = await problemByTitle(ada.page.request, "Single Number");
      await openDiscussion(ada.page, id);
      const bobRoom = await openDiscussion(bob.page, id);
      const tag = marker();
      const corpus = [
        `<script>alert(1)</script> ${tag}a`,
        `<img src=x onerror=alert(1)> ${tag}b`,
        `[x](javascript:alert(1)) ${tag}c`,
        `<b>bold</b><iframe src="javascript:alert(1)"></iframe> ${tag}d`,
        `\u001b[31mred ${tag}e`,
      ];
      for (const text of corpus) await postWithCtrlEnter(ada.page, text);
      await expect(bobRoom.messages.filter({ hasText: tag })).toHaveCount(corpus.length);

      for (const page of [ada.page, bob.page]) {
        const panel = discussion(page).panel;
        await expect(panel.locator("script, img, iframe, b")).toHaveCount(0);
        await expect(panel.locator('a[href^="javascript:" i]')).toHaveCount(0);
        await expect(panel.getByRole("link", { name: "x", exact: true })).toHaveCount(0);
        await expect(panel).toContainText("<script>alert(1)</script>");
        await expect(panel).toContainText("<img src=x onerror=alert(1)>");
        await expect(panel).toContainText("[x](javascript:alert(1))");
        await expect(panel).toContainText("<b>bold</b><iframe");
        await expect(panel).toContainText("[31mred");
      }
      expect(dialogs).toEqual([]);
    } finally {
      await ada.context.close();
      await bob.context.close();
    }
  });
});
