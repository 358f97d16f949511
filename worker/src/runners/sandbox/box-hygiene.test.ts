import { afterAll, describe, expect, test } from "bun:test";
import { boxStarter } from "../../test/sandbox/box-support.ts";
import { SCAN_OWN_MEMORY } from "../../test/sandbox/hostile-leak-programs.ts";
import { leftoverProcesses, processesMentioning } from "../../test/sandbox/runner-support.ts";
import { discoverRuntimes } from "../runtimes.ts";
import { Sandbox } from "./sandbox.ts";
import { SeccompFile } from "./seccomp.ts";
import { type SupervisedBox, testEnv } from "./supervised-box.ts";

/**
 * What one test can leave for the next inside a box, and what one box can signal to another: the supervisor puts
 * the box back as it was after every test (or retires it), Python tests fork from a zygote that never held test
 * data, and the seccomp filter closes the IPC, lock and notification channels. hostile.test.ts runs the same
 * attacks through the whole runner in every language.
 */
const BASE_UID = 1_880_000;
const runtimes = discoverRuntimes();
const sandbox = await Sandbox.open({ baseUid: BASE_UID });
const seccomp = SeccompFile.create();
afterAll(async () => {
  await sandbox.close();
  seccomp?.remove();
  for (const slot of [0, 1]) expect(await leftoverProcesses(BASE_UID + slot)).toEqual([]);
});

const LIMITS = { cpuMs: 2000, wallMs: 6000, memoryBytes: 128 * 1024 * 1024 };
const startBox = boxStarter({ sandbox, seccomp, runtimes, memoryBytes: LIMITS.memoryBytes, prefix: "hyg" });
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const bytes = (s: string) => new TextEncoder().encode(s);
const exec = (box: SupervisedBox, source: string, stdin = "") =>
  box.run({ argv: [runtimes.python!, "-I", "-B", "-c", source], stdin: bytes(stdin), limits: LIMITS });
let files = 0;
/** A Python test as the runner runs it: in a fork of the box's zygote. */
async function inline(box: SupervisedBox, source: string, stdin = "") {
  const path = `p${++files}.py`;
  await box.writeFile(path, bytes(source));
  return box.run({
    argv: [runtimes.python!, "-I", "-B", `/box/${path}`],
    stdin: bytes(stdin),
    limits: LIMITS,
    pythonInline: `/box/${path}`,
  });
}
const privileged = process.getuid?.() === 0;

describe("between two tests of a box", () => {
  test("whatever a test leaves in /tmp is removed, however it was protected", async () => {
    const box = startBox();
    try {
      const planted = await exec(
        box,
        `import os, socket
os.chdir("/tmp")
for name, mode in [("ro", 0o500), ("none", 0o000), ("wx", 0o300)]:
    os.mkdir(name); open(f"{name}/f", "w").write("x"); os.chmod(name, mode)
os.mkdir("deep"); os.chdir("deep")
for _ in range(700): os.mkdir("d" * 200); os.chdir("d" * 200)
open("bottom", "w").write("x")
os.chdir("/tmp"); os.mkfifo("fifo"); os.symlink("/usr/bin", "link")
socket.socket(socket.AF_UNIX).bind("/tmp/sock")
print(len(os.listdir("/tmp")))`,
      );
      expect(text(planted.stderr)).toBe("");
      expect(text(planted.stdout)).toBe("7\n");
      const after = await exec(box, "import os; print(os.listdir('/tmp'))");
      expect(text(after.stdout)).toBe("[]\n");
      expect(box.usable).toBe(true);
    } finally {
      await box.close();
    }
  });

  test("a box whose test left what cannot be removed is dirty and runs nothing more", async () => {
    // Without the seccomp filter a System V segment can be made; the cleaner does not remove those, the supervisor's
    // check sees it, and the box retires (the runner continues in a fresh one).
    const box = startBox(0, false);
    try {
      const r = await exec(
        box,
        "import ctypes; print(ctypes.CDLL(None).shmget(0x6773, 4096, 0o1600) >= 0)",
        "SECRET",
      );
      expect(text(r.stdout)).toBe("True\n");
      expect(box.usable).toBe(false);
      await expect(exec(box, "print(1)")).rejects.toThrow("the sandbox is gone");
    } finally {
      await box.close();
    }
    const fresh = startBox(0, false);
    try {
      const r = await exec(fresh, "print(open('/proc/sysvipc/shm').read().count('\\n'))");
      expect(text(r.stdout)).toBe("1\n");
    } finally {
      await fresh.close();
    }
  });
});

describe("Python's zygote", () => {
  test("a program's memory holds nothing of earlier tests, and its fork parent is out of reach", async () => {
    const box = startBox();
    const marker = () => `SECRET-${Math.floor(Math.random() * 100)}-${crypto.randomUUID().slice(0, 8)}`;
    try {
      const earlier = marker();
      const first = await inline(box, "print(len(input()))", earlier);
      expect(text(first.stdout)).toBe(`${earlier.length}\n`);
      // "OWN" proves the scan sees a marker; nothing after "OTHERS", that the first test's is nowhere.
      const scan = await inline(box, SCAN_OWN_MEMORY.PYTHON!, marker());
      expect([text(scan.stdout), text(scan.stderr)]).toEqual(["OWN OTHERS\n", ""]);
      const reach = await inline(
        box,
        `import os
parent, out = os.getppid(), []
for what, fn in [("kill", lambda: os.kill(parent, 9)), ("mem", lambda: open(f"/proc/{parent}/mem", "rb").read(1))]:
    try: fn(); out.append(what + ":ok")
    except OSError as e: out.append(what + ":" + type(e).__name__)
print(open(f"/proc/{parent}/cmdline").read().split("\\0")[-4:], *out)`,
      );
      expect(text(reach.stdout)).toBe(
        privileged
          ? `['/gs/zygote.py', '${BASE_UID}', '${BASE_UID}', ''] kill:PermissionError mem:PermissionError\n`
          : text(reach.stdout),
      );
      // The zygote survived: the next Python test still runs.
      expect(text((await inline(box, "print('alive')")).stdout)).toBe("alive\n");
    } finally {
      await box.close();
    }
  });

  test("an idle worker's standby box starts its zygote before Ready, and its programs start as any other's", async () => {
    const box = startBox(1, true, testEnv());
    try {
      await box.ready;
      // Started with the box, before it handled anything: no test has run yet.
      if (privileged) expect(processesMentioning(`/gs/zygote.py ${BASE_UID + 1} `)).toHaveLength(1);
      const source = "import os, sys; print(sorted(sys.modules)); print(sorted(os.environ.items()))";
      const forked = await inline(box, source);
      const fresh = await exec(box, source);
      expect(text(forked.stderr)).toBe("");
      expect(text(forked.stdout)).toBe(text(fresh.stdout));
      // The one zygote serves the next test too (none was started on the clock).
      expect(text((await inline(box, "print('alive')")).stdout)).toBe("alive\n");
      if (privileged) expect(processesMentioning(`/gs/zygote.py ${BASE_UID + 1} `)).toHaveLength(1);
    } finally {
      await box.close();
    }
  });

  test("a program starts with exactly the modules of a fresh python3 -I -B", async () => {
    const box = startBox();
    try {
      const source = "import sys; print(sorted(sys.modules))";
      const forked = await inline(box, source);
      const fresh = await exec(box, source);
      expect(text(forked.stdout)).toBe(text(fresh.stdout));
      expect(text(forked.stdout)).not.toContain("ctypes");
    } finally {
      await box.close();
    }
  });
});

describe.if(seccomp !== null)("between two boxes running at once", () => {
  test("no lock, lease, change notification, IPC or socket beyond AF_UNIX can carry a signal", async () => {
    // Both boxes try, at the same moment, every way to mark a shared read-only file or to see it marked.
    const probe = `import ctypes, fcntl, os, socket, struct, time
f = open("/usr/bin/env", "rb")
d = os.open("/usr/bin", os.O_RDONLY)
libc = ctypes.CDLL(None, use_errno=True)
def errno_of(fn):
    try:
        fn(); return "ok"
    except OSError as e:
        return e.errno
lock = struct.pack("hhllhh", fcntl.F_RDLCK, 0, 0, 0, 0, 0)
tries = {
    "flock": lambda: fcntl.flock(f, fcntl.LOCK_SH | fcntl.LOCK_NB),
    "setlk": lambda: fcntl.fcntl(f, fcntl.F_SETLK, lock),
    "getlk": lambda: fcntl.fcntl(f, fcntl.F_GETLK, lock),
    "ofd": lambda: fcntl.fcntl(f, fcntl.F_OFD_SETLK, lock),
    "lease": lambda: fcntl.fcntl(f, fcntl.F_SETLEASE, fcntl.F_RDLCK),
    "dnotify": lambda: fcntl.fcntl(d, fcntl.F_NOTIFY, fcntl.DN_ACCESS),
    "inet": lambda: socket.socket(socket.AF_INET, socket.SOCK_DGRAM),
    "inet6": lambda: socket.socket(socket.AF_INET6),
    "vsock": lambda: socket.socket(40, socket.SOCK_STREAM),
    "netlink": lambda: socket.socket(16, socket.SOCK_RAW, 0),
    "unix": lambda: socket.socketpair(socket.AF_UNIX),
}
out = {k: errno_of(fn) for k, fn in tries.items()}
for name, call in [("inotify", lambda: libc.inotify_init1(0)), ("shmget", lambda: libc.shmget(0, 4096, 0o1600)),
                   ("semget", lambda: libc.semget(0, 1, 0o1600)), ("msgget", lambda: libc.msgget(0, 0o1600)),
                   ("mq_open", lambda: libc.syscall(240 if os.uname().machine == "x86_64" else 180, b"q", 0o102, 0o600, None))]:
    out[name] = "ok" if call() >= 0 else ctypes.get_errno()
time.sleep(0.3)
print(out)`;
    const [a, b] = [startBox(0), startBox(1)];
    try {
      const [ra, rb] = await Promise.all([exec(a, probe), exec(b, probe)]);
      const EPERM = 1;
      const EAFNOSUPPORT = 97;
      const expected = {
        flock: EPERM,
        setlk: EPERM,
        getlk: EPERM,
        ofd: EPERM,
        lease: EPERM,
        dnotify: EPERM,
        inet: EAFNOSUPPORT,
        inet6: EAFNOSUPPORT,
        vsock: EAFNOSUPPORT,
        netlink: EAFNOSUPPORT,
        unix: "ok",
        inotify: EPERM,
        shmget: EPERM,
        semget: EPERM,
        msgget: EPERM,
        mq_open: EPERM,
      };
      for (const r of [ra, rb]) {
        expect(text(r.stderr)).toBe("");
        expect(text(r.stdout).trim()).toBe(
          `{${Object.entries(expected)
            .map(([k, v]) => `'${k}': ${typeof v === "string" ? `'${v}'` : v}`)
            .join(", ")}}`,
        );
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test("the mount table shows no host path of ours", async () => {
    const box = startBox();
    try {
      const r = await exec(box, "print(open('/proc/self/mountinfo').read())");
      const mounts = text(r.stdout);
      expect(mounts).toContain(" /usr ");
      // The repository (where supervisor.py lives) and the host's temporary directories never appear.
      expect(mounts).not.toContain(import.meta.dir.split("/").slice(0, 3).join("/"));
      expect(mounts).not.toContain("grindstone");
      expect(mounts).not.toContain("supervisor.py");
    } finally {
      await box.close();
    }
  });
});
