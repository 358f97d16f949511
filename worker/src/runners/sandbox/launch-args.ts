import { existsSync, lstatSync, readlinkSync } from "node:fs";

/**
 * Builds the command line of every box (box.ts starts them all: test and compiler boxes run the supervisor, the warm
 * javac its JVM directly).
 *   sh launcher (joins the cgroups while still root) → [prlimit → setpriv] → bwrap → the command.
 * Every step execs the next, so the pid we spawn ends up being bwrap itself and killing it tears the sandbox down.
 *
 * A box's command is its trusted supervisor. On a root worker bwrap runs as root without a user namespace and keeps
 * exactly CAP_SETUID, CAP_SETGID and CAP_KILL for the supervisor, which sets each test's rlimits and drops it to the
 * slot's uid; nested user namespaces are then refused by the seccomp filter (seccomp.ts) instead of
 * --disable-userns. A command launched directly, with no supervisor (the warm javac's JVM), gets its rlimits from
 * prlimit and is dropped to the slot's uid by setpriv (no capabilities, no_new_privs) before bwrap, which then runs
 * unprivileged in a user namespace. An unprivileged worker runs both in the user-namespace sandbox under its own uid
 * (see docs/judging.md).
 */

export type Bind = { src: string; dest: string };

export type Identity = { uid: number; gid: number } | null;

export type BoxSpec = {
  /** The slot's uid/gid (we are root), or null to stay as ourselves (unprivileged worker). */
  identity: Identity;
  /** cgroup.procs files to join; empty without cgroups. */
  procsFiles: string[];
  /** Read-only mounts on top of the system ones (runtimes outside /usr, a compiler's prepared files). */
  binds: Bind[];
  /** Size-capped writable mounts, in order; `perms` is an octal mode (bwrap's default without it). */
  tmpfs: { dest: string; bytes: number; perms?: string }[];
  /** Inherited descriptors whose content bwrap copies into the box's root (read-only to everyone): a copy, not a
   * bind mount, so the box's mount table shows no host path. */
  files?: { fd: number; dest: string }[];
  /** An inherited descriptor holding the compiled seccomp filter (bwrap --seccomp), if any. */
  seccompFd?: number;
  /** Only for a command launched directly: the supervisor sets a test's rlimits itself. */
  rlimits?: { fsizeBytes: number; nproc: number; stackBytes: number };
  command: string[];
};

/** Where a box holds the submission: its source, compiled files and the test's stdin (read-only to the program). */
export const BOX_DIR = "/box";

/** RLIMIT_NOFILE of every sandboxed program: enough for Node, the JVM and javac; a program has no business opening
 * thousands of files. */
export const NOFILE = 512;

/** The environment a test program gets: nothing of the worker's. */
export const PROGRAM_ENV = { PATH: "/usr/bin:/bin", HOME: "/tmp", TMPDIR: "/tmp", LANG: "C.UTF-8" };

/** The environment of the launcher chain itself. Deliberately tiny: bwrap's own /proc/1/environ is readable
 * from inside, so nothing of the worker's environment (secrets, NODE_EXTRA_CA_CERTS) may pass through it. */
export const LAUNCHER_ENV = { PATH: "/usr/sbin:/usr/bin:/sbin:/bin" };

// The launcher: write our pid into each cgroup.procs given before "--", then exec the rest.
const LAUNCHER = 'for f; do shift; [ "$f" = -- ] && break; echo $$ > "$f" || exit 125; done; exec "$@"';

// Every namespace: no network (only a private loopback), own PIDs, IPC, hostname and cgroup view. As root, no user
// namespace (the supervisor needs real uids to drop tests to) and only the capabilities the supervisor uses.
const ROOT_ISOLATION = [
  "--unshare-ipc",
  "--unshare-pid",
  "--unshare-net",
  "--unshare-uts",
  "--unshare-cgroup-try",
  "--cap-drop",
  "ALL",
  "--cap-add",
  "CAP_SETUID",
  "--cap-add",
  "CAP_SETGID",
  "--cap-add",
  "CAP_KILL",
];
// No nested user namespaces: they would hand the program capabilities over its own mounts (kernel attack surface).
const USERNS_ISOLATION = ["--unshare-all", "--unshare-user", "--disable-userns", "--cap-drop", "ALL"];

// The directories bwrap makes for the system mounts below (symlinks or read-only binds).
const SYSTEM_DIRS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];

let cachedSystemMounts: string[] | null = null;

/** The host's root-level directories that hold runtimes: merged-/usr hosts have symlinks, older ones directories. */
export function systemMounts(): string[] {
  if (cachedSystemMounts) return cachedSystemMounts;
  const args = ["--ro-bind", "/usr", "/usr"];
  for (const dir of SYSTEM_DIRS.slice(1)) {
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
  cachedSystemMounts = args;
  return args;
}

/**
 * bwrap running as root creates the directories above a mount point with mode 0700, which the test's uid could not
 * traverse (Node then fails on /etc/ssl with EACCES instead of ENOENT): create them 0755 first.
 */
function parentDirs(destinations: string[]): string[] {
  const dirs = new Set<string>();
  for (const dest of destinations) {
    const parts = dest.split("/").filter(Boolean);
    for (let i = 1; i < parts.length; i++) dirs.add(`/${parts.slice(0, i).join("/")}`);
  }
  return [...dirs]
    .filter((d) => !SYSTEM_DIRS.some((c) => d === c || d.startsWith(`${c}/`)))
    .sort()
    .flatMap((d) => ["--perms", "0755", "--dir", d]);
}

function prlimit(r: NonNullable<BoxSpec["rlimits"]>): string[] {
  return [
    "/usr/bin/prlimit",
    `--fsize=${r.fsizeBytes}`,
    `--nproc=${r.nproc}`,
    `--stack=${r.stackBytes}`,
    "--core=0",
    `--nofile=${NOFILE}`,
    "--",
  ];
}

function setpriv(id: NonNullable<Identity>): string[] {
  return [
    "/usr/bin/setpriv",
    `--reuid=${id.uid}`,
    `--regid=${id.gid}`,
    "--clear-groups",
    "--inh-caps=-all",
    "--bounding-set=-all",
    "--no-new-privs",
    "--",
  ];
}

export function buildBoxArgv(spec: BoxSpec): string[] {
  const direct = spec.rlimits !== undefined;
  const system = systemMounts();
  const files = spec.files ?? [];
  return [
    "/bin/sh",
    "-c",
    LAUNCHER,
    "gs-launch",
    ...spec.procsFiles,
    "--",
    ...(spec.rlimits ? prlimit(spec.rlimits) : []),
    ...(direct && spec.identity ? setpriv(spec.identity) : []),
    "/usr/bin/bwrap",
    ...(spec.identity && !direct ? ROOT_ISOLATION : USERNS_ISOLATION),
    "--die-with-parent",
    // A new session: no controlling terminal to push keystrokes into (TIOCSTI).
    "--new-session",
    "--hostname",
    "sandbox",
    ...(spec.seccompFd === undefined ? [] : ["--seccomp", String(spec.seccompFd)]),
    // A box's bwrap runs as root on a root worker; a direct command's never does (setpriv came first).
    ...(direct
      ? []
      : parentDirs([
          ...system.filter((_, i, a) => a[i - 2] === "--ro-bind"),
          ...spec.binds.map((b) => b.dest),
          ...files.map((f) => f.dest),
        ])),
    ...system,
    ...spec.binds.flatMap((b) => ["--ro-bind", b.src, b.dest]),
    ...files.flatMap((f) => ["--perms", "0444", "--file", String(f.fd), f.dest]),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    ...spec.tmpfs.flatMap((t) => [
      ...(t.perms ? ["--perms", t.perms] : []),
      "--size",
      String(t.bytes),
      "--tmpfs",
      t.dest,
    ]),
    // bwrap's own root is a writable tmpfs without a size cap; nothing outside the tmpfs mounts needs writing.
    "--remount-ro",
    "/",
    // A supervisor hands each test its environment; a direct command gets the program's one here.
    "--clearenv",
    ...(direct ? Object.entries(PROGRAM_ENV).flatMap(([k, v]) => ["--setenv", k, v]) : []),
    "--chdir",
    direct ? "/tmp" : "/",
    "--",
    ...spec.command,
  ];
}
