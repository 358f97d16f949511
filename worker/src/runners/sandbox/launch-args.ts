import { existsSync, lstatSync, readlinkSync } from "node:fs";

/**
 * Builds the command line that starts the Java compile server's sandbox (buildLaunchArgv) and the test boxes
 * (buildSupervisedArgv, below). The compile server's:
 *   sh launcher (joins the cgroups while still root) → prlimit (rlimits) → setpriv (drops to its unprivileged uid,
 *   no capabilities, no_new_privs) → bwrap (user namespace, mounts, clean env) → the JVM.
 * Every step execs the next, so the pid we spawn ends up being bwrap itself and killing it tears the sandbox down.
 */

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
};

// The launcher: write our pid into each cgroup.procs given before "--", then exec the rest.
const LAUNCHER = 'for f; do shift; [ "$f" = -- ] && break; echo $$ > "$f" || exit 125; done; exec "$@"';

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
    ...spec.command,
  ];
}

/**
 * A supervised box (supervised-box.ts): one per lane of a submission, running supervisor.py, which runs the tests.
 *   sh launcher (joins the box's cgroups) → bwrap → python3 supervisor.py.
 * On a root worker bwrap runs as root without a user namespace and keeps exactly CAP_SETUID, CAP_SETGID and CAP_KILL
 * for the supervisor, which drops every test to the slot's uid; nested user namespaces are then refused by the
 * seccomp filter (seccomp.ts) instead of --disable-userns. An unprivileged worker gets the user-namespace box of
 * buildLaunchArgv, with the supervisor and the tests under one uid (see docs/judging.md).
 */
export type SupervisedLaunchSpec = {
  identity: Identity;
  procsFiles: string[];
  binds: Bind[];
  /** Host path of the Python interpreter. */
  python: string;
  /** Inherited descriptors whose content bwrap copies into the box's root (supervisor.py, zygote.py): a copy, not a
   * bind mount, so the box's mount table shows no host path. */
  files: { fd: number; dest: string }[];
  tmpfsBytes: number;
  /** /box, where the supervisor writes the source and the test's stdin. */
  boxBytes: number;
  /** An inherited descriptor holding the compiled seccomp filter (bwrap --seccomp), if any. */
  seccompFd?: number;
};

/** Where a box holds the submission: its source, compiled files and the test's stdin (read-only to the program). */
export const BOX_DIR = "/box";
export const SUPERVISOR_PATH = "/gs/supervisor.py";
export const ZYGOTE_PATH = "/gs/zygote.py";

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
  const covered = new Set(["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"]);
  return [...dirs]
    .filter((d) => ![...covered].some((c) => d === c || d.startsWith(`${c}/`)))
    .sort()
    .flatMap((d) => ["--perms", "0755", "--dir", d]);
}

export function buildSupervisedArgv(spec: SupervisedLaunchSpec): string[] {
  cachedSystemMounts ??= systemMounts();
  const isolation = spec.identity
    ? [
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
      ]
    : ["--unshare-all", "--unshare-user", "--disable-userns", "--cap-drop", "ALL"];
  const mounts = spec.binds;
  const bwrap = [
    "/usr/bin/bwrap",
    ...isolation,
    "--die-with-parent",
    "--new-session",
    "--hostname",
    "sandbox",
    ...(spec.seccompFd !== undefined ? ["--seccomp", String(spec.seccompFd)] : []),
    ...parentDirs([
      ...cachedSystemMounts.filter((_, i, a) => a[i - 2] === "--ro-bind"),
      ...mounts.map((m) => m.dest),
      ...spec.files.map((f) => f.dest),
    ]),
    ...cachedSystemMounts,
    ...mounts.flatMap((b) => ["--ro-bind", b.src, b.dest]),
    ...spec.files.flatMap((f) => ["--perms", "0444", "--file", String(f.fd), f.dest]),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--perms",
    "0755",
    "--size",
    String(spec.boxBytes),
    "--tmpfs",
    BOX_DIR,
    "--perms",
    "01777",
    "--size",
    String(spec.tmpfsBytes),
    "--tmpfs",
    "/tmp",
    "--remount-ro",
    "/",
    "--clearenv",
    "--chdir",
    "/",
    "--",
  ];
  const uid = spec.identity ? [String(spec.identity.uid), String(spec.identity.gid)] : ["-1", "-1"];
  return [
    "/bin/sh",
    "-c",
    LAUNCHER,
    "gs-launch",
    ...spec.procsFiles,
    "--",
    ...bwrap,
    spec.python,
    // As a Python test's `python3 -I -B` (site on): the supervisor's own state is what an inline Python test starts from.
    "-I",
    "-B",
    SUPERVISOR_PATH,
    ...uid,
  ];
}

/** The environment a test program gets: nothing of the worker's. */
export const PROGRAM_ENV = { PATH: "/usr/bin:/bin", HOME: "/tmp", TMPDIR: "/tmp", LANG: "C.UTF-8" };

/** The environment of the launcher chain itself. Deliberately tiny: bwrap's own /proc/1/environ is readable
 * from inside, so nothing of the worker's environment (secrets, NODE_EXTRA_CA_CERTS) may pass through it. */
export const LAUNCHER_ENV = { PATH: "/usr/sbin:/usr/bin:/sbin:/bin" };
