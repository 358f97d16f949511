import { afterAll, describe, expect, test } from "bun:test";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "@grindstone/shared/logger";
import { policyOf } from "../test/policy.ts";
import { LocalSandboxRunner } from "./local-sandbox.ts";
import { InfrastructureError } from "./runner.ts";

/**
 * Two explicit modes. Strict (the default, and production's) refuses to judge on a host that cannot give every
 * isolation mechanism; dev degrades and says so loudly. Cgroups are switched off here to stand for a host without
 * them (this machine has every mechanism, so strict with everything on must work).
 */
const BASE_UID = 1_900_000;
const lines: string[] = [];
const log = createLogger(
  "sandbox-mode-test",
  { LOG_LEVEL: "warn", LOG_FORMAT: "json" },
  {
    write: (line: string) => lines.push(line),
  },
);
const runners: LocalSandboxRunner[] = [];
const runner = (opts: ConstructorParameters<typeof LocalSandboxRunner>[0]) => {
  const r = new LocalSandboxRunner({ prewarmCompilers: false, log, ...opts });
  runners.push(r);
  return r;
};
afterAll(() => Promise.all(runners.map((r) => r.close())));

const HELLO = { language: "PYTHON" as const, sourceCode: "print(1)", tests: [{ input: "", expected: "1" }] };
const LIMITS = { cpuTimeMs: 1000, memoryKb: 128 * 1024 };

describe("sandbox modes", () => {
  test("strict on a host without cgroups refuses to start, and every run is an infrastructure failure", async () => {
    const strict = runner({ slots: 1, baseUid: BASE_UID, useCgroups: false, mode: "strict" });
    await expect(strict.describe()).rejects.toThrow(
      /^strict sandbox mode: this host lacks cgroups \(disabled\)/,
    );
    const run = strict.run({ ...HELLO, policy: policyOf(LIMITS) });
    await expect(run).rejects.toBeInstanceOf(InfrastructureError);
    await expect(run).rejects.toThrow(/strict sandbox mode/);
  });

  test("dev on the same host judges, and warns loudly about what is missing", async () => {
    const dev = runner({ slots: 1, baseUid: BASE_UID + 10, useCgroups: false, mode: "dev" });
    expect(await dev.describe()).toStartWith("dev mode, ");
    expect((await dev.run({ ...HELLO, policy: policyOf(LIMITS) })).status).toBe("Accepted");
    expect(lines.join("\n")).toContain("INSECURE dev sandbox: no cgroups (disabled)");
  });

  test("strict is the default, and this host gives it everything", async () => {
    const strict = runner({ slots: 1, baseUid: BASE_UID + 20 });
    expect(await strict.describe()).toStartWith("strict mode, ");
    expect((await strict.run({ ...HELLO, policy: policyOf(LIMITS) })).status).toBe("Accepted");
  });

  test.if(process.getuid?.() === 0)(
    "a strict worker process without root exits at start with the reason, before taking any job",
    async () => {
      // The worker bundled into a directory the unprivileged uid can read (the checkout may sit in a 0700 one).
      const dir = mkdtempSync(join(tmpdir(), "gs-strict-"));
      try {
        chmodSync(dir, 0o755);
        const entry = join(import.meta.dir, "..", "index.ts");
        const build = Bun.spawnSync([
          process.execPath,
          "build",
          entry,
          "--target=bun",
          `--outfile=${dir}/worker.js`,
        ]);
        expect(build.exitCode).toBe(0);
        const worker = Bun.spawn(
          [
            "setpriv",
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            process.execPath,
            `${dir}/worker.js`,
          ],
          {
            cwd: dir,
            env: {
              PATH: "/usr/bin:/bin",
              HOME: dir,
              NODE_ENV: "test",
              LOG_FORMAT: "json",
              DATABASE_URL: process.env.TEST_DATABASE_URL,
              REDIS_URL: process.env.TEST_REDIS_URL,
              REDIS_PREFIX: process.env.TEST_REDIS_PREFIX,
            },
            stdout: "pipe",
            stderr: "pipe",
          },
        );
        const [out, exitCode] = await Promise.all([new Response(worker.stdout).text(), worker.exited]);
        expect(exitCode).toBe(1);
        const fatal = out.split("\n").find((l) => l.includes('"level":"fatal"')) ?? out;
        expect(fatal).toContain(
          "strict sandbox mode: this host lacks per-slot uids (the worker is not root)",
        );
        expect(out).not.toContain("judging with");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
