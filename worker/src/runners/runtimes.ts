import { findBinary, prefixBind } from "./languages/descriptor.ts";
import { probeToolchains, type Toolchains } from "./languages/index.ts";
import type { Bind } from "./sandbox/launch-args.ts";

/**
 * What this host offers the sandbox: each language's toolchain (languages/, null when not installed), the Python
 * every box's supervisor runs on, and the read-only mounts all of them need beyond /usr (every box mounts them all:
 * a box is started before it knows which language it will run).
 */
export type Runtimes = {
  /** The supervisor's (and Python submissions') interpreter. */
  python: string | null;
  toolchains: Toolchains;
  binds: Bind[];
};

export function discoverRuntimes(): Runtimes {
  const toolchains = probeToolchains();
  const python = findBinary("python3", "/usr/bin/python3");
  const binds = new Map<string, Bind>();
  for (const bind of [
    ...Object.values(toolchains).flatMap((t) => t.binds),
    ...(python ? prefixBind(python) : []),
  ])
    binds.set(bind.dest, bind);
  return { python, toolchains, binds: [...binds.values()] };
}
