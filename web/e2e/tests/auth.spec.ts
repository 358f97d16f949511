import { expect, loginViaUi, signUpViaApi, signUpViaUi, test } from "../fixtures/auth.ts";
import { uniqueUser } from "../fixtures/users.ts";

test.describe("sign-up", () => {
  test("a new user lands on /problems and the nav shows their initials", async ({ page, user }) => {
    await signUpViaUi(page, user);
    await expect(page).toHaveURL(/\/problems$/);
    await expect(page.getByText("User created successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Problems", level: 1 })).toBeVisible();
    await expect(page.getByTestId("avatar-initials")).toHaveText("AL");

    await page.getByRole("button", { name: "Open user menu" }).click();
    await expect(page.getByTestId("user-menu-name")).toHaveText(user.name);
    await expect(page.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Add Problem" })).toHaveCount(0);
  });

  test("shows the validation messages under each field", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    await expect(page.getByText("Sign Up to your account")).toBeVisible();
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    await expect(page.getByText("Name must be at least of 3 character")).toBeVisible();
    await expect(page.getByText("Enter a valid email")).toBeVisible();
    await expect(page.getByText("Password must be at least of 6 character")).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    // Fixing a field clears its message while the others stay.
    await page.getByLabel("Name").fill("Ada");
    await expect(page.getByText("Name must be at least of 3 character")).toHaveCount(0);
    await expect(page.getByText("Enter a valid email")).toBeVisible();
  });

  test("a taken e-mail shows the server's reason", async ({ page, user }) => {
    await signUpViaApi(page, user);
    await page.context().clearCookies();
    await signUpViaUi(page, uniqueUser({ email: user.email }));
    await expect(page.getByText("User already exists")).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("the password toggle shows and hides the password", async ({ page }) => {
    await page.goto("/signup");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("hunter22");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });
});

test.describe("login and logout", () => {
  test("log out, then log in again", async ({ page, signedInUser }) => {
    await page.goto("/problems");
    await page.getByRole("button", { name: "Open user menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByText("Logout successful")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("hero")).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

    // Signed out for real: the server no longer accepts the session, so the guard sends the page to sign-in.
    await page.goto("/problems");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproblems$/);

    await loginViaUi(page, signedInUser);
    await expect(page.getByText("User logged in successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/problems$/);
    await expect(page.getByTestId("avatar-initials")).toHaveText("AL");
  });

  test("a wrong password shows the server's error", async ({ page, signedInUser }) => {
    await page.context().clearCookies();
    await page.goto("/login");
    await expect(page.getByText("Login to your account")).toBeVisible();
    await loginViaUi(page, { email: signedInUser.email, password: "wrong-password" });
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  });

  test("login validates its fields with the spec's messages", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("1234");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Enter a valid email")).toBeVisible();
    await expect(page.getByText("Password must be at least of 6 character")).toBeVisible();
  });
});
