import { baseEnvShape, parseEnvOrExit } from "@grindstone/shared/env";
import { z } from "zod";

/** What the orchestration scripts need; the API and worker parse their own full environments. */
export const scriptEnv = parseEnvOrExit(
  z.object({
    ...baseEnvShape,
    PORT: z.coerce.number().int().default(3000),
    ADMIN_EMAIL: z.email().default("admin@grindstone.dev"),
    ADMIN_PASSWORD: z.string().min(6).default("admin12345"),
    /** Set to skip the web build check (the API then serves whatever web/dist holds). */
    SKIP_WEB_BUILD: z.enum(["0", "1"]).default("0"),
  }),
  process.env,
);
