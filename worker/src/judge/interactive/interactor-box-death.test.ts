import { afterAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { judgePolicySchema } from "@grindstone/shared";
import { LocalSandboxRunner } from "../../runners/local-sandbox.ts";
import { InfrastructureError, type RunResult } from "../../runners/runner.ts";
import { pidsOfUid } from "../../runners/sandbox/process-tree.ts";
import { INTERACTOR_SLOT } from "../checkers/custom/custom-checker.ts";
import { readFixture } from "./fixture.ts";

/**
 * A fault of ours, injected: a box of an interactive test dies under it (its supervisor SIGKILLed from the host, as an
 * OOM kill of the box or a crashed bwrap would). The interactor's box dying is never the learner's verdict nor the
 * interactor's: the run rejects with InfrastructureError (the job is retried). The program's box dying is the same
 * fault, or at worst a verdict already decided. Either way nothing hangs (the other side sees its FIFO close), and the
 * next run of the same problem gets new boxes and is Accepted.
 */
const BASE_UID = 1_947_000;
const SLOTS = 2;
const runner = new LocalSandboxRunner({ slots: SLOTS, baseUid: BASE_UID, prewarmCompilers: false });
afterAll(() => runner.close());

const BISECT = readFixture("guess_bisect.py");
const INTERACTOR = readFixture("guess_interactor.py");
// Sleeps before reading the first guess: the program has written it and waits for the answer meanwhile.
const SLOW_INTERACTOR = `import time\ntime.sleep(1.5)\n${INTERACTOR}`;
const policy = (interactor: string) =>
  judgePolicySchema.parse({
    type: "interactive",
    limits: { timeMs: 2000, memoryKb: 262_144 },
    interactor: { language: "PYTHON", source: interactor },
  });
const tests = [{ input: "fixed 700\n", expected: "700\n" }];
const judge = (interactor: string) =>
  runner.run({ language: "PYTHON", sourceCode: BISECT, tests, policy: policy(interactor) });

const parentOf = (pid: number) =>
  Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]);
const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8");

/** The supervisor of the box whose test process runs under one of `uids` (waits for that process to start). */
async function supervisorOf(uids: number[]): Promise<number> {
  for (let i = 0; i < 300; i++) {
    const [pid] = uids.flatMap((uid) => pidsOfUid(uid));
    if (pid !== undefined) {
      // A Python test is a fork of the box's zygote, itself the supervisor's child: walk up to the supervisor.
      for (let p = parentOf(pid); p > 1; p = parentOf(p)) if (cmdline(p).includes("supervisor.py")) return p;
      throw new Error(`no supervisor above pid ${pid}`);
    }
    await Bun.sleep(10);
  }
  throw new Error(`nothing ran under uids ${uids.join(", ")}`);
}

const outcome = (run: Promise<RunResult>) =>
  run.then(
    (r) => r,
    (err: unknown) => err,
  );
const slotsFrom = (first: number) => Array.from({ length: SLOTS }, (_, lane) => BASE_UID + first + lane);

/**
 * A hang would last until the program's wall limit (3 × 2 s) ended it; a program that sees its FIFO close ends at
 * once (the interactor's 1.5 s sleep is the longest wait left). 4 s leaves a loaded machine room and still fails it.
 */
const NO_HANG_MS = 4000;

test("the interactor's box killed under a test: InfrastructureError, no hang; the next run gets a new box", async () => {
  const pending = outcome(judge(SLOW_INTERACTOR));
  const supervisor = await supervisorOf(slotsFrom(INTERACTOR_SLOT));
  process.kill(supervisor, "SIGKILL");
  const killed = performance.now();
  expect(await pending).toBeInstanceOf(InfrastructureError);
  expect(performance.now() - killed).toBeLessThan(NO_HANG_MS);

  const next = await judge(SLOW_INTERACTOR);
  expect(next.status).toBe("Accepted");
}, 30_000);

test("the program's box killed under a test: InfrastructureError or a decided verdict, no hang; the next run Accepted", async () => {
  const pending = outcome(judge(SLOW_INTERACTOR));
  // The program's box runs its test under the lane's own uid (slots 0..SLOTS-1).
  const supervisor = await supervisorOf(slotsFrom(0));
  process.kill(supervisor, "SIGKILL");
  const killed = performance.now();
  const ended = await pending;
  expect(performance.now() - killed).toBeLessThan(NO_HANG_MS);
  if (!(ended instanceof InfrastructureError)) {
    expect(ended).not.toBeInstanceOf(Error);
    expect((ended as RunResult).status).not.toBe("Accepted");
  }

  const next = await judge(SLOW_INTERACTOR);
  expect(next.status).toBe("Accepted");
}, 30_000);
