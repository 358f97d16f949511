import type { Language } from "@grindstone/shared";

/** Hostile programs per language for the sandbox tests. Each is what a learner could submit. */
type Programs = Partial<Record<Language, string>>;

const java = (body: string, imports = "") => `${imports}
public class Main { public static void main(String[] args) throws Exception { ${body} } }`;

export const INFINITE_LOOP: Programs = {
  JAVASCRIPT: "for (;;) {}",
  PYTHON: "while True: pass",
  JAVA: java("long x = 0; while (true) { x++; }"),
};

export const SLEEP: Programs = {
  JAVASCRIPT: "setTimeout(() => console.log('late'), 60000);",
  PYTHON: "import time\ntime.sleep(60)\nprint('late')",
  JAVA: java('Thread.sleep(60000); System.out.println("late");'),
};

export const FORK_BOMB: Programs = {
  JAVASCRIPT: `const { spawn } = require("child_process");
for (;;) { try { spawn(process.execPath, ["-e", "setInterval(()=>{},1000)"], { stdio: "ignore" }); } catch {} }`,
  PYTHON: "import os\nwhile True:\n  try: os.fork()\n  except OSError: pass",
  JAVA: java(
    'while (true) { try { new ProcessBuilder("/bin/sh", "-c", "sleep 100").start(); } catch (Exception e) {} }',
  ),
};

export const THREAD_BOMB: Programs = {
  JAVASCRIPT: `const { Worker } = require("worker_threads");
for (;;) { try { new Worker("setInterval(()=>{},1000)", { eval: true }); } catch {} }`,
  PYTHON: `import threading, time
while True:
  try: threading.Thread(target=time.sleep, args=(100,), daemon=True).start()
  except RuntimeError: pass`,
  JAVA: java(
    "while (true) { try { new Thread(() -> { try { Thread.sleep(100000); } catch (Exception e) {} }).start(); } catch (Throwable t) {} }",
  ),
};

export const MEMORY_BOMB: Programs = {
  JAVASCRIPT: "const a = []; for (;;) a.push(new Array(1e6).fill(7));",
  PYTHON: "a = []\nwhile True: a.append(bytearray(10**7))",
  JAVA: java(
    "java.util.List<long[]> a = new java.util.ArrayList<>(); while (true) a.add(new long[1_000_000]);",
  ),
};

export const ENDLESS_OUTPUT: Programs = {
  JAVASCRIPT: `const s = "y".repeat(4096) + "\\n"; const w = () => { while (process.stdout.write(s)); process.stdout.once("drain", w); }; w();`,
  PYTHON: "import sys\ns = 'y' * 4096 + '\\n'\nwhile True: sys.stdout.write(s)",
  JAVA: java('String s = "y".repeat(4096); while (true) System.out.println(s);'),
};

/** A scratch file written past RLIMIT_FSIZE (8 MB): 20 MB into the box's /tmp. */
export const HUGE_FILE: Programs = {
  JAVASCRIPT: `const fs = require("fs"); const b = Buffer.alloc(1 << 20, 65); for (let i = 0; i < 20; i++) fs.appendFileSync("/tmp/big", b); console.log("done");`,
  PYTHON: `b = b"A" * (1 << 20)\nwith open("/tmp/big", "wb") as f:\n    for i in range(20): f.write(b)\nprint("done")`,
  JAVA: `import java.io.*;
public class Main { public static void main(String[] a) throws Exception {
  byte[] b = new byte[1 << 20];
  try (FileOutputStream f = new FileOutputStream("/tmp/big")) { for (int i = 0; i < 20; i++) f.write(b); }
  System.out.println("done"); } }`,
};

export const DEEP_RECURSION: Programs = {
  JAVASCRIPT: "function f(n) { return f(n + 1) + 1; } f(0);",
  // With the default recursion limit; a program that raises it to 10**8 instead grows the heap until the memory cap.
  PYTHON: "def f(n): return f(n + 1) + 1\nf(0)",
  JAVA: java("f(0); } static int f(int n) { return f(n + 1) + 1;"),
};

/** Prints its environment and every /proc/<pid>/environ and cmdline it can read. */
export const READ_ENVIRONMENT: Programs = {
  JAVASCRIPT: `const fs = require("fs");
console.log(JSON.stringify(process.env));
for (const p of fs.readdirSync("/proc")) for (const f of ["environ", "cmdline"]) {
  try { console.log(p, f, fs.readFileSync("/proc/" + p + "/" + f, "latin1")); } catch (e) { console.log(p, f, e.code); }
}`,
  PYTHON: `import os
print(dict(os.environ))
for p in os.listdir("/proc"):
  for f in ("environ", "cmdline"):
    try: print(p, f, open(f"/proc/{p}/{f}", "rb").read())
    except Exception as e: print(p, f, e)`,
  JAVA: java(
    `System.out.println(System.getenv()); System.out.println(System.getProperties());
for (java.io.File p : new java.io.File("/proc").listFiles()) for (String f : new String[] {"environ", "cmdline"}) {
  try { System.out.println(p + " " + f + " " + new String(java.nio.file.Files.readAllBytes(new java.io.File(p, f).toPath()))); }
  catch (Exception e) { System.out.println(p + " " + f + " " + e); } }`,
  ),
};

/** Tries each path in argv-less fashion: the paths arrive on stdin, one per line; prints "wrote <path>" on success. */
export const WRITE_FILES: Programs = {
  JAVASCRIPT: `const fs = require("fs");
for (const p of fs.readFileSync(0, "utf8").split("\\n").filter(Boolean)) {
  try { fs.writeFileSync(p, "pwned"); console.log("wrote " + p); } catch (e) { console.log("denied " + p + " " + e.code); }
}`,
  PYTHON: `import sys
for p in sys.stdin.read().split():
  try:
    open(p, "w").write("pwned"); print("wrote " + p)
  except Exception as e: print("denied", p, e)`,
  JAVA: java(
    `for (String p : new String(System.in.readAllBytes()).split("\\\\s+")) { if (p.isEmpty()) continue;
  try { java.nio.file.Files.writeString(java.nio.file.Path.of(p), "pwned"); System.out.println("wrote " + p); }
  catch (Exception e) { System.out.println("denied " + p + " " + e); } }`,
  ),
};

/** Reads "host port" pairs from stdin and prints "connected"/"blocked" for each. */
export const CONNECT: Programs = {
  JAVASCRIPT: `const net = require("net");
const targets = require("fs").readFileSync(0, "utf8").trim().split("\\n").map((l) => l.split(" "));
(async () => { for (const [h, p] of targets) {
  const r = await new Promise((res) => { const s = net.connect({ host: h, port: +p, timeout: 1000 });
    s.on("connect", () => { s.destroy(); res("connected"); }); s.on("error", () => res("blocked")); s.on("timeout", () => { s.destroy(); res("blocked"); }); });
  console.log(h + ":" + p + " " + r);
} })();`,
  PYTHON: `import socket, sys
for line in sys.stdin.read().strip().split("\\n"):
  h, p = line.split()
  try:
    socket.create_connection((h, int(p)), timeout=1).close(); print(f"{h}:{p} connected")
  except OSError: print(f"{h}:{p} blocked")`,
  JAVA: java(
    `for (String line : new String(System.in.readAllBytes()).trim().split("\\n")) { String[] hp = line.trim().split(" ");
  try (java.net.Socket s = new java.net.Socket()) { s.connect(new java.net.InetSocketAddress(hp[0], Integer.parseInt(hp[1])), 1000); System.out.println(hp[0] + ":" + hp[1] + " connected"); }
  catch (Exception e) { System.out.println(hp[0] + ":" + hp[1] + " blocked"); } }`,
  ),
};

export const KILL_PARENT: Programs = {
  JAVASCRIPT: `for (const pid of [process.ppid, -1]) { try { process.kill(pid, "SIGKILL"); } catch (e) { console.log(e.code); } }
console.log("still here");`,
  PYTHON: `import os, signal
for pid in (os.getppid(), -1):
  try: os.kill(pid, signal.SIGKILL)
  except OSError as e: print(e)
print("still here")`,
  JAVA: java(
    `ProcessHandle.current().parent().ifPresent(ProcessHandle::destroyForcibly);
new ProcessBuilder("/bin/sh", "-c", "kill -9 -1").inheritIO().start().waitFor();
System.out.println("still here");`,
  ),
};

/** Leaves a detached child running with `marker` in its command line, then exits successfully. */
export const BACKGROUND_CHILD = (marker: string): Programs => ({
  JAVASCRIPT: `require("child_process").spawn("/bin/sh", ["-c", "sleep 30; echo ${marker}"], { detached: true, stdio: "ignore" }).unref();
console.log("done");`,
  PYTHON: `import os
if os.fork() == 0:
  os.setsid()
  os.execv("/bin/sh", ["/bin/sh", "-c", "sleep 30; echo ${marker}"])
print("done")`,
  JAVA: java(
    `new ProcessBuilder("/bin/sh", "-c", "sleep 30; echo ${marker}").start(); System.out.println("done");`,
  ),
});

/** Plants a symlink to a host path wherever it can, and tries to read through it. */
export const PLANT_SYMLINK = (hostFile: string): Programs => ({
  PYTHON: `import os
for link in ("/tmp/out.txt", "/box/out.txt", "/box/classes", "/tmp/classes"):
  try: os.symlink("${hostFile}", link); print("linked", link)
  except OSError as e: print("no link", link, e)
for link in ("/tmp/out.txt", "${hostFile}"):
  try: print("read", open(link).read())
  except OSError as e: print("unreadable", link, e)
try: open("/tmp/out.txt", "w").write("overwritten")
except OSError as e: print("unwritable", e)`,
});

/** A javac compile-time bomb: javac inlines each finally block on every exit path, so nesting try/finally N deep
 * emits 2^N copies, until the method passes 64 KB and javac gives up with "code too large": on the warm compile
 * server 20 levels take 9–10 s either way, and more levels do not take longer. */
export function javaCompileBomb(levels: number) {
  let body = "x++;";
  for (let i = 0; i < levels; i++) body = `try { x++; } finally { ${body} }`;
  return `public class Main { static int x; public static void main(String[] a) { ${body} System.out.println(x); } }`;
}
export const JAVA_COMPILE_BOMB = javaCompileBomb(20);

/** Bytes that are not text: NUL, invalid UTF-8 (0xff 0xfe, a lead byte without its continuation), an ANSI colour
 * escape and DEL, then a 200 KB line of NULs (past the stored cap); the same on stdout and stderr. */
export const NOT_TEXT_HEAD = [
  0x61, 0x00, 0x62, 0xff, 0xfe, 0xc3, 0x20, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0x72, 0x65, 0x64, 0x1b, 0x5b, 0x30,
  0x6d, 0x7f, 0x0a,
];
export const NOT_TEXT_OUTPUT: Programs = {
  JAVASCRIPT: `const out = Buffer.concat([Buffer.from([${NOT_TEXT_HEAD}]), Buffer.alloc(200000), Buffer.from("\\n")]);
process.stdout.write(out);
process.stderr.write(out);`,
  PYTHON: `import sys
out = bytes([${NOT_TEXT_HEAD}]) + b"\\0" * 200000 + b"\\n"
for s in (sys.stdout.buffer, sys.stderr.buffer):
  s.write(out)
  s.flush()`,
  JAVA: java(`byte[] head = { ${NOT_TEXT_HEAD.map((b) => `(byte) ${b}`).join(", ")} };
byte[] out = new byte[head.length + 200001];
System.arraycopy(head, 0, out, 0, head.length);
out[out.length - 1] = '\\n';
System.out.write(out, 0, out.length); System.out.flush();
System.err.write(out, 0, out.length); System.err.flush();`),
};

/** A compiler flood: ~60 KB on one line with thousands of undefined names. javac stops at -Xmaxerrs (50), but each
 * error repeats the whole line: ~3 MB of diagnostics for one submission. */
export const JAVA_COMPILE_FLOOD = (() => {
  const uses = Array.from({ length: 4500 }, (_, i) => `s += u${i};`).join(" ");
  return `public class Main { public static void main(String[] a) { int s = 0; ${uses} } }`;
})();
