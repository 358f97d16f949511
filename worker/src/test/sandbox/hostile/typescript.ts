import { ELSEWHERE, type HostileSet, NOT_TEXT_HEAD } from "./set.ts";

// String.raw: each program is TypeScript source as a learner types it, escapes included.
const ts = String.raw;

/** TypeScript on Bun (types stripped at load): Bun's own APIs where a Bun user would reach for them, node:* else. */
export const typescript: HostileSet = {
  INFINITE_LOOP: ts`let n: number = 0;
while (true) n++;`,
  SLEEP: ts`await Bun.sleep(60_000);
console.log("late");`,
  FORK_BOMB: ts`for (;;) {
  try {
    Bun.spawn([process.execPath, "-e", "setInterval(()=>{},1000)"], { stdio: ["ignore", "ignore", "ignore"] });
  } catch {}
}`,
  THREAD_BOMB: ts`const idle = URL.createObjectURL(new Blob(["setInterval(() => {}, 1000);"]));
for (;;) {
  try {
    new Worker(idle);
  } catch {}
}`,
  MEMORY_BOMB: ts`const hoard: Float64Array[] = [];
for (;;) hoard.push(new Float64Array(1 << 20).fill(7));`,
  ENDLESS_OUTPUT: ts`const line = "y".repeat(4096) + "\n";
const out = Bun.stdout.writer();
for (;;) {
  out.write(line);
  await out.flush();
}`,
  // One Bun.write, which rejects on EFBIG: a FileSink (Bun.file().writer()) reports the error and carries on.
  HUGE_FILE: ts`await Bun.write("/tmp/big", new Uint8Array(20 << 20).fill(65));
console.log("done");`,
  DEEP_RECURSION: ts`function depth(n: number): number {
  return depth(n + 1) + 1;
}
console.log(depth(0));`,
  READ_ENVIRONMENT: ts`import { readdirSync, readFileSync } from "node:fs";
console.log(JSON.stringify(Bun.env));
for (const pid of readdirSync("/proc")) {
  for (const file of ["environ", "cmdline"]) {
    try {
      console.log(pid, file, readFileSync("/proc/" + pid + "/" + file, "latin1"));
    } catch (e) {
      console.log(pid, file, (e as Error).message);
    }
  }
}`,
  WRITE_FILES: ts`const paths: string[] = (await Bun.stdin.text()).split("\n").filter(Boolean);
for (const path of paths) {
  try {
    await Bun.write(path, "pwned");
    console.log("wrote " + path);
  } catch (e) {
    console.log("denied " + path + " " + (e as Error).message);
  }
}`,
  CONNECT: ts`const targets = (await Bun.stdin.text()).trim().split("\n").map((line) => line.split(" "));
for (const [hostname, port] of targets) {
  const attempt = Bun.connect({ hostname, port: Number(port), socket: { data() {} } }).then(
    (socket) => (socket.end(), "connected"),
    () => "blocked",
  );
  const verdict = await Promise.race([attempt, Bun.sleep(1000).then(() => "blocked")]);
  console.log(hostname + ":" + port + " " + verdict);
}`,
  KILL_PARENT: ts`for (const pid of [process.ppid, -1]) {
  try {
    process.kill(pid, "SIGKILL");
  } catch (e) {
    console.log((e as Error).message);
  }
}
console.log("still here");`,
  BACKGROUND_CHILD: (
    marker,
  ) => ts`Bun.spawn(["/bin/sh", "-c", "sleep 30; echo ${marker}"], { stdio: ["ignore", "ignore", "ignore"] }).unref();
console.log("done");`,
  PLANT_SYMLINK: (hostFile) => ts`import { readFileSync, symlinkSync } from "node:fs";
const target = "${hostFile}";
for (const link of ["/tmp/out.txt", "/box/out.txt", "/box/classes", "/tmp/classes"]) {
  try {
    symlinkSync(target, link);
    console.log("linked", link);
  } catch (e) {
    console.log("no link", link, (e as Error).message);
  }
}
for (const path of ["/tmp/out.txt", target]) {
  try {
    console.log("read", readFileSync(path, "utf8"));
  } catch (e) {
    console.log("unreadable", path, (e as Error).message);
  }
}
await Bun.write("/tmp/out.txt", "overwritten").catch((e: Error) => console.log("unwritable", e.message));`,
  NOT_TEXT_OUTPUT: ts`const head = [${NOT_TEXT_HEAD}];
const out = new Uint8Array(head.length + 200_001);
out.set(head);
out[out.length - 1] = 10;
await Bun.write(Bun.stdout, out);
await Bun.write(Bun.stderr, out);`,
  // Bun has no System V shared memory API (only through bun:ffi, as C++ would): that route is tried by Python and C++.
  KEEP_ACROSS_TESTS: ts`import { appendFileSync, chmodSync, mkdirSync, readFileSync } from "node:fs";
const data = (await Bun.stdin.text()).trim();
const elsewhere: string[] = ${JSON.stringify(ELSEWHERE)};
const found: string[] = [];
function grab(path: string) {
  try {
    found.push(readFileSync(path, "utf8"));
  } catch {}
}
function put(path: string) {
  try {
    appendFileSync(path, data + "\n");
  } catch {}
}
grab("/tmp/.keep");
grab("/tmp/locked/data");
grab("/tmp/deep/" + "d/".repeat(600) + "data");
elsewhere.forEach(grab);
console.log("FOUND " + found.join(" | "));
put("/tmp/.keep");
try {
  mkdirSync("/tmp/locked");
  put("/tmp/locked/data");
  chmodSync("/tmp/locked", 0o500);
} catch {}
try {
  process.chdir("/tmp");
  mkdirSync("deep");
  process.chdir("deep");
  for (let i = 0; i < 600; i++) {
    mkdirSync("d");
    process.chdir("d");
  }
  put("data");
} catch {}
elsewhere.forEach(put);`,
  SCAN_OWN_MEMORY: ts`import { openSync, readFileSync, readSync } from "node:fs";
const marker = /SECRET-[0-9]+-[0-9a-f]{8}/;
const own = (await Bun.stdin.text()).match(marker)![0];
const mem = openSync("/proc/self/mem", "r");
const found = new Set<string>();
const buf = Buffer.alloc(1 << 20);
function scan(lo: number, hi: number) {
  for (let at = lo; at < hi; at += buf.length - 32) {
    let n = 0;
    try {
      n = readSync(mem, buf, 0, Math.min(buf.length, hi - at), at);
    } catch {
      return;
    }
    const chunk = buf.subarray(0, n);
    for (let i = chunk.indexOf("SECRET-"); i !== -1; i = chunk.indexOf("SECRET-", i + 1)) {
      const m = chunk.toString("latin1", i, i + 40).match(marker);
      if (m?.index === 0) found.add(m[0]);
    }
  }
}
// Bun reserves gigabytes it never touches: only pages in memory or swap (bits 63 and 62 of their /proc/self/pagemap
// entry) can hold anything but zeros or the mapped file.
const pagemap = openSync("/proc/self/pagemap", "r");
const PAGE = 4096;
const entries = new Uint32Array(2 * 8192);
for (const line of readFileSync("/proc/self/maps", "utf8").split("\n")) {
  const [span, perms] = line.split(" ");
  if (!perms?.startsWith("r")) continue;
  const [lo, hi] = span!.split("-").map((x) => parseInt(x, 16) / PAGE) as [number, number];
  let run = -1;
  for (let page = lo; page < hi; page += 8192) {
    const count = Math.min(8192, hi - page);
    readSync(pagemap, entries, 0, count * 8, page * 8);
    for (let i = 0; i < count; i++) {
      const held = (entries[2 * i + 1]! & 0xc0000000) !== 0;
      if (held && run < 0) run = page + i;
      if (!held && run >= 0) {
        scan(run * PAGE, (page + i) * PAGE);
        run = -1;
      }
    }
  }
  if (run >= 0) scan(run * PAGE, hi * PAGE);
}
const others = [...found].filter((m) => m !== own).sort();
console.log([found.has(own) ? "OWN" : "NO-OWN", "OTHERS", ...others].join(" "));`,
};
