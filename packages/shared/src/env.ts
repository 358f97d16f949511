import { z } from "zod";

/**
 * Parses a process's environment once. On bad input it prints every bad variable and exits, so a
 * misconfigured deploy fails at start-up rather than on the first request that needs the value.
 */
export function parseEnvOrExit<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>) {
  const result = schema.safeParse(source);
  if (result.success) return result.data as z.infer<T>;
  const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
  console.error(`Invalid environment:\n${lines.join("\n")}`);
  process.exit(1);
}

export const DEV_JWT_SECRET = "dev-only-secret-change-me-please-0123456789";

/** Variables every server-side process shares, with the local defaults from the README. */
export const baseEnvShape = {
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.url().default("postgres://postgres@127.0.0.1:5432/grindstone"),
  REDIS_URL: z.url().default("redis://127.0.0.1:6379"),
  /** Prefix for every Redis key and channel, so a test run and a dev server can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default("gs"),
  /** pino level for every server-side process. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** JSON lines for machines; "pretty" for a person. Unset: pretty when stdout is a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /**
   * A second listener serving only Prometheus text at /metrics (and, on a worker, /health/live and /health/ready)
   * for scrapers on the private network. Unset: no listener (an API still serves /metrics to admins).
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
};

/**
 * The environment tests run with: the process's own, pointed at the test database, Redis DB and key prefix unless
 * the TEST_* variables (set by scripts/test.sh) say otherwise, so a test can never touch the dev database.
 */
export function testEnvSource(overrides: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    // Quiet unless asked (LOG_LEVEL=debug bun test …): an access line per request would bury the test report, while
    // warnings and errors (an unexpected 500 with its stack, a dependency down) still show beside the failing test.
    LOG_LEVEL: "warn",
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/grindstone_test",
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/1",
    REDIS_PREFIX: process.env.TEST_REDIS_PREFIX ?? "gs-test",
    ...overrides,
  };
}
