import { ELSEWHERE, type HostileSet, NOT_TEXT_HEAD } from "./set.ts";

/** JavaScript on Node, CommonJS as most learners write it. */
export const javascript: HostileSet = {
  INFINITE_LOOP: "for (;;) {}",
  SLEEP: "setTimeout(() => console.log('late'), 60000);",
  FORK_BOMB: `const { spawn } = require("child_process");
for (;;) { try { spawn(process.execPath, ["-e", "setInterval(()=>{},1000)"], { stdio: "ignore" }); } catch {} }`,
  THREAD_BOMB: `const { Worker } = require("worker_threads");
for (;;) { try { new Worker("setInterval(()=>{},1000)", { eval: true }); } catch {} }`,
  MEMORY_BOMB: "const a = []; for (;;) a.push(new Array(1e6).fill(7));",
  ENDLESS_OUTPUT: `const s = "y".repeat(4096) + "\\n"; const w = () => { while (process.stdout.write(s)); process.stdout.once("drain", w); }; w();`,
  HUGE_FILE: `const fs = require("fs"); const b = Buffer.alloc(1 << 20, 65); for (let i = 0; i < 20; i++) fs.appendFileSync("/tmp/big", b); console.log("done");`,
  DEEP_RECURSION: "function f(n) { return f(n + 1) + 1; } f(0);",
  READ_ENVIRONMENT: `const fs = require("fs");
console.log(JSON.stringify(process.env));
for (const p of fs.readdirSync("/proc")) for (const f of ["environ", "cmdline"]) {
  try { console.log(p, f, fs.readFileSync("/proc/" + p + "/" + f, "latin1")); } catch (e) { console.log(p, f, e.code); }
}`,
  WRITE_FILES: `const fs = require("fs");
for (const p of fs.readFileSync(0, "utf8").split("\\n").filter(Boolean)) {
  try { fs.writeFileSync(p, "pwned"); console.log("wrote " + p); } catch (e) { console.log("denied " + p + " " + e.code); }
}`,
  CONNECT: `const net = require("net");
const targets = require("fs").readFileSync(0, "utf8").trim().split("\\n").map((l) => l.split(" "));
(async () => { for (const [h, p] of targets) {
  const r = await new Promise((res) => { const s = net.connect({ host: h, port: +p, timeout: 1000 });
    s.on("connect", () => { s.destroy(); res("connected"); }); s.on("error", () => res("blocked")); s.on("timeout", () => { s.destroy(); res("blocked"); }); });
  console.log(h + ":" + p + " " + r);
} })();`,
  KILL_PARENT: `for (const pid of [process.ppid, -1]) { try { process.kill(pid, "SIGKILL"); } catch (e) { console.log(e.code); } }
console.log("still here");`,
  BACKGROUND_CHILD: (
    marker,
  ) => `require("child_process").spawn("/bin/sh", ["-c", "sleep 30; echo ${marker}"], { detached: true, stdio: "ignore" }).unref();
console.log("done");`,
  PLANT_SYMLINK: (hostFile) => `const fs = require("fs");
for (const link of ["/tmp/out.txt", "/box/out.txt", "/box/classes", "/tmp/classes"]) {
  try { fs.symlinkSync("${hostFile}", link); console.log("linked", link); } catch (e) { console.log("no link", link, e.code); }
}
for (const p of ["/tmp/out.txt", "${hostFile}"]) {
  try { console.log("read", fs.readFileSync(p, "utf8")); } catch (e) { console.log("unreadable", p, e.code); }
}
try { fs.writeFileSync("/tmp/out.txt", "overwritten"); } catch (e) { console.log("unwritable", e.code); }`,
  NOT_TEXT_OUTPUT: `const out = Buffer.concat([Buffer.from([${NOT_TEXT_HEAD}]), Buffer.alloc(200000), Buffer.from("\\n")]);
process.stdout.write(out);
process.stderr.write(out);`,
  // Node has no System V shared memory API: that route is tried by Python and C++.
  KEEP_ACROSS_TESTS: `const fs = require("fs");
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
  SCAN_OWN_MEMORY: `const fs = require("fs");
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
