import { baseEnvShape, parseEnvOrExit } from "@grindstone/shared/env";
import { z } from "zod";

/** What the migrate and seed commands need. Defaults match the API's, so a bare `bun run db:seed` just works. */
export const dbEnvSchema = z.object({
  DATABASE_URL: baseEnvShape.DATABASE_URL,
  ADMIN_EMAIL: z.email().default("admin@grindstone.dev"),
  ADMIN_PASSWORD: z.string().min(6).default("admin12345"),
});

export const loadDbEnv = () => parseEnvOrExit(dbEnvSchema, process.env);
