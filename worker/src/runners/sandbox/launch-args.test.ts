import { expect, test } from "bun:test";
import { buildBoxArgv, systemMounts } from "./launch-args.ts";

/**
 * The sandbox's command line, flag by flag: pinned as the two builders it replaced produced it (buildLaunchArgv for
 * the compile server, buildSupervisedArgv for test boxes). The one difference: the compile server's --cap-drop ALL
 * now comes before --die-with-parent and --new-session, which bwrap reads as global options in any order.
 */
const words = (s: string) => s.split(/\s+/).filter(Boolean);
const LAUNCHER = [
  "/bin/sh",
  "-c",
  'for f; do shift; [ "$f" = -- ] && break; echo $$ > "$f" || exit 125; done; exec "$@"',
  "gs-launch",
];
const SYSTEM = systemMounts();
const BINDS = [
  { src: "/etc/java-17-openjdk", dest: "/etc/java-17-openjdk" },
  { src: "/opt/x", dest: "/srv/A.java" },
];
const directSpec = (identity: { uid: number; gid: number } | null, procsFiles: string[]) => ({
  identity,
  procsFiles,
  rlimits: { fsizeBytes: 1048576, nproc: 64, stackBytes: 67108864 },
  binds: BINDS,
  tmpfs: [{ dest: "/tmp", bytes: 16777216 }],
  command: ["/jdk/bin/java", "-Xmx512m"],
});
const DIRECT_TAIL = words(`
  --ro-bind /etc/java-17-openjdk /etc/java-17-openjdk --ro-bind /opt/x /srv/A.java --proc /proc --dev /dev
  --size 16777216 --tmpfs /tmp --remount-ro / --clearenv
  --setenv PATH /usr/bin:/bin --setenv HOME /tmp --setenv TMPDIR /tmp --setenv LANG C.UTF-8 --chdir /tmp --
  /jdk/bin/java -Xmx512m`);
const BOX_TMPFS = [
  { dest: "/box", bytes: 33554432, perms: "0755" },
  { dest: "/tmp", bytes: 67108864, perms: "01777" },
];
const BOX_TAIL = words(`
  --ro-bind /etc/java-17-openjdk /etc/java-17-openjdk --ro-bind /opt/x /srv/A.java
  --perms 0444 --file 4 /gs/supervisor.py --perms 0444 --file 5 /gs/zygote.py --proc /proc --dev /dev
  --perms 0755 --size 33554432 --tmpfs /box --perms 01777 --size 67108864 --tmpfs /tmp
  --remount-ro / --clearenv --chdir / --`);
const boxSpec = (identity: { uid: number; gid: number } | null, seccompFd?: number) => ({
  identity,
  procsFiles: ["/cg/m/cgroup.procs"],
  binds: BINDS,
  tmpfs: BOX_TMPFS,
  files: [
    { fd: 4, dest: "/gs/supervisor.py" },
    { fd: 5, dest: "/gs/zygote.py" },
  ],
  seccompFd,
  command: ["/usr/bin/python3", "-I", "-B", "/gs/supervisor.py", "7", "7"],
});

test("a command launched directly on a root worker: prlimit, setpriv to the slot's uid, bwrap in a user namespace", () => {
  const argv = buildBoxArgv(
    directSpec({ uid: 1000, gid: 1001 }, ["/cg/a/cgroup.procs", "/cg/b/cgroup.procs"]),
  );
  expect(argv).toEqual([
    ...LAUNCHER,
    ...words(`/cg/a/cgroup.procs /cg/b/cgroup.procs --
      /usr/bin/prlimit --fsize=1048576 --nproc=64 --stack=67108864 --core=0 --nofile=512 --
      /usr/bin/setpriv --reuid=1000 --regid=1001 --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs --
      /usr/bin/bwrap --unshare-all --unshare-user --disable-userns --cap-drop ALL --die-with-parent --new-session
      --hostname sandbox`),
    ...SYSTEM,
    ...DIRECT_TAIL,
  ]);
});

test("a command launched directly by an unprivileged worker: no setpriv", () => {
  expect(buildBoxArgv(directSpec(null, []))).toEqual([
    ...LAUNCHER,
    ...words(`--
      /usr/bin/prlimit --fsize=1048576 --nproc=64 --stack=67108864 --core=0 --nofile=512 --
      /usr/bin/bwrap --unshare-all --unshare-user --disable-userns --cap-drop ALL --die-with-parent --new-session
      --hostname sandbox`),
    ...SYSTEM,
    ...DIRECT_TAIL,
  ]);
});

test("a box on a root worker: bwrap as root keeping three capabilities for the supervisor, seccomp, 0755 parents", () => {
  expect(buildBoxArgv(boxSpec({ uid: 7, gid: 7 }, 3))).toEqual([
    ...LAUNCHER,
    ...words(`/cg/m/cgroup.procs -- /usr/bin/bwrap
      --unshare-ipc --unshare-pid --unshare-net --unshare-uts --unshare-cgroup-try
      --cap-drop ALL --cap-add CAP_SETUID --cap-add CAP_SETGID --cap-add CAP_KILL
      --die-with-parent --new-session --hostname sandbox --seccomp 3
      --perms 0755 --dir /etc --perms 0755 --dir /gs --perms 0755 --dir /srv`),
    ...SYSTEM,
    ...BOX_TAIL,
    ...words("/usr/bin/python3 -I -B /gs/supervisor.py 7 7"),
  ]);
});

test("a box of an unprivileged worker: the user-namespace sandbox, without a seccomp filter when there is none", () => {
  expect(buildBoxArgv(boxSpec(null))).toEqual([
    ...LAUNCHER,
    ...words(`/cg/m/cgroup.procs -- /usr/bin/bwrap
      --unshare-all --unshare-user --disable-userns --cap-drop ALL --die-with-parent --new-session --hostname sandbox
      --perms 0755 --dir /etc --perms 0755 --dir /gs --perms 0755 --dir /srv`),
    ...SYSTEM,
    ...BOX_TAIL,
    ...words("/usr/bin/python3 -I -B /gs/supervisor.py 7 7"),
  ]);
});
