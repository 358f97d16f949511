import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type LocalSandboxOptions, LocalSandboxRunner } from "../../runners/local-sandbox.ts";
import { isolationSuite } from "./hostile-isolation.ts";
import { hostileOutputSuite } from "./hostile-output.ts";
import * as H from "./hostile-programs.ts";
import {
  allOutput,
  hostCanSpawn,
  LANGUAGES,
  leftoverProcesses,
  processesMentioning,
  randomMarker,
  runnerUids,
  runOne,
} from "./runner-support.ts";

/**
 * The hostile suite, run once per sandbox mode (runners/hostile.test.ts strict, hostile-dev.test.ts dev without
 * cgroups). Hostile programs against the real sandbox: each gets the expected verdict (or at least not Accepted) and leaves
 * the host as it was. Scenarios run concurrently; the runner's two slots bound how many sandboxes run at once.
 */
export function hostileSuite(
  BASE_UID: number,
  sandbox: Pick<LocalSandboxOptions, "mode" | "useCgroups"> = {},
) {
  // Concurrent tests share two slots, so a test may wait for others before its own runs start.
  const TIMEOUT = 120_000;
  const runner = new LocalSandboxRunner({ slots: 2, baseUid: BASE_UID, ...sandbox });
  const CANARY = `canary-${crypto.randomUUID()}`;
  process.env.GS_SANDBOX_CANARY = CANARY;

  afterAll(async () => {
    await runner.close();
    // Nothing of any slot (or the compilers) survives the runner.
    for (const uid of runnerUids(BASE_UID, 2)) expect(await leftoverProcesses(uid)).toEqual([]);
    expect(hostCanSpawn()).toBe(true);
  });

  /** Runs `programs` in every language of the registry, in parallel, and returns [language, result] pairs. */
  async function each(programs: H.Programs, input = "") {
    return Promise.all(
      LANGUAGES.map(async (l) => [l, await runOne(runner, l, programs[l], [{ input }])] as const),
    );
  }

  isolationSuite(BASE_UID, sandbox, TIMEOUT);

  describe.concurrent("hostile programs", () => {
    test(
      "an infinite loop is Time Limit Exceeded, in bounded time",
      async () => {
        const started = Date.now();
        for (const [lang, r] of await each(H.INFINITE_LOOP)) {
          expect([lang, r.status]).toEqual([lang, "Time Limit Exceeded"]);
        }
        // Bounded, not fast: every language at a 3 s wall limit, two at a time, with room for a loaded CI machine.
        expect(Date.now() - started).toBeLessThan(45_000);
      },
      TIMEOUT,
    );

    test(
      "sleeping is Time Limit Exceeded by the wall clock",
      async () => {
        for (const [lang, r] of await each(H.SLEEP)) {
          expect([lang, r.status]).toEqual([lang, "Time Limit Exceeded"]);
          expect(r.tests[0]!.stdout).toBe("");
        }
      },
      TIMEOUT,
    );

    test(
      "fork bombs and thread bombs are not Accepted and leave the host able to spawn",
      async () => {
        const results = [...(await each(H.FORK_BOMB)), ...(await each(H.THREAD_BOMB))];
        for (const [lang, r] of results) expect([lang, r.status]).not.toEqual([lang, "Accepted"]);
        expect(hostCanSpawn()).toBe(true);
        expect(processesMentioning("setInterval(()=>{},1000)")).toEqual([]);
      },
      TIMEOUT,
    );

    test(
      "a memory bomb is Memory Limit Exceeded",
      async () => {
        for (const [lang, r] of await each(H.MEMORY_BOMB))
          expect([lang, r.status]).toEqual([lang, "Memory Limit Exceeded"]);
      },
      TIMEOUT,
    );

    test(
      "endless output is Output Limit Exceeded",
      async () => {
        for (const [lang, r] of await each(H.ENDLESS_OUTPUT)) {
          expect([lang, r.status]).toEqual([lang, "Output Limit Exceeded"]);
          expect(r.tests[0]!.stdout.length).toBeLessThanOrEqual(64 * 1024);
        }
      },
      TIMEOUT,
    );

    test(
      "a scratch file past the size cap is Output Limit Exceeded",
      async () => {
        for (const [lang, r] of await each(H.HUGE_FILE)) {
          expect([lang, r.status]).toEqual([lang, "Output Limit Exceeded"]);
          expect(r.tests[0]!.stdout).not.toContain("done");
        }
      },
      TIMEOUT,
    );

    test(
      "deep recursion is Runtime Error, and the runner carries on",
      async () => {
        for (const [lang, r] of await each(H.DEEP_RECURSION))
          expect([lang, r.status]).toEqual([lang, "Runtime Error"]);
      },
      TIMEOUT,
    );

    test(
      "the worker's environment and secrets never reach the program",
      async () => {
        for (const [lang, r] of await each(H.READ_ENVIRONMENT)) {
          const out = allOutput(r);
          expect([lang, out.includes(CANARY)]).toEqual([lang, false]);
          expect([lang, out.includes("NODE_EXTRA_CA_CERTS")]).toEqual([lang, false]);
          expect(out).toContain("PATH"); // it did print its (clean) environment
        }
      },
      TIMEOUT,
    );

    test(
      "writes outside the box never reach the host",
      async () => {
        const marker = randomMarker("gs-escape");
        const targets = [
          `/tmp/${marker}`,
          `/work/${marker}`,
          `/etc/${marker}`,
          `/${marker}`,
          `/box/${marker}`,
        ];
        for (const [lang, r] of await each(H.WRITE_FILES, targets.join("\n"))) {
          // The sandbox's own /tmp is writable (a private tmpfs); nothing else is.
          expect([lang, r.tests[0]!.stdout]).toEqual([lang, expect.stringContaining(`wrote /tmp/${marker}`)]);
          expect([lang, r.tests[0]!.stdout]).toEqual([
            lang,
            expect.stringContaining(`denied /etc/${marker}`),
          ]);
        }
        for (const t of targets) expect([t, existsSync(t)]).toEqual([t, false]);
      },
      TIMEOUT,
    );

    test(
      "loopback services (Redis, Postgres, anything listening) are unreachable",
      async () => {
        // A listener of our own proves the block is the sandbox's network namespace, not an absent service.
        const server = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
        try {
          const input = `127.0.0.1 6379\n127.0.0.1 5432\n127.0.0.1 ${server.port}\nlocalhost ${server.port}`;
          for (const [lang, r] of await each(H.CONNECT, input)) {
            const out = r.tests[0]!.stdout;
            expect([lang, out.match(/blocked/g)?.length]).toEqual([lang, 4]);
            expect([lang, out.includes("connected")]).toEqual([lang, false]);
          }
        } finally {
          server.stop(true);
        }
      },
      TIMEOUT,
    );

    test(
      "killing the parent or everything (-1) only hits the sandbox",
      async () => {
        for (const [lang, r] of await each(H.KILL_PARENT))
          expect(["lang", lang, r.status]).not.toContain("Internal Error");
        expect(hostCanSpawn()).toBe(true);
        // The runner still judges normally afterwards.
        expect((await runOne(runner, "PYTHON", "print(1)", [{ input: "", expected: "1" }])).status).toBe(
          "Accepted",
        );
      },
      TIMEOUT,
    );

    test(
      "a background child does not outlive its run",
      async () => {
        const marker = randomMarker("gs-stray");
        for (const [lang, r] of await each(H.BACKGROUND_CHILD(marker)))
          expect([lang, r.status]).toEqual([lang, "Accepted"]);
        expect(processesMentioning(marker)).toEqual([]);
      },
      TIMEOUT,
    );

    test(
      "a symlink planted in the box gives no access to the host file",
      async () => {
        const hostFile = `/tmp/${randomMarker("gs-host-secret")}`;
        writeFileSync(hostFile, "host secret");
        try {
          for (const [lang, r] of await each(H.PLANT_SYMLINK(hostFile)))
            expect([lang, allOutput(r).includes("host secret")]).toEqual([lang, false]);
          expect(readFileSync(hostFile, "utf8")).toBe("host secret");
        } finally {
          rmSync(hostFile, { force: true });
        }
      },
      TIMEOUT,
    );

    test(
      "two submissions at once cannot signal each other through locks or change notifications",
      async () => {
        // The sender marks shared read-only files every way it can for ~1 s; the receiver, started meanwhile, looks.
        const sender = `import fcntl, struct, time, ctypes
f = open("/usr/bin/env", "rb")
tried = []
for name, fn in [("flock", lambda: fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)),
                 ("setlk", lambda: fcntl.fcntl(f, fcntl.F_SETLK, struct.pack("hhllhh", fcntl.F_RDLCK, 0, 0, 0, 0, 0))),
                 ("ofd", lambda: fcntl.fcntl(f, fcntl.F_OFD_SETLK, struct.pack("hhllhh", fcntl.F_RDLCK, 0, 0, 0, 0, 0)))]:
    try: fn(); tried.append(name + ":held")
    except OSError as e: tried.append(name + ":" + str(e.errno))
for _ in range(10):
    open("/usr/bin/env", "rb").close(); time.sleep(0.1)
print(*tried)`;
        const receiver = `import fcntl, struct, time, ctypes
time.sleep(0.3)
f = open("/usr/bin/env", "rb")
seen = []
try: fcntl.flock(f, fcntl.LOCK_SH | fcntl.LOCK_NB); seen.append("flock:free")
except OSError as e: seen.append("flock:" + str(e.errno))
try:
    got = fcntl.fcntl(f, fcntl.F_GETLK, struct.pack("hhllhh", fcntl.F_WRLCK, 0, 0, 0, 0, 0))
    seen.append("getlk:" + str(struct.unpack("hhllhh", got)[0]))
except OSError as e: seen.append("getlk:" + str(e.errno))
seen.append("inotify:" + str(ctypes.CDLL(None, use_errno=True).inotify_init1(0)))
print(*seen)`;
        const [ra, rb] = await Promise.all([
          runOne(runner, "PYTHON", sender, [{ input: "" }]),
          runOne(runner, "PYTHON", receiver, [{ input: "" }]),
        ]);
        // EPERM (1) for every attempt: nothing was held, so there was nothing to see.
        expect(ra.tests[0]!.stdout).toBe("flock:1 setlk:1 ofd:1\n");
        expect(rb.tests[0]!.stdout).toBe("flock:1 getlk:1 inotify:-1\n");
      },
      TIMEOUT,
    );

    test(
      "two submissions at once cannot see each other's files or processes",
      async () => {
        const [a, b] = [randomMarker("gs-sub-a"), randomMarker("gs-sub-b")];
        // Each writes its marker, then for ~1.5 s looks for the other's in /tmp, /box and /proc.
        const spy = (mine: string, theirs: string) => `import os, time, glob
open("/tmp/${mine}", "w").write("${mine}")
seen = []
for _ in range(15):
  for f in glob.glob("/tmp/*") + glob.glob("/box/*"):
    if "${theirs}" in f: seen.append(f)
  for p in glob.glob("/proc/[0-9]*/cmdline"):
    try:
      if b"${theirs}" in open(p, "rb").read(): seen.append(p)
    except OSError: pass
  time.sleep(0.1)
print("seen", seen)`;
        const [ra, rb] = await Promise.all([
          runOne(runner, "PYTHON", spy(a, b), [{ input: "" }]),
          runOne(runner, "PYTHON", spy(b, a), [{ input: "" }]),
        ]);
        expect(ra.tests[0]!.stdout).toBe("seen []\n");
        expect(rb.tests[0]!.stdout).toBe("seen []\n");
      },
      TIMEOUT,
    );

    test(
      "a Java compile-time bomb is Compilation Error in bounded time, and Java still compiles after",
      async () => {
        const started = Date.now();
        const r = await runOne(runner, "JAVA", H.JAVA_COMPILE_BOMB);
        expect(r.status).toBe("Compilation Error");
        expect(Date.now() - started).toBeLessThan(60_000);
        const ok = await runOne(
          runner,
          "JAVA",
          "public class Main { public static void main(String[] a) { System.out.println(3); } }",
          [{ input: "", expected: "3" }],
        );
        expect(ok.status).toBe("Accepted");
      },
      TIMEOUT,
    );
  });

  hostileOutputSuite(runner, TIMEOUT);
}
