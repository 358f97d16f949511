import type { Logger } from "@grindstone/shared/logger";
import { Judge0Runner } from "./judge0.ts";
import { LocalSandboxRunner, type SandboxMode } from "./local-sandbox.ts";
import type { Runner } from "./runner.ts";

export type { Runner } from "./runner.ts";
export { InfrastructureError } from "./runner.ts";

/**
 * The worker's runner: Judge0 when JUDGE0_URL is configured, otherwise the embedded bubblewrap sandbox with one
 * slot per concurrent job (WORKER_CONCURRENCY).
 */
export function createRunner(opts: {
  judge0Url?: string;
  judge0Token?: string;
  slots: number;
  mode?: SandboxMode;
  log?: Logger;
}): Runner {
  if (opts.judge0Url) return new Judge0Runner({ url: opts.judge0Url, token: opts.judge0Token });
  return new LocalSandboxRunner({ slots: opts.slots, mode: opts.mode, log: opts.log });
}
