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
    /** The largest problem-package archive an admin may upload (POST /problems/import), in MB. */
    IMPORT_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(4096).default(512),
    JUDGE_QUEUE_CAP: z.coerce.number().int().positive().default(5000),
    /**
     * SIGTERM: how long in-flight requests may take to finish before the process exits anyway. Kubernetes'
     * terminationGracePeriodSeconds must exceed this plus the preStop delay.
     */
    DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    /**
     * Outgoing mail (password reset links): smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465.
     * Unset: outside production the message, link included, is logged instead of sent; in production it is dropped
     * with a warning (a reset link must never land in logs).
     */
    SMTP_URL: z
      .url("SMTP_URL must be a URL such as smtp://user:pass@host:587")
      .refine((u) => /^smtps?:\/\//i.test(u), "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Grindstone <no-reply@grindstone.dev>"),
    /**
     * The site's public origin, for links in e-mails. Never taken from a request's Host header, which a client
     * chooses (a forged Host would mail a victim a reset link to the attacker's site). Unset: http://localhost:PORT.
     */
    APP_URL: z.url().optional(),
    /** How long a password reset link works (it works once). */
    PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
    /** Password reset requests per client address and per e-mail per hour (every request counts: each may mail). */
    FORGOT_PASSWORD_MAX_PER_IP: z.coerce.number().int().positive().default(20),
    FORGOT_PASSWORD_MAX_PER_EMAIL: z.coerce.number().int().positive().default(5),
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
  .check(
    z.refine((env) => env.NODE_ENV !== "production" || !env.SMTP_URL || Boolean(env.APP_URL), {
      path: ["APP_URL"],
      message: "APP_URL (the site's public origin) is required with SMTP_URL when NODE_ENV=production",
      when: () => true,
    }),
  )
  .transform((env) => ({
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

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
