import { baseEnvShape, parseEnvOrExit } from "@grindstone/shared/env";
import { z } from "zod";

export const workerEnvSchema = z.object({
  ...baseEnvShape,
  JUDGE0_URL: z.url().optional(),
});
export type WorkerEnv = z.infer<typeof workerEnvSchema>;

export const loadWorkerEnv = () => parseEnvOrExit(workerEnvSchema, process.env);
