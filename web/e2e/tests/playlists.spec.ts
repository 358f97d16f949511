import { expect, signUpViaApi, test } from "../fixtures/auth.ts";
import { createPlaylistViaApi } from "../fixtures/practice-api.ts";
import { saveScreenshot } from "../fixtures/screenshots.ts";
import { uniqueUser } from "../fixtures/users.ts";

const PROBLEM = "Two Sum";

test("create a public playlist, add a problem from /problems, share, view, remove, delete", async ({
  page,
  context,
  baseURL,
  signedInUser,
}) => {
  expect(signedInUser.email).toContain("@");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const name = `Warm-up ${crypto.randomUUID().slice(0, 8)}`;

  // A fresh user has none; the empty state's icon opens the create dialog.
  await page.goto("/playlists");
  await expect(page.getByRole("heading", { name: "My Playlists", level: 1 })).toBeVisible();
  await expect(page.getByText("Organize and track your coding practice")).toBeVisible();
  await expect(page.getByText("No playlists yet")).toBeVisible();
  await expect(page.getByText("Create your first playlist to organize your practice problems")).toBeVisible();
  await page.getByRole("button", { name: "Create your first playlist" }).click();

  const create = page.getByRole("dialog", { name: "Create New Playlist" });
  await expect(create).toBeVisible();
  await expect(create.getByLabel("Visibility")).toHaveValue("private");
  await create.getByRole("button", { name: "Create Playlist" }).click();
  await expect(create.getByText("Playlist name is required")).toBeVisible();
  await create.getByLabel("Playlist Name").fill(name);
  await create.getByLabel("Description").fill("Classic array problems");
  await create.getByLabel("Visibility").selectOption("public");
  await create.getByRole("button", { name: "Create Playlist" }).click();
  await expect(page.getByText("Playlist created successfully")).toBeVisible();
  await expect(create).toBeHidden();

  const card = page.getByTestId("playlist-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText("Public", { exact: true })).toBeVisible();
  await expect(card.getByText("0 problems")).toBeVisible();
  // Spec §2.8: month/day/year.
  await expect(card.getByText(`Created ${new Date().toLocaleDateString("en-US")}`)).toBeVisible();

  // Add a problem through the problems page's add-to-playlist dialog.
  await page.goto(`/problems?search=${encodeURIComponent(PROBLEM)}`);
  await page.getByRole("button", { name: `Save ${PROBLEM} to a playlist` }).click();
  const add = page.getByRole("dialog", { name: "Add to Playlist" });
  const addButton = add.getByRole("button", { name: "Add to Playlist" });
  await expect(addButton).toBeDisabled();
  await add.getByLabel("Select Playlist").selectOption({ label: name });
  await expect(addButton).toBeEnabled();
  await addButton.click();
  await expect(page.getByText("Problem added to playlist")).toBeVisible();
  await expect(add).toBeHidden();

  // Back on /playlists: count, expand, share.
  await page.goto("/playlists");
  await expect(card.getByText("1 problem", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Show problems" }).click();
  const row = card.getByTestId("playlist-problem-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: PROBLEM })).toHaveAttribute("href", /\/problem\/[0-9a-f-]{36}$/);
  await expect(row.getByTestId("difficulty-badge")).toHaveText("EASY");
  await saveScreenshot(page, "playlists");

  await card.getByRole("button", { name: "Share" }).click();
  await expect(card.getByRole("button", { name: "Copied!" })).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(new RegExp(`^${baseURL}/playlist/[0-9a-f-]{36}$`));
  // "Copied!" lasts 2000 ms (spec §9).
  await expect(card.getByRole("button", { name: "Share" })).toBeVisible({ timeout: 4000 });

  // The shared link shows the playlist's table.
  await page.goto(shared);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Public", { exact: true })).toBeVisible();
  await expect(page.getByText("Classic array problems")).toBeVisible();
  const table = page.getByRole("table");
  for (const column of ["Title", "Tags", "Companies", "Difficulty"]) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }
  await expect(table.getByRole("link", { name: PROBLEM })).toBeVisible();

  // Remove the problem, then delete the playlist.
  await page.goto("/playlists");
  await card.getByRole("button", { name: "Show problems" }).click();
  await card.getByRole("button", { name: `Remove ${PROBLEM} from playlist` }).click();
  await expect(page.getByText("Problem removed from playlist")).toBeVisible();
  await expect(card.getByText("0 problems")).toBeVisible();

  await card.getByRole("button", { name: `Delete playlist ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Delete playlist?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Playlist deleted successfully")).toBeVisible();
  await expect(page.getByText("No playlists yet")).toBeVisible();

  await page.goto(shared);
  await expect(page.getByRole("heading", { name: "Playlist Not Found" })).toBeVisible();
});

test("someone else's private playlist is not found; a public one opens even signed out", async ({
  page,
  browser,
  baseURL,
  signedInUser,
}) => {
  expect(signedInUser.email).toContain("@");
  const secret = await createPlaylistViaApi(page.request, { name: "My secret list", isPublic: false });
  const open = await createPlaylistViaApi(page.request, { name: "Open list", isPublic: true });

  // The owner sees the private one.
  await page.goto(`/playlist/${secret.id}`);
  await expect(page.getByRole("heading", { name: "My secret list", level: 1 })).toBeVisible();

  const other = await browser.newContext({ baseURL });
  const visitor = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await signUpViaApi(otherPage, uniqueUser({ name: "Grace Hopper" }));
    await otherPage.goto(`/playlist/${secret.id}`);
    await expect(otherPage.getByRole("heading", { name: "Playlist Not Found" })).toBeVisible();
    await expect(otherPage.getByText("My secret list")).toHaveCount(0);

    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/playlist/${open.id}`);
    await expect(visitorPage.getByRole("heading", { name: "Open list", level: 1 })).toBeVisible();
    await expect(visitorPage.getByText("No problems found.")).toBeVisible();
  } finally {
    await other.close();
    await visitor.close();
  }
});
