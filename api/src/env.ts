import { baseEnvShape, DEV_JWT_SECRET, parseEnvOrExit, testEnvSource } from "@grindstone/shared/env";
import { z } from "zod";

const csv = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url("CORS_ORIGINS must be a comma-separated list of origins")));

export const envSchema = z
  .object({
    ...baseEnvShape,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
    ADMIN_EMAIL: z.email().default("admin@grindstone.dev"),
    ADMIN_PASSWORD: z.string().min(6).default("admin12345"),
    /** Origins allowed for CORS and for the Socket.IO handshake; the site's own origin is always allowed. */
    CORS_ORIGINS: csv.default(["http://localhost:3000", "http://127.0.0.1:3000", "http://localhost:5173"]),
    JUDGE0_URL: z.url().optional(),
    /** Where the built SPA lives; the API serves it with a history fallback. */
    WEB_DIST: z.string().optional(),
    /** Login throttle per client address and per e-mail, over a 15-minute window. */
    LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(50),
    LOGIN_MAX_PER_EMAIL: z.coerce.number().int().positive().default(10),
    /** Sign-ups per client address per hour: slows scripted account creation. */
    REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(30),
    /** How long run/submit wait for the verdict before answering 202 with the submission still Queued/Running. */
    JUDGE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(20_000),
    /** Jobs waiting in the judge queue beyond which new work is refused with 503 (back-pressure, not loss). */
    JUDGE_QUEUE_CAP: z.coerce.number().int().positive().default(5000),
    /**
     * SIGTERM: how long in-flight requests may take to finish before the process exits anyway. Kubernetes'
     * terminationGracePeriodSeconds must exceed this plus the preStop delay.
     */
    DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    /** Set behind a reverse proxy so the rate limiter sees the client's address, not the proxy's. */
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  })
  .check(
    z.refine((env) => env.NODE_ENV !== "production" || Boolean(env.JWT_SECRET), {
      path: ["JWT_SECRET"],
      message: "JWT_SECRET is required when NODE_ENV=production",
      // Run even when other variables are bad, so one start-up lists every problem at once.
      when: () => true,
    }),
  )
  .transform((env) => ({ ...env, JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET }));

export type Env = z.infer<typeof envSchema>;

/** Parsed on first use so tests can build an env from an explicit record with `envSchema.parse`. */
let cached: Env | undefined;
export function loadEnv(): Env {
  cached ??= parseEnvOrExit(envSchema, process.env);
  return cached;
}

/**
 * The environment for tests: the same schema, but pointed at the test database and a test key prefix unless the
 * caller (scripts/test.sh) says otherwise, so `bun test` can never touch the dev database by accident.
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return envSchema.parse(testEnvSource(overrides));
}
