import { defineConfig, devices } from "@playwright/test";
import { mailCatcherPorts } from "./e2e/fixtures/mail-ports.ts";

// The suite runs against the real stack: `bun ../scripts/start.ts` migrates and seeds a test database,
// builds web/dist when stale and starts the API (which serves the SPA) and the worker on E2E_PORT.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const mail = mailCatcherPorts();

const serverEnv: Record<string, string> = {
  ...(process.env as Record<string, string>),
  PORT: String(port),
  NODE_ENV: "test",
  DATABASE_URL: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/grindstone_test",
  REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/1",
  REDIS_PREFIX: process.env.REDIS_PREFIX ?? "gs-e2e",
  // One access line per request would bury the test report; warnings and errors still show (LOG_LEVEL to override).
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? `${baseURL},http://localhost:${port}`,
  // Every test signs up or logs in from 127.0.0.1, and the throttle counters live in Redis across runs:
  // the production limits would fail a second run within the hour. Throttling has its own API tests.
  REGISTER_MAX_PER_IP: process.env.REGISTER_MAX_PER_IP ?? "10000",
  LOGIN_MAX_PER_IP: process.env.LOGIN_MAX_PER_IP ?? "10000",
  LOGIN_MAX_PER_EMAIL: process.env.LOGIN_MAX_PER_EMAIL ?? "10000",
  FORGOT_PASSWORD_MAX_PER_IP: process.env.FORGOT_PASSWORD_MAX_PER_IP ?? "10000",
  // Mail goes to the suite's own SMTP catcher (the first webServer), and its links to the site under test.
  SMTP_URL: `smtp://127.0.0.1:${mail.smtp}`,
  APP_URL: baseURL,
};

export default defineConfig({
  testDir: "./e2e/tests",
  outputDir: "./test-results/artifacts",
  fullyParallel: false,
  // Two cores: the API, the worker, Postgres, Redis and Chromium already share them.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    headless: true,
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording every test's trace to keep the failed ones cost
    // 29 % of the suite's time (97 s against 75 s on two specs, side by side), and a test that hangs writes
    // hundreds of MB. A failure still leaves its screenshot and the page's accessibility snapshot (error-context.md).
    trace: (process.env.E2E_TRACE ?? "off") as "off" | "on" | "retain-on-failure" | "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium: never `playwright install` (no downloads on these machines).
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      // A real SMTP server that keeps what the API sends (password reset links); e2e/fixtures/mail.ts reads it.
      command: "bun e2e/fixtures/mail-catcher-server.ts",
      url: `http://127.0.0.1:${mail.http}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "bun ../scripts/start.ts",
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      env: serverEnv,
    },
  ],
});
