import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { InfrastructureError } from "../../../runners/runner.ts";
import { pidsOfUid } from "../../../runners/sandbox/process-tree.ts";
import { CHECKER_SLOT } from "./custom-checker.ts";
import { checker, openCheckers, req } from "./test-support.ts";

/**
 * A fault of ours, injected: the checker's box dies under a check (its supervisor SIGKILLed from the host, as an OOM
 * kill of the box or a crashed bwrap would). That is never the learner's verdict nor the checker's: the check rejects
 * with InfrastructureError (the job is retried), and the next check of the same checker gets a new box and works.
 */
const BASE_UID = 1_936_000;
const checkers = await openCheckers(BASE_UID);

const parentOf = (pid: number) =>
  Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]);

test("a checker box killed under a check rejects with InfrastructureError; the next check gets a new box", async () => {
  const slow = checker("PYTHON", "kattis", "import sys, time\ntime.sleep(1.5)\nsys.exit(42)\n");
  const pending = checkers.checkerFor(slow).check(req("accept"));
  let running: number[] = [];
  for (let i = 0; i < 200 && running.length === 0; i++) {
    await Bun.sleep(10);
    running = [CHECKER_SLOT, CHECKER_SLOT + 1].flatMap((slot) => pidsOfUid(BASE_UID + slot));
  }
  expect(running.length).toBeGreaterThan(0);
  // The checker is a fork of the box's zygote, whose parent is the box's supervisor.
  const supervisor = parentOf(parentOf(running[0]!));
  expect(readFileSync(`/proc/${supervisor}/cmdline`, "utf8")).toContain("supervisor.py");
  process.kill(supervisor, "SIGKILL");
  const failed = await pending.then(
    () => null,
    (err: unknown) => err,
  );
  expect(failed).toBeInstanceOf(InfrastructureError);

  const fast = checker("PYTHON", "kattis", "import sys\nsys.exit(42)\n");
  expect((await checkers.checkerFor(fast).check(req("accept"))).verdict).toBe("Accepted");
  expect((await checkers.checkerFor(slow).check(req("accept"))).verdict).toBe("Accepted");
});
