import { afterAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { discoverRuntimes } from "../runtimes.ts";
import { leftoverProcesses } from "../test-support.ts";
import type { Cgroups, RunCgroup } from "./cgroups.ts";
import { pidsOfUid } from "./process-tree.ts";
import { type BoxRequest, PREPARED_BOX_TASKS, prepareBox } from "./run-box.ts";
import { Sandbox } from "./sandbox.ts";

/**
 * A box set up ahead of its run: it waits at its gate without running the program, the program never sees the
 * gate, and a box that is never started leaves nothing behind.
 */
const BASE_UID = 1_850_000;
const runtimes = discoverRuntimes();
const sandbox = await Sandbox.open({ baseUid: BASE_UID });
afterAll(() => sandbox.close());

// Records the cgroups the boxes create, to check that they are gone afterwards.
const created: RunCgroup[] = [];
const spy: Cgroups | null = sandbox.cgroups && {
  kind: sandbox.cgroups.kind,
  create(name, limits) {
    const c = sandbox.cgroups!.create(name, limits);
    created.push(c);
    return c;
  },
  close: () => sandbox.cgroups!.close(),
};
const ctx = () => ({ ...sandbox.context(0, 64, PREPARED_BOX_TASKS), cgroups: spy });
let runs = 0;
const python = (source: string, stdin = ""): BoxRequest => ({
  name: `prep-${++runs}`,
  command: [runtimes.python!, "-I", "-c", source],
  binds: runtimes.binds,
  stdin: new TextEncoder().encode(stdin),
  limits: { cpuMs: 1000, wallMs: 3000, memoryBytes: 128 * 1024 * 1024, pids: 64 },
});
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function waitForGate(uid: number) {
  // Whatever is left of the previous box (exited, not yet reaped) is gone first.
  expect(await leftoverProcesses(uid)).toEqual([]);
  // bwrap, its PID 1 and the gate shell: the box is set up and waiting.
  for (let i = 0; i < 200 && pidsOfUid(uid).length < PREPARED_BOX_TASKS; i++) await Bun.sleep(10);
  expect(pidsOfUid(uid).length).toBe(PREPARED_BOX_TASKS);
}

describe("prepared boxes", () => {
  test("wait at the gate without running the program, then run it with its input", async () => {
    const box = prepareBox(ctx(), python("print(input() * 2)", "ab\n"));
    await waitForGate(BASE_UID);
    await Bun.sleep(300);
    const r = await box.go();
    expect(text(r.stdout)).toBe("abab\n");
    expect(r.exitCode).toBe(0);
    // Wall and CPU time count from go(): the 300 ms at the gate are not the program's.
    expect(r.wallMs).toBeLessThan(300);
    expect(await leftoverProcesses(BASE_UID)).toEqual([]);
  });

  test("a box that is never started leaves no process and no cgroup", async () => {
    const before = created.length;
    const box = prepareBox(ctx(), python("print('never')"));
    await waitForGate(BASE_UID);
    await box.destroy();
    expect(await leftoverProcesses(BASE_UID)).toEqual([]);
    for (const c of created.slice(before))
      for (const f of c.procsFiles) expect([f, existsSync(dirname(f))]).toEqual([f, false]);
    // go() after destroy() is refused rather than running anything.
    await expect(box.go()).rejects.toThrow();
  });

  test("the program sees only descriptors 0, 1 and 2, and the rlimits of the launcher", async () => {
    const source = `import os
fds = []
for fd in range(3, 1024):
  try: os.fstat(fd); fds.append(fd)
  except OSError: pass
print(fds)
print(open("/proc/self/limits").read())`;
    const r = await prepareBox(ctx(), python(source)).go();
    const [fds, ...limits] = text(r.stdout).split("\n");
    expect(fds).toBe("[]");
    const limit = (name: string) =>
      limits
        .find((l) => l.startsWith(name))
        ?.slice(26)
        .trim()
        .split(/\s+/)
        .slice(0, 2);
    expect(limit("Max cpu time")).toEqual(["2", "3"]);
    expect(limit("Max file size")).toEqual([String(8 * 1024 * 1024), String(8 * 1024 * 1024)]);
    expect(limit("Max processes")).toEqual([
      String(64 + PREPARED_BOX_TASKS),
      String(64 + PREPARED_BOX_TASKS),
    ]);
    expect(limit("Max open files")).toEqual(["512", "512"]);
    expect(limit("Max stack size")).toEqual([String(64 * 1024 * 1024), String(64 * 1024 * 1024)]);
    expect(limit("Max core file size")).toEqual(["0", "0"]);
  });
});
