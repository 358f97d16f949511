import type { Language } from "@grindstone/shared";

/**
 * Programs that try to carry one test's input into a later test of the same submission, where a learner could
 * read it: hidden tests (the largest inputs) run first, in the same box as the visible ones. Each prints
 * "FOUND <whatever it recovered>" and then hides its own input everywhere it can. Test inputs carry markers
 * `SECRET-<n>-<8 hex>`; a marker other than the test's own in its output is a leak.
 */
type Programs = Partial<Record<Language, string>>;

export const SECRET = /SECRET-\d+-[0-9a-f]{8}/g;

/** Every writable place a program might try, besides /tmp (which is emptied): all should refuse the write. */
const ELSEWHERE = [
  "/dev/shm/k",
  "/box/k",
  "/gs/k",
  "/k",
  "/var/tmp/k",
  "/dev/k",
  "/run/k",
  "/proc/self/cwd/../k",
];

/**
 * Keeps its input in /tmp/.keep, inside a directory it then makes 0500, at the bottom of a 600-deep tree (past the
 * descriptor limit for a remover that holds one per level), in a System V shared memory segment, and everywhere
 * else it can write.
 */
export const KEEP_ACROSS_TESTS: Programs = {
  PYTHON: `import os, sys, ctypes
data = sys.stdin.read().strip()
found = []
def grab(path):
    try:
        with open(path) as f: found.append(f.read())
    except OSError: pass
def put(path):
    try:
        with open(path, "a") as f: f.write(data + "\\n")
    except OSError: pass
grab("/tmp/.keep"); grab("/tmp/locked/data")
try:
    os.chdir("/tmp/deep")
    while True: os.chdir("d")
except OSError: pass
grab("data")
for p in ${JSON.stringify(ELSEWHERE)}: grab(p)
libc = ctypes.CDLL(None, use_errno=True)
libc.shmat.restype = ctypes.c_void_p
shm = libc.shmget(0x6773, 4096, 0o1600)
if shm >= 0:
    at = libc.shmat(shm, None, 0)
    if at not in (None, ctypes.c_void_p(-1).value):
        found.append(ctypes.string_at(at, 4096).split(b"\\0")[0].decode(errors="replace"))
        ctypes.memmove(at, data.encode()[:4000], min(len(data), 4000))
print("FOUND", " | ".join(found))
put("/tmp/.keep")
try:
    os.mkdir("/tmp/locked"); put("/tmp/locked/data"); os.chmod("/tmp/locked", 0o500)
except OSError: pass
try:
    os.chdir("/tmp"); os.mkdir("deep"); os.chdir("deep")
    for _ in range(600): os.mkdir("d"); os.chdir("d")
    put("data")
except OSError: pass
for p in ${JSON.stringify(ELSEWHERE)}: put(p)`,
  JAVASCRIPT: `const fs = require("fs");
const data = fs.readFileSync(0, "utf8").trim();
const found = [];
const grab = (p) => { try { found.push(fs.readFileSync(p, "utf8")); } catch {} };
const put = (p) => { try { fs.appendFileSync(p, data + "\\n"); } catch {} };
grab("/tmp/.keep"); grab("/tmp/locked/data");
try { process.chdir("/tmp/deep"); for (;;) process.chdir("d"); } catch {}
grab("data");
for (const p of ${JSON.stringify(ELSEWHERE)}) grab(p);
console.log("FOUND", found.join(" | "));
put("/tmp/.keep");
try { fs.mkdirSync("/tmp/locked"); put("/tmp/locked/data"); fs.chmodSync("/tmp/locked", 0o500); } catch {}
try {
  process.chdir("/tmp"); fs.mkdirSync("deep"); process.chdir("deep");
  for (let i = 0; i < 600; i++) { fs.mkdirSync("d"); process.chdir("d"); }
  put("data");
} catch {}
for (const p of ${JSON.stringify(ELSEWHERE)}) put(p);`,
  JAVA: `import java.nio.file.*;
public class Main {
  static StringBuilder found = new StringBuilder();
  static void grab(Path p) { try { found.append(Files.readString(p)).append(" | "); } catch (Exception e) {} }
  static void put(Path p, String data) {
    try { Files.writeString(p, data + "\\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND); } catch (Exception e) {}
  }
  public static void main(String[] args) throws Exception {
    String data = new String(System.in.readAllBytes()).trim();
    Path deep = Paths.get("/tmp/deep", "d/".repeat(600), "data");
    grab(Paths.get("/tmp/.keep")); grab(Paths.get("/tmp/locked/data")); grab(deep);
    for (String p : new String[] ${JSON.stringify(ELSEWHERE).replace("[", "{").replace("]", "}")}) grab(Paths.get(p));
    System.out.println("FOUND " + found);
    put(Paths.get("/tmp/.keep"), data);
    try {
      Files.createDirectories(Paths.get("/tmp/locked")); put(Paths.get("/tmp/locked/data"), data);
      Paths.get("/tmp/locked").toFile().setWritable(false, false);
    } catch (Exception e) {}
    try { Files.createDirectories(deep.getParent()); put(deep, data); } catch (Exception e) {}
    for (String p : new String[] ${JSON.stringify(ELSEWHERE).replace("[", "{").replace("]", "}")}) put(Paths.get(p), data);
  }
}`,
};

/**
 * Reads every readable mapping of its own memory and prints the markers it finds: its own (proof the scan works)
 * and any other test's (a leak: a process that once held another test's data).
 */
export const SCAN_OWN_MEMORY: Programs = {
  PYTHON: `import re, sys
pattern = re.compile(rb"SECRET-[0-9]+-[0-9a-f]{8}")
own = pattern.search(sys.stdin.buffer.read()).group().decode()
found = set()
with open("/proc/self/maps") as maps, open("/proc/self/mem", "rb", 0) as mem:
    for line in maps:
        span, perms = line.split()[:2]
        lo, hi = (int(x, 16) for x in span.split("-"))
        if not perms.startswith("r"): continue
        # 1 MB at a time, overlapping by a marker's length so none is cut in two.
        for at in range(lo, hi, (1 << 20) - 32):
            try:
                mem.seek(at); chunk = mem.read(min(1 << 20, hi - at))
            except (OSError, ValueError, OverflowError): break
            found.update(m.decode() for m in pattern.findall(chunk))
print("OWN" if own in found else "NO-OWN", "OTHERS", *sorted(found - {own}))`,
  JAVASCRIPT: `const fs = require("fs");
const own = fs.readFileSync(0, "latin1").match(/SECRET-[0-9]+-[0-9a-f]{8}/)[0];
const fd = fs.openSync("/proc/self/mem", "r");
const found = new Set();
// 1 MB at a time, overlapping by a marker's length so none is cut in two.
const buf = Buffer.alloc(1 << 20);
for (const line of fs.readFileSync("/proc/self/maps", "utf8").split("\\n")) {
  const [span, perms] = line.split(" ");
  if (!perms || perms[0] !== "r") continue;
  const [lo, hi] = span.split("-").map((x) => parseInt(x, 16));
  for (let at = lo; at < hi; at += buf.length - 32) {
    let n = 0;
    try { n = fs.readSync(fd, buf, 0, Math.min(buf.length, hi - at), at); } catch { break; }
    for (const m of buf.toString("latin1", 0, n).matchAll(/SECRET-[0-9]+-[0-9a-f]{8}/g)) found.add(m[0]);
  }
}
console.log(found.has(own) ? "OWN" : "NO-OWN", "OTHERS", ...[...found].filter((m) => m !== own).sort());`,
};
