import type { Runtimes } from "../../runners/runtimes.ts";
import type { Sandbox } from "../../runners/sandbox/sandbox.ts";
import type { SeccompFile } from "../../runners/sandbox/seccomp.ts";
import { SupervisedBox } from "../../runners/sandbox/supervised-box.ts";

/** For the box tests: starts boxes the way the runner does (slot context, runtimes, the seccomp filter if any). */
export function boxStarter(opts: {
  sandbox: Sandbox;
  seccomp: SeccompFile | null;
  runtimes: Runtimes;
  memoryBytes: number;
  prefix: string;
}) {
  let started = 0;
  return (slot = 0, withSeccomp = true, pythonZygoteEnv?: Record<string, string>) =>
    SupervisedBox.start(opts.sandbox.context(slot, 64), {
      name: `${opts.prefix}-${++started}`,
      binds: opts.runtimes.binds,
      python: opts.runtimes.python!,
      memoryBytes: opts.memoryBytes,
      pids: 64,
      seccomp: withSeccomp ? opts.seccomp : null,
      pythonZygoteEnv,
    });
}
