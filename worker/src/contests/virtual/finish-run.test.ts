import { afterAll, beforeAll, expect, test } from "bun:test";
import { contestVirtualRuns } from "@grindstone/db";
import { userRoom } from "@grindstone/shared";
import { CONTEST_JOBS } from "@grindstone/shared/server";
import type { Job } from "bullmq";
import { eq } from "drizzle-orm";
import { insertContest } from "../../test/contests.ts";
import { createWorkerTestDeps, insertUser } from "../../test/harness.ts";
import { noSandbox } from "../../test/no-sandbox.ts";
import { type SocketFloor, startSocketFloor } from "../../test/socket-floor.ts";
import { reconcileContests } from "../reconcile.ts";
import { virtualRunEnd } from "./finish-run.ts";

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let floor: SocketFloor;
beforeAll(async () => {
  h = await createWorkerTestDeps({}, noSandbox);
  floor = await startSocketFloor(h.env.REDIS_URL, h.env.REDIS_PREFIX);
});
afterAll(async () => {
  await floor.close();
  await h.close();
});

async function runOf(endsInMs: number) {
  const now = Date.now();
  const contest = await insertContest(h.deps, {
    startTime: new Date(now - 3 * 3600_000),
    endTime: new Date(now - 2 * 3600_000),
    phase: "ENDED",
    announcedPhase: "ENDED",
  });
  const user = await insertUser(h.deps);
  const [run] = await h.deps.db
    .insert(contestVirtualRuns)
    .values({
      contestId: contest.id,
      userId: user.id,
      startedAt: new Date(now + endsInMs - 3600_000),
      endsAt: new Date(now + endsInMs),
    })
    .returning();
  return run!;
}
const finishedAt = async (id: string) =>
  (await h.deps.db.select().from(contestVirtualRuns).where(eq(contestVirtualRuns.id, id)))[0]!.finishedAt;
const job = (runId: string) => ({ name: CONTEST_JOBS.virtualEnd, data: { runId } }) as unknown as Job;

test("the end job finishes a run at endsAt, once, and tells its user; an early delivery changes nothing", async () => {
  const due = await runOf(-1000);
  const early = await runOf(60_000);
  const user = await floor.client(h.deps.emitter, [userRoom(due.userId)]);
  const end = virtualRunEnd(h.deps);
  expect(await end(job(early.id))).toEqual({ done: "not due" });
  expect(await finishedAt(early.id)).toBeNull();
  expect(await end(job(due.id))).toEqual({ finished: true });
  expect(await end(job(due.id))).toEqual({ done: "already finished" });
  expect((await finishedAt(due.id))?.getTime()).toBe(due.endsAt.getTime());
  await user.flush();
  expect(user.of("virtualRunFinished", due.contestId)).toEqual([{ contestId: due.contestId, runId: due.id }]);
});

test("the reconciliation finishes a run whose end job was lost, and leaves running ones alone", async () => {
  const lost = await runOf(-5000);
  const running = await runOf(60_000);
  await reconcileContests(h.deps);
  expect((await finishedAt(lost.id))?.getTime()).toBe(lost.endsAt.getTime());
  expect(await finishedAt(running.id)).toBeNull();
});
