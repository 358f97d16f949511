import { afterAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { COMPILER_OUTPUT_CUT_MARKER, MAX_STORED_OUTPUT_BYTES } from "@grindstone/shared";
import { JAVA_COMPILE_FLOOD, javaCompileBomb } from "../../test/sandbox/hostile-programs.ts";
import { discoverRuntimes } from "../runtimes.ts";
import { pidsOfUid } from "../sandbox/process-tree.ts";
import { COMPILER_SLOT, Sandbox } from "../sandbox/sandbox.ts";
import { SeccompFile } from "../sandbox/seccomp.ts";
import { COMPILE_TIMEOUT_MS, WarmJavac } from "./warm-javac.ts";

// The warm javac on its own: a real sandboxed JVM with the production limits (10 s per compile, 512 MB heap, 1 GB
// memory cgroup) and the test boxes' seccomp filter, so these tests prove what the worker runs with.
const BASE_UID = 1_830_000;
const runtimes = discoverRuntimes();
const sandbox = await Sandbox.open({ baseUid: BASE_UID });
const seccomp = SeccompFile.create();
const javac = (s: Sandbox, timeoutMs?: number) =>
  new WarmJavac(s, {
    javaHome: runtimes.toolchains.JAVA!.bin.home!,
    binds: runtimes.binds,
    seccomp,
    timeoutMs,
  });
const server = javac(sandbox);
afterAll(async () => {
  await server.close();
  await sandbox.close();
  seccomp?.remove();
});
/** The JVM of the warm javac's current box, not the bwrap holding it (a process may be gone by the time its
 * cmdline is read). */
const serverPid = () =>
  pidsOfUid(BASE_UID + COMPILER_SLOT).find((p) => {
    try {
      const [program, ...args] = readFileSync(`/proc/${p}/cmdline`, "utf8").split("\0");
      return program!.endsWith("/bin/java") && args.includes("/gs/CompileServer.java");
    } catch {
      return false;
    }
  });

const HELLO = `public class Main { class Inner {} public static void main(String[] a) { System.out.println("hi"); } }`;

test("compiles to class files in memory, inner classes included", async () => {
  await server.warmUp();
  const r = await server.compile(HELLO);
  if (!r.ok) throw new Error(r.output);
  expect(r.files.map((c) => c.path).sort()).toEqual(["classes/Main$Inner.class", "classes/Main.class"]);
  // Every class file starts with 0xCAFEBABE.
  expect([...r.files[0]!.bytes.subarray(0, 4)]).toEqual([0xca, 0xfe, 0xba, 0xbe]);
  expect(r.output).toBeNull();
}, 60_000);

test("reports javac's diagnostics for a broken program", async () => {
  const r = await server.compile("public class Main { void f() { undefinedCall(); } }");
  expect(r.ok).toBe(false);
  expect(r.output).toContain("Main.java:1: error: cannot find symbol");
}, 60_000);

test("a compile-time bomb is cut at the compile limit, and the server comes back", async () => {
  // The limit the worker runs with (no option overrides it in production)...
  expect(COMPILE_TIMEOUT_MS).toBe(10_000);
  // ...and the mechanism, on a server with a 2 s limit: javac needs 9–10 s for this bomb before it gives up with
  // "code too large", so at the production limit the race is too close to test (seen both ways on CI).
  // A sandbox of its own: each sandbox names one compile server's cgroup.
  const quickSandbox = await Sandbox.open({ baseUid: BASE_UID + 5000 });
  const quick = javac(quickSandbox, 2000);
  try {
    await quick.warmUp();
    const started = Date.now();
    const r = await quick.compile(javaCompileBomb(20));
    expect(r).toEqual({ ok: false, output: "Compilation timed out after 2 s." });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await quick.compile(HELLO)).ok).toBe(true);
  } finally {
    await quick.close();
    await quickSandbox.close();
  }
}, 90_000);

test("javac's heap is capped: a constant-folding bomb (a 1 GB string) is javac's OutOfMemoryError", async () => {
  // Each constant is the previous one twice over, and javac folds constant strings while compiling.
  const constants = [`static final String A0 = "${"x".repeat(1024)}";`];
  for (let i = 1; i <= 20; i++) constants.push(`static final String A${i} = A${i - 1} + A${i - 1};`);
  const source = `public class Main { ${constants.join(" ")} public static void main(String[] a) {} }`;
  const r = await server.compile(source);
  expect(r.ok).toBe(false);
  // The JVM's own heap cap fired (not the cgroup, whose kill would read "ran out of resources").
  expect(r.output).toContain("java.lang.OutOfMemoryError: Java heap space");
  expect((await server.compile(HELLO)).ok).toBe(true);
}, 90_000);

test("the compile server runs with a 512 MB heap in a 1 GB memory cgroup", async () => {
  await server.warmUp();
  const pid = serverPid();
  expect(pid).toBeDefined();
  expect(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")).toContain("-Xmx512m");
  expect(memoryLimitOf(pid!)).toBe(1024 * 1024 * 1024);
});

test.if(seccomp !== null)("the JVM runs under the test boxes' seccomp filter", async () => {
  await server.warmUp();
  // Seccomp: 2 is filter mode, as bwrap --seccomp leaves every process of a box.
  expect(readFileSync(`/proc/${serverPid()}/status`, "utf8")).toMatch(/^Seccomp:\s+2$/m);
});

test("a JVM killed between compiles is replaced by the next compile", async () => {
  await server.warmUp();
  const pid = serverPid()!;
  process.kill(pid, "SIGKILL");
  const r = await server.compile(HELLO);
  expect(r.ok).toBe(true);
  expect(serverPid()).not.toBe(pid);
}, 60_000);

test("a compiler flood is capped at 64 KB and marked as cut", async () => {
  const r = await server.compile(JAVA_COMPILE_FLOOD);
  expect(r.ok).toBe(false);
  expect(r.output).toStartWith("Main.java:1: error: cannot find symbol");
  expect(Buffer.byteLength(r.output!)).toBeLessThanOrEqual(MAX_STORED_OUTPUT_BYTES);
  expect(r.output!.endsWith(COMPILER_OUTPUT_CUT_MARKER)).toBe(true);
}, 60_000);

test("concurrent compiles are serialised and all answered", async () => {
  const results = await Promise.all(
    Array.from({ length: 4 }, (_, i) => server.compile(HELLO.replace('"hi"', `"hi ${i}"`))),
  );
  expect(results.every((r) => r.ok)).toBe(true);
}, 60_000);

/** The memory limit of a process's cgroup (v1 memory controller, or v2), as the kernel enforces it. */
function memoryLimitOf(pid: number): number {
  const lines = readFileSync(`/proc/${pid}/cgroup`, "utf8").trim().split("\n");
  const v1 = lines.find((l) => l.split(":")[1]?.split(",").includes("memory"));
  if (v1)
    return Number(readFileSync(`/sys/fs/cgroup/memory${v1.split(":")[2]}/memory.limit_in_bytes`, "utf8"));
  const v2 = lines.find((l) => l.startsWith("0::"))!;
  return Number(readFileSync(`/sys/fs/cgroup${v2.slice(3)}/memory.max`, "utf8"));
}
