import { SOCKET_HANDSHAKE_ERRORS } from "@grindstone/shared";
import { expect, test } from "../fixtures/auth.ts";
import { CLIPBOARD, setEditorCode } from "../fixtures/editor.ts";
import { openTwoSum } from "../fixtures/problem-page.ts";
import { refuseHandshake, SOCKET_URL, socketConnected } from "../fixtures/socket.ts";
import { TWO_SUM_WRONG_JS } from "../fixtures/solutions.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe("realtime", () => {
  test.use({ permissions: CLIPBOARD });

  test("the final socket event finishes a Submit at once, while the HTTP answer is still held back; one toast", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(150_000);
    expect(signedInUser.email).toContain("@");
    let released = false;
    await page.route("**/api/v1/execute-code/submit", async (route) => {
      const response = await route.fetch();
      // The verdict exists by now (the API answers once it does): the page must not need this answer.
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      released = true;
      await route.fulfill({ response }).catch(() => {}); // the page may be gone if the test failed
    });
    const connected = socketConnected(page);
    await openTwoSum(page);
    await connected; // an event sent before the socket is up would be lost, and this test is about events
    await page.getByLabel("Language").selectOption("JAVASCRIPT");
    await setEditorCode(page, TWO_SUM_WRONG_JS);
    await page.getByRole("button", { name: "Submit Solution" }).click();

    await expect(page.getByTestId("result-status")).toHaveText("Wrong Answer", { timeout: 60_000 });
    expect(released).toBe(false);
    const headline = (await page.getByTestId("result-headline").textContent()) ?? "";
    expect(headline).toMatch(/^Wrong Answer: \d+ \/ \d+ tests passed$/);
    const toasts = page.getByRole("status").filter({ hasText: headline });
    await expect(toasts).toHaveCount(1);

    // The held-back answer arrives for a click that is already finished: no second announcement.
    await page.waitForResponse("**/api/v1/execute-code/submit", { timeout: 60_000 });
    expect(released).toBe(true);
    await page.waitForTimeout(1500); // an error toast stays 4 s: a second one would be on screen now
    await expect(toasts).toHaveCount(0);
    await expect(page.getByTestId("result-status")).toHaveText("Wrong Answer");
    await expect(page.getByRole("button", { name: "Submit Solution" })).toBeEnabled();
  });

  test("Run and Submit send an Idempotency-Key: a new one per click, the same one when a click is retried", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    const keys: string[] = [];
    // The judge's answer does not matter here: refuse every request quickly (503, as in an outage), noting its key.
    await page.route(/\/api\/v1\/execute-code\/(submit)?$/, (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      return route.fulfill({
        status: 503,
        json: { error: "Judge busy, try again", code: "SERVICE_UNAVAILABLE" },
      });
    });
    await openTwoSum(page);
    const clicks: string[][] = [];
    for (const name of ["Run Code", "Run Code", "Submit Solution"]) {
      const count = keys.length;
      await page.getByRole("button", { name }).click();
      // The first request and its two retries, then the click gives up and says so.
      await expect.poll(() => keys.length, { timeout: 10_000 }).toBe(count + 3);
      await expect(page.getByRole("button", { name })).toBeEnabled();
      await expect(
        page.getByRole("status").filter({ hasText: "Judge busy, try again" }).first(),
      ).toBeVisible();
      clicks.push(keys.slice(count));
    }
    for (const sent of clicks) {
      expect(sent[0]).toMatch(UUID);
      expect(new Set(sent).size).toBe(1); // a retry is the same click
    }
    expect(new Set(clicks.map((sent) => sent[0])).size).toBe(3); // each click its own key
  });

  test("a handshake refused as retryable is retried with the spec's backoff until it connects", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    const attempts: number[] = [];
    let acknowledged = false;
    await page.routeWebSocket(SOCKET_URL, (ws) => {
      attempts.push(Date.now());
      // The first two handshakes meet an API whose Redis is down; the third reaches the real one.
      if (attempts.length <= 2) return refuseHandshake(ws, SOCKET_HANDSHAKE_ERRORS.SERVICE_UNAVAILABLE);
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (String(message).startsWith("40")) acknowledged = true;
        ws.send(message);
      });
    });
    let authChecks = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/auth/check")) authChecks++;
    });
    await page.goto("/problems");
    await expect(page.getByTestId("avatar-initials")).toBeVisible();
    const checksAfterLoad = authChecks;

    await expect.poll(() => acknowledged, { timeout: 15_000 }).toBe(true);
    expect(attempts).toHaveLength(3);
    // Backoff, not a tight loop: 1 s then 2 s, each ±50 %.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(450);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(950);
    // A retryable refusal is no question about the session: the tab stays signed in without asking.
    expect(authChecks).toBe(checksAfterLoad);
    await expect(page.getByTestId("avatar-initials")).toBeVisible();
  });

  test("a handshake refused as Unauthorized asks the session; a valid one reconnects", async ({
    page,
    signedInUser,
  }) => {
    expect(signedInUser.email).toContain("@");
    let attempts = 0;
    let acknowledged = false;
    const checkedAfterRefusal: number[] = [];
    await page.routeWebSocket(SOCKET_URL, (ws) => {
      attempts++;
      if (attempts === 1) {
        // Only the session checks from now on are the answer to this refusal (not the page load's).
        page.on("response", (response) => {
          if (response.url().endsWith("/api/v1/auth/check")) checkedAfterRefusal.push(response.status());
        });
        return refuseHandshake(ws, SOCKET_HANDSHAKE_ERRORS.UNAUTHORIZED);
      }
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (String(message).startsWith("40")) acknowledged = true;
        ws.send(message);
      });
    });
    await page.goto("/problems");
    await expect.poll(() => acknowledged, { timeout: 15_000 }).toBe(true);
    expect(checkedAfterRefusal).toEqual([200]);
    expect(attempts).toBe(2);
    await expect(page).toHaveURL(/\/problems$/);
  });
});
