import { SOCKET_HANDSHAKE_ERRORS } from "@grindstone/shared";
import { expect, test } from "../fixtures/auth.ts";
import { refuseHandshake, SOCKET_URL, socketConnected } from "../fixtures/socket.ts";

test.describe("realtime", () => {
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
