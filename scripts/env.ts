import { baseEnvShape, parseEnvOrExit } from "@grindstone/shared/env";
import { z } from "zod";

/** What the orchestration scripts need; the API and worker parse their own full environments. */
export const scriptEnv = parseEnvOrExit(
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
    /** Set: worker i (from 0) serves /metrics and its health on WORKER_METRICS_PORT + i. Unset: no listener. */
    WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Set to skip the web build check (the API then serves whatever web/dist holds). */
    SKIP_WEB_BUILD: z.enum(["0", "1"]).default("0"),
  }),
  process.env,
);
