import type { Logger } from "@grindstone/shared/logger";
import { CustomCheckers } from "../judge/checkers/custom/custom-checker.ts";
import { Judge0Runner } from "./judge0.ts";
import { LocalSandboxRunner, type SandboxMode } from "./local-sandbox.ts";
import { InfrastructureError, type Runner } from "./runner.ts";
import { Sandbox } from "./sandbox/sandbox.ts";
import { SeccompFile } from "./sandbox/seccomp.ts";

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
  /** The embedded sandbox's CPU weight (SANDBOX_CPU_WEIGHT); Judge0 runs its programs elsewhere. */
  cpuWeight?: number;
}): Runner {
  if (opts.judge0Url) {
    // Judge0 runs the programs; a problem's own checker still runs here, in a sandbox of the worker's own.
    const checkers = new CustomCheckers({
      sandbox: Sandbox.open({}).then(async (sandbox) => {
        const missing = sandbox.missing();
        if (missing.length > 0 && (opts.mode ?? "strict") === "strict") {
          await sandbox.close();
          throw new InfrastructureError(
            `custom checkers need a strict sandbox; this host lacks ${missing.join(", ")}`,
          );
        }
        return sandbox;
      }),
      seccomp: SeccompFile.create(),
      slots: opts.slots,
      log: opts.log,
    });
    return new Judge0Runner({
      url: opts.judge0Url,
      token: opts.judge0Token,
      customCheckers: (c) => checkers.checkerFor(c),
      onClose: () => checkers.close(),
    });
  }
  return new LocalSandboxRunner({
    slots: opts.slots,
    mode: opts.mode,
    log: opts.log,
    cpuWeight: opts.cpuWeight,
  });
}
