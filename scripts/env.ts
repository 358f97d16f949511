import { baseEnvShape, parseEnvOrExit } from "@grindstone/shared/env";
import { z } from "zod";

/**
 * The environments of the scripts in this folder, and the only file of scripts/ besides faults/env.ts that reads
 * process.env (scripts/boundaries.test.ts). Each is parsed by the script that needs it, when it starts.
 */

/** What the orchestration scripts (start, dev) need; the API and worker parse their own full environments. */
export const loadScriptEnv = () =>
  parseEnvOrExit(
    z.object({
      ...baseEnvShape,
      PORT: z.coerce.number().int().default(3000),
      ADMIN_EMAIL: z.email().default("admin@grindstone.dev"),
      ADMIN_PASSWORD: z.string().min(6).default("admin12345"),
      /**
       * More than one API instance puts HAProxy on PORT, balancing over instances on PORT+1…PORT+N (scripts/lb/).
       */
      API_INSTANCES: z.coerce.number().int().min(1).max(32).default(1),
      WORKER_INSTANCES: z.coerce.number().int().min(1).max(64).default(1),
      /** Set: API instance i (from 0) serves Prometheus text on METRICS_PORT + i (the private scrape port). */
      METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
      /** Set: worker i (from 0) serves /metrics and its health on WORKER_METRICS_PORT + i. Unset: no listener. */
      WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
      /** The site's public origin for links in e-mails; `bun run dev` defaults it to Vite's page. */
      APP_URL: z.url().optional(),
      /** Set to skip the web build check (the API then serves whatever web/dist holds). */
      SKIP_WEB_BUILD: z.enum(["0", "1"]).default("0"),
    }),
    process.env,
  );

/** reset-test-state.ts: what scripts/test.sh exports; no defaults, so it can never drop a database by accident. */
export const loadTestStateEnv = () =>
  z
    .object({
      TEST_DATABASE_URL: z.url(),
      TEST_REDIS_URL: z.url(),
      TEST_REDIS_PREFIX: z.string().min(1),
    })
    .parse(process.env);

/** The environment supervised children inherit (PATH, HOME…), before their own variables. */
export const inheritedEnv = (): Record<string, string | undefined> => ({ ...process.env });
