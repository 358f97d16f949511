import { afterAll, expect, test } from "bun:test";
import { JAVA_COMPILE_BOMB } from "../hostile-programs.ts";
import { discoverRuntimes } from "../runtimes.ts";
import { Sandbox } from "../sandbox/sandbox.ts";
import { JavaCompileServer } from "./compile-server.ts";

// The warm javac on its own: a real sandboxed JVM, with a short compile timeout so the bomb ends quickly.
const runtimes = discoverRuntimes();
const sandbox = await Sandbox.open({ baseUid: 1_830_000 });
const server = new JavaCompileServer(sandbox, {
  javaHome: runtimes.javaHome!,
  binds: runtimes.binds,
  timeoutMs: 3000,
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
});

const HELLO = `public class Main { class Inner {} public static void main(String[] a) { System.out.println("hi"); } }`;

test("compiles to class files in memory, inner classes included", async () => {
  await server.warmUp();
  const r = await server.compile(HELLO);
  if (!r.ok) throw new Error(r.output);
  expect(r.classes.map((c) => c.name).sort()).toEqual(["Main", "Main$Inner"]);
  // Every class file starts with 0xCAFEBABE.
  expect([...r.classes[0]!.bytes.subarray(0, 4)]).toEqual([0xca, 0xfe, 0xba, 0xbe]);
  expect(r.output).toBeNull();
}, 60_000);

test("reports javac's diagnostics for a broken program", async () => {
  const r = await server.compile("public class Main { void f() { undefinedCall(); } }");
  expect(r.ok).toBe(false);
  expect(r.output).toContain("Main.java:1: error: cannot find symbol");
}, 60_000);

test("a compile-time bomb ends as a failed compile within bounds, and the server comes back", async () => {
  const started = Date.now();
  const r = await server.compile(JAVA_COMPILE_BOMB);
  expect(r.ok).toBe(false);
  expect(r.output).toMatch(/timed out|failed|resources/);
  expect(Date.now() - started).toBeLessThan(30_000);
  expect((await server.compile(HELLO)).ok).toBe(true);
}, 90_000);

test("concurrent compiles are serialised and all answered", async () => {
  const results = await Promise.all(
    Array.from({ length: 4 }, (_, i) => server.compile(HELLO.replace('"hi"', `"hi ${i}"`))),
  );
  expect(results.every((r) => r.ok)).toBe(true);
}, 60_000);
