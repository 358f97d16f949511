import { existsSync, lstatSync, readlinkSync } from "node:fs";

/**
 * Builds the command line that starts one sandbox:
 *   sh launcher (joins the run's cgroups while still root) → prlimit (rlimits) → setpriv (drops to the slot's
 *   unprivileged uid, no capabilities, no_new_privs) → bwrap (namespaces, mounts, clean env) → sh (optionally waits at
 *   the go-gate, then writes the ready marker) → program.
 * Every step execs the next, so the pid we spawn ends up being bwrap itself and killing it tears the sandbox down.
 */

/** Written to stderr by a trusted shell inside the sandbox right before it execs the program: seeing it proves the
 * sandbox was set up, so a missing marker is our failure (InfrastructureError), never the program's. */
export const READY_MARKER = "#grindstone-sandbox-ready#\n";

export type Bind = { src: string; dest: string };

export type Identity = { uid: number; gid: number } | null;

export type LaunchSpec = {
  /** The slot's uid/gid (we are root), or null to stay as ourselves (unprivileged worker). */
  identity: Identity;
  /** cgroup.procs files to join; empty without cgroups. */
  procsFiles: string[];
  rlimits: {
    /** RLIMIT_CPU soft limit in whole seconds (the hard limit is one second more); omitted for long-lived boxes. */
    cpuSeconds?: number;
    fsizeBytes: number;
    nproc: number;
    stackBytes: number;
    /** RLIMIT_AS, only where the runtime tolerates it (Python without cgroups). */
    addressSpaceBytes?: number;
  };
  /** Read-only mounts on top of the system ones (source, compiled classes, runtimes outside /usr). */
  binds: Bind[];
  tmpfsBytes: number;
  command: string[];
  /** Wait at the go-gate (GATE_FD) before the ready marker, so a box can be set up ahead of its run. */
  gated?: boolean;
};

/** The inherited descriptor a gated box waits on: one line opens the gate, end-of-file (the host gave up) aborts. */
export const GATE_FD = 3;

// The launcher: write our pid into each cgroup.procs given before "--", then exec the rest.
const LAUNCHER = 'for f; do shift; [ "$f" = -- ] && break; echo $$ > "$f" || exit 125; done; exec "$@"';
const READY = `printf '%s' '${READY_MARKER}' >&2; exec "$@"`;
// The gate is closed before the marker, so the program never inherits it (bwrap's own processes do not keep it).
const GATED_READY = `read -r _ <&${GATE_FD} || exit 125; exec ${GATE_FD}<&-; ${READY}`;

/** The host's root-level directories that hold runtimes: merged-/usr hosts have symlinks, older ones directories. */
function systemMounts(): string[] {
  const args = ["--ro-bind", "/usr", "/usr"];
  for (const dir of ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"]) {
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(dir);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push("--symlink", readlinkSync(dir), dir);
    else if (stat.isDirectory()) args.push("--ro-bind", dir, dir);
  }
  // A minimal /etc: the dynamic linker's cache and the timezone. No passwd, no hosts, nothing with secrets.
  for (const file of ["/etc/ld.so.cache", "/etc/localtime"]) {
    if (existsSync(file)) args.push("--ro-bind", file, file);
  }
  return args;
}

let cachedSystemMounts: string[] | null = null;

export function buildLaunchArgv(spec: LaunchSpec): string[] {
  cachedSystemMounts ??= systemMounts();
  const r = spec.rlimits;
  const prlimit = [
    "/usr/bin/prlimit",
    `--fsize=${r.fsizeBytes}`,
    `--nproc=${r.nproc}`,
    `--stack=${r.stackBytes}`,
    "--core=0",
    // Enough for Node, the JVM and javac; a program has no business opening thousands of files.
    "--nofile=512",
  ];
  if (r.cpuSeconds !== undefined) prlimit.push(`--cpu=${r.cpuSeconds}:${r.cpuSeconds + 1}`);
  if (r.addressSpaceBytes !== undefined) prlimit.push(`--as=${r.addressSpaceBytes}`);
  prlimit.push("--");

  const setpriv = spec.identity
    ? [
        "/usr/bin/setpriv",
        `--reuid=${spec.identity.uid}`,
        `--regid=${spec.identity.gid}`,
        "--clear-groups",
        "--inh-caps=-all",
        "--bounding-set=-all",
        "--no-new-privs",
        "--",
      ]
    : [];

  const bwrap = [
    "/usr/bin/bwrap",
    // Every namespace: no network (only a private loopback), own PIDs, IPC, hostname and cgroup view.
    "--unshare-all",
    "--unshare-user",
    // No nested user namespaces: they would hand the program capabilities over its own mounts (kernel attack surface).
    "--disable-userns",
    "--die-with-parent",
    // A new session: no controlling terminal to push keystrokes into (TIOCSTI).
    "--new-session",
    "--cap-drop",
    "ALL",
    "--hostname",
    "sandbox",
    ...cachedSystemMounts,
    ...spec.binds.flatMap((b) => ["--ro-bind", b.src, b.dest]),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--size",
    String(spec.tmpfsBytes),
    "--tmpfs",
    "/tmp",
    // bwrap's own root is a writable tmpfs without a size cap; nothing outside /tmp needs to be written.
    "--remount-ro",
    "/",
    "--clearenv",
    "--setenv",
    "PATH",
    "/usr/bin:/bin",
    "--setenv",
    "HOME",
    "/tmp",
    "--setenv",
    "TMPDIR",
    "/tmp",
    "--setenv",
    "LANG",
    "C.UTF-8",
    "--chdir",
    "/tmp",
    "--",
  ];

  return [
    "/bin/sh",
    "-c",
    LAUNCHER,
    "gs-launch",
    ...spec.procsFiles,
    "--",
    ...prlimit,
    ...setpriv,
    ...bwrap,
    "/bin/sh",
    "-c",
    spec.gated ? GATED_READY : READY,
    "gs-ready",
    ...spec.command,
  ];
}

/** The environment of the launcher chain itself. Deliberately tiny: bwrap's own /proc/1/environ is readable
 * from inside, so nothing of the worker's environment (secrets, NODE_EXTRA_CA_CERTS) may pass through it. */
export const LAUNCHER_ENV = { PATH: "/usr/sbin:/usr/bin:/sbin:/bin" };
