import { afterAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { boxStarter } from "../../test/sandbox/box-support.ts";
import { leftoverProcesses, processesMentioning } from "../../test/sandbox/runner-support.ts";
import { discoverRuntimes } from "../runtimes.ts";
import { pidsOfUid } from "./process-tree.ts";
import { Sandbox } from "./sandbox.ts";
import { buildFilter, SeccompFile } from "./seccomp.ts";
import type { SupervisedBox } from "./supervised-box.ts";

/**
 * The box a lane runs its tests in: the trusted supervisor is out of the program's reach, every test starts clean
 * (no files, no processes of the test before), the seccomp filter refuses new namespaces, and bytes pass unaltered.
 */
const BASE_UID = 1_860_000;
const runtimes = discoverRuntimes();
const sandbox = await Sandbox.open({ baseUid: BASE_UID });
const seccomp = SeccompFile.create();
afterAll(async () => {
  await sandbox.close();
  seccomp?.remove();
  expect(await leftoverProcesses(BASE_UID)).toEqual([]);
});

const LIMITS = { cpuMs: 1000, wallMs: 3000, memoryBytes: 128 * 1024 * 1024 };
const startBox = boxStarter({ sandbox, seccomp, runtimes, memoryBytes: LIMITS.memoryBytes, prefix: "sup" });
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const python = (box: SupervisedBox, source: string, stdin: Uint8Array = new Uint8Array()) =>
  box.run({ argv: [runtimes.python!, "-I", "-c", source], stdin, limits: LIMITS });
const privileged = process.getuid?.() === 0;

describe("supervised box", () => {
  test.if(privileged)(
    "the program cannot signal, trace or read the descriptors of its supervisor",
    async () => {
      const box = startBox();
      try {
        const r = await python(
          box,
          `import os, ctypes
out = []
for what, fn in [("kill", lambda: os.kill(2, 9)), ("fd", lambda: os.listdir("/proc/2/fd")),
                 ("mem", lambda: open("/proc/2/mem", "rb").read(1))]:
    try: fn(); out.append(what + ":ok")
    except OSError as e: out.append(what + ":" + type(e).__name__)
libc = ctypes.CDLL(None, use_errno=True)
out.append("ptrace:" + str(libc.ptrace(16, 2, 0, 0)))
print(os.getuid(), " ".join(out))`,
        );
        expect(text(r.stdout).trim()).toBe(
          `${BASE_UID} kill:PermissionError fd:PermissionError mem:PermissionError ptrace:-1`,
        );
        // The supervisor is still there to run the next test.
        expect(text((await python(box, "print('alive')")).stdout)).toBe("alive\n");
      } finally {
        await box.close();
      }
    },
  );

  test.if(seccomp !== null)("new namespaces are refused; threads and subprocesses still work", async () => {
    const box = startBox();
    try {
      const r = await box.run({
        argv: ["/bin/sh", "-c", "unshare -U true; echo user=$?; unshare -n true; echo net=$?"],
        stdin: new Uint8Array(),
        limits: LIMITS,
      });
      expect(text(r.stdout)).toBe("user=1\nnet=1\n");
      const ok = await python(
        box,
        `import threading, subprocess
t = threading.Thread(target=print, args=("thread",)); t.start(); t.join()
print(subprocess.run(["echo", "child"], capture_output=True, text=True).stdout.strip())`,
      );
      expect(text(ok.stdout)).toBe("thread\nchild\n");
    } finally {
      await box.close();
    }
  });

  test("every test starts clean: no files and no processes of the test before", async () => {
    const box = startBox();
    try {
      const first = await python(
        box,
        `import subprocess, os
open("/tmp/left.txt", "w").write("x"); os.mkdir("/tmp/dir"); open("/tmp/dir/f", "w").write("y")
subprocess.Popen(["sleep", "30"], start_new_session=True)
print("planted")`,
      );
      expect(text(first.stdout)).toBe("planted\n");
      const second = await python(
        box,
        `import os
procs = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
print(os.listdir("/tmp"), len(procs))`,
      );
      // Only the box's init, the supervisor and this program.
      expect(text(second.stdout)).toBe("[] 3\n");
    } finally {
      await box.close();
    }
  });

  test("input and output bytes pass through unaltered", async () => {
    const box = startBox();
    try {
      const all = Uint8Array.from({ length: 256 }, (_, i) => i);
      const r = await python(box, "import sys; sys.stdout.buffer.write(sys.stdin.buffer.read()[::-1])", all);
      expect([...r.stdout]).toEqual([...all].reverse());
    } finally {
      await box.close();
    }
  });

  test("a Python program run inline in the forked supervisor behaves as under python3 -I -B", async () => {
    const box = startBox();
    const inline = (source: string, stdin = "") =>
      box.writeFile(`p${++files}.py`, new TextEncoder().encode(source)).then(() =>
        box.run({
          argv: [runtimes.python!, "-I", "-B", `/box/p${files}.py`],
          stdin: new TextEncoder().encode(stdin),
          limits: LIMITS,
          pythonInline: `/box/p${files}.py`,
        }),
      );
    let files = 0;
    try {
      const env = await inline(
        `import os, sys, atexit, threading, time
atexit.register(lambda: print("atexit"))
def late():
    time.sleep(0.05); print("thread")
threading.Thread(target=late).start()
print(__name__, sys.argv, sorted(os.environ), os.getcwd(), callable(exit), input())
print("no newline", end="")`,
        "hello\n",
      );
      expect(text(env.stdout)).toBe(
        "__main__ ['/box/p1.py'] ['HOME', 'LANG', 'PATH', 'TMPDIR'] /tmp True hello\nno newlinethread\natexit\n",
      );
      expect(env.exitCode).toBe(0);

      const three = await inline("import sys\nsys.exit(3)");
      expect(three.exitCode).toBe(3);
      const message = await inline('raise SystemExit("bye")');
      expect([message.exitCode, text(message.stderr)]).toEqual([1, "bye\n"]);

      const crash = await inline("def f():\n    return 1 / 0\nf()");
      expect(crash.exitCode).toBe(1);
      const trace = text(crash.stderr);
      expect(trace).toStartWith("Traceback (most recent call last):\n");
      expect(trace).toContain('File "/box/p4.py", line 3, in <module>');
      expect(trace).toEndWith("ZeroDivisionError: division by zero\n");
      expect(trace).not.toContain("supervisor");

      // A program that does not compile never starts: the zygote says so, with one clean message.
      const syntax = await inline("print('ran')\ndef broken(:\n");
      expect(syntax.exitCode).toBe(1);
      expect(syntax.syntaxError).toBe(
        "p5.py:2:12: SyntaxError: invalid syntax\n    def broken(:\n               ^",
      );
      expect([text(syntax.stdout), text(syntax.stderr)]).toEqual(["", ""]);
      expect(syntax.parsed).toBe(false);
      expect((await inline("print(1)")).parsed).toBe(true);
    } finally {
      await box.close();
    }
  });

  test.if(privileged && sandbox.cgroups !== null)(
    "a box whose supervisor the OOM killer took under a test is Memory Limit Exceeded, not our failure",
    async () => {
      const box = startBox();
      try {
        await box.ready;
        const supervisor = processesMentioning(`/gs/supervisor.py ${BASE_UID} `)
          .map((p) => p.split(": "))
          .find(([, cmdline]) => cmdline!.startsWith(runtimes.python!))![0];
        // Once the test runs (it would inherit the setting if it came first), the kernel is made to pick the
        // supervisor first, as it may when a program of many small processes fills the box.
        const run = python(
          box,
          `import time
for _ in range(500):
    if open("/proc/2/oom_score_adj").read().strip() == "1000": break
    time.sleep(0.01)
x = b"x" * (512 << 20)`,
        );
        while (pidsOfUid(BASE_UID).length === 0) await Bun.sleep(5);
        writeFileSync(`/proc/${supervisor}/oom_score_adj`, "1000");
        const r = await run;
        expect([r.killedFor, r.oomKilled]).toEqual(["memory", true]);
        expect(box.usable).toBe(false);
      } finally {
        await box.close();
      }
    },
  );

  test("a closed box refuses work with an infrastructure error, never a verdict", async () => {
    const box = startBox();
    await box.ready;
    await box.close();
    expect(box.usable).toBe(false);
    await expect(python(box, "print(1)")).rejects.toThrow("the sandbox is gone");
  });
});

describe("seccomp filter", () => {
  test("is whole instructions ending in the kill return, and absent for an unknown architecture", () => {
    const filter = buildFilter("x64")!;
    expect(filter.byteLength % 8).toBe(0);
    const view = new DataView(filter.buffer);
    const last = filter.byteLength - 8;
    // BPF_RET | BPF_K with SECCOMP_RET_KILL_PROCESS.
    expect([view.getUint16(last, true), view.getUint32(last + 4, true)]).toEqual([0x06, 0x80000000]);
    expect(buildFilter("arm64")).not.toBeNull();
    expect(buildFilter("mips")).toBeNull();
  });
});
