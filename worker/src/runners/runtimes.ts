import { existsSync, realpathSync } from "node:fs";
import { dirname } from "node:path";
import type { Bind } from "./sandbox/launch-args.ts";

/**
 * Where the language runtimes live, resolved once to real paths (the sandbox has no /etc/alternatives), plus the
 * read-only mounts they need beyond /usr: an install prefix outside /usr (e.g. /opt/node) and the JDK's
 * configuration, which Debian keeps in /etc/java-<n>-openjdk behind symlinks from the JDK directory.
 */
export type Runtimes = {
  node: string | null;
  python: string | null;
  /** JAVA_HOME of a JDK (javac and java both present). */
  javaHome: string | null;
  /** Extra read-only mounts needed by the runtimes above. */
  binds: Bind[];
};

// The distribution's runtimes first: PATH on a developer machine may point at version-manager shims (pyenv,
// nvm) under a home directory the sandbox's uid cannot enter.
function resolve(name: string, preferred: string): string | null {
  const found = existsSync(preferred) ? preferred : Bun.which(name);
  return found ? realpathSync(found) : null;
}

/** Mounts the installation prefix (two levels above bin/x) of a runtime that lives outside /usr. */
function prefixBind(binary: string | null): Bind[] {
  if (!binary || binary.startsWith("/usr/")) return [];
  const prefix = dirname(dirname(binary));
  return [{ src: prefix, dest: prefix }];
}

export function discoverRuntimes(): Runtimes {
  const node = resolve("node", "/usr/bin/node");
  const python = resolve("python3", "/usr/bin/python3");
  const javac = resolve("javac", "/usr/bin/javac");
  const javaHome = javac ? dirname(dirname(javac)) : null;
  const binds = [...prefixBind(node), ...prefixBind(python), ...(javac ? prefixBind(javac) : [])];
  if (javaHome && existsSync(`${javaHome}/lib/jvm.cfg`)) {
    const conf = dirname(realpathSync(`${javaHome}/lib/jvm.cfg`));
    if (conf.startsWith("/etc/")) binds.push({ src: conf, dest: conf });
  }
  return { node, python, javaHome: javaHome && existsSync(`${javaHome}/bin/java`) ? javaHome : null, binds };
}
