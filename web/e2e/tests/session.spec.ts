import { expect, signUpViaApi, test } from "../fixtures/auth.ts";
import { adminCredentials, uniqueUser } from "../fixtures/users.ts";

test("a user whose sockets the server ends (blocked) is signed out and sent to /", async ({
  page,
  playwright,
}) => {
  const { id } = await signUpViaApi(page, uniqueUser());

  // Socket.IO's CONNECT acknowledgement ("40…") means the realtime session is up.
  const connected = page
    .waitForEvent("websocket")
    .then((ws) =>
      ws.waitForEvent("framereceived", { predicate: (frame) => String(frame.payload).startsWith("40") }),
    );
  await page.goto("/problems");
  await expect(page.getByTestId("avatar-initials")).toHaveText("AL");
  await connected;

  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await admin.post("/api/v1/auth/login", { data: adminCredentials() })).status()).toBe(200);
    const blocked = await admin.patch(`/api/v1/admin/users/${id}/block`, { data: { isBlocked: true } });
    expect(blocked.status(), await blocked.text()).toBe(200);
  } finally {
    await admin.dispose();
  }

  await expect(page).toHaveURL(/\/\?signedOut=blocked$/);
  await expect(page.getByTestId("hero")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(/Your account has been blocked/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
});
