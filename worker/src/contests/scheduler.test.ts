import { afterAll, beforeAll, expect, test } from "bun:test";
import { contests } from "@grindstone/db";
import { listStandings, rankedStanding } from "@grindstone/db/queries/contest-board";
import { boardIsComplete, setStandings } from "@grindstone/shared/contest-ranking";
import { rescheduleContest, scheduleContest, unscheduleContest } from "@grindstone/shared/contest-schedule";
import {
  CONTEST_JOBS,
  CONTEST_TRANSITIONS,
  type ContestTransition,
  contestBoardKey,
  contestJobId,
  countFromScore,
  leaderboardKey,
  problemsVersionKey,
  utcDay,
} from "@grindstone/shared/server";
import type { Job, Worker } from "bullmq";
import { eq } from "drizzle-orm";
import Redis from "ioredis";
import { refreshLeaderboard } from "../judge/leaderboard.ts";
import { contestRow, insertContest, registeredUser } from "../test/contests.ts";
import { createWorkerTestDeps, insertUser, workerRoot } from "../test/harness.ts";
import { noSandbox } from "../test/no-sandbox.ts";
import { type FloorClient, type SocketFloor, startSocketFloor, until } from "../test/socket-floor.ts";
import { keepReconcileScheduled, RECONCILE_SCHEDULER_ID, startContestWorker } from "./contest-worker.ts";
import { reconcileContests } from "./reconcile.ts";
import { advanceContest, contestTransition } from "./transition.ts";

// BullMQ's delays are real time: contests here start and end a second or two from now.
let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let floor: SocketFloor;
let client: FloorClient;
const workers: Worker[] = [];
const connections: Redis[] = [];

beforeAll(async () => {
  h = await createWorkerTestDeps({}, noSandbox);
  await h.deps.contestQueue.obliterate({ force: true }); // no jobs left from an earlier run
  floor = await startSocketFloor(h.env.REDIS_URL, h.env.REDIS_PREFIX);
  client = await floor.client(h.deps.emitter); // in no room: sees only what goes to every socket
});
afterAll(async () => {
  await Promise.allSettled(workers.map((w) => w.close(true)));
  await Promise.allSettled(connections.map((c) => c.quit()));
  await floor.close();
  await h.close();
});

/** A contest worker as the worker process starts one, noticing a dead worker's job within a couple of seconds. */
function contestWorker() {
  const connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
  connections.push(connection);
  const w = startContestWorker(h.deps, connection, {
    lockDuration: 1500,
    stalledInterval: 500,
    label: "test",
  });
  workers.push(w);
  return w;
}

const inMs = (ms: number) => new Date(Date.now() + ms);
const started = (id: string) => client.of("contestStarted", id).length;
const ended = (id: string) => client.of("contestEnded", id).length;
/** The names of the events about this contest, in the order they arrived. */
const eventsOf = (contestId: string) =>
  client.events
    .filter((e) => (e.payload as { contestId?: string }).contestId === contestId)
    .map((e) => e.event);
const transitionJob = (contestId: string, transition: ContestTransition) =>
  ({ name: CONTEST_JOBS.transition, data: { contestId, transition } }) as Job;
async function jobsLeft(contestId: string, extraIds: string[] = []) {
  const ids = [...CONTEST_TRANSITIONS.map((t) => contestJobId(contestId, t)), ...extraIds];
  const jobs = await Promise.all(ids.map((id) => h.deps.contestQueue.getJob(id)));
  return jobs.filter(Boolean).length;
}

test("start and end fire once with two workers, a duplicated job and the processor run again", async () => {
  contestWorker();
  contestWorker();
  const c = await insertContest(h.deps, { startTime: inMs(1500), endTime: inMs(3000) });
  await scheduleContest(h.deps.contestQueue, c, new Date());
  // The same transitions again under other ids, due at the same moment: the two workers race on them.
  const dupIds = ["start", "end"].map((t) => `dup-${c.id}-${t}`);
  for (const transition of ["start", "end"] as const) {
    const at = transition === "start" ? c.startTime : c.endTime;
    await h.deps.contestQueue.add(
      CONTEST_JOBS.transition,
      { contestId: c.id, transition },
      { jobId: `dup-${c.id}-${transition}`, delay: at.getTime() - Date.now(), removeOnComplete: true },
    );
  }
  await until(() => ended(c.id) > 0, 15_000, "contestEnded");
  await until(async () => (await jobsLeft(c.id, dupIds)) === 0, 15_000, "every job done");
  // A late redelivery of each, twice at once: nothing is left to apply or announce.
  const run = contestTransition(h.deps);
  await Promise.all(
    CONTEST_TRANSITIONS.flatMap((t) => [run(transitionJob(c.id, t)), run(transitionJob(c.id, t))]),
  );
  await client.flush();

  expect(started(c.id)).toBe(1);
  expect(ended(c.id)).toBe(1);
  expect(eventsOf(c.id)).toEqual(["contestStarted", "contestEnded"]);
  const row = await contestRow(h.deps, c.id);
  expect(row).toMatchObject({ phase: "ENDED", announcedPhase: "ENDED" });
}, 30_000);

test("a worker process killed holding the start job: another worker fires it, once", async () => {
  await Promise.all(workers.splice(0).map((w) => w.close(true)));
  const child = Bun.spawn([process.execPath, "worker/src/test/contest-worker-child.ts"], {
    cwd: workerRoot,
    env: process.env,
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = child.stdout.getReader();
  let out = "";
  while (!out.includes("ready")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the child worker exited before it was ready: ${out}`);
    out += new TextDecoder().decode(value);
  }
  const c = await insertContest(h.deps, { startTime: inMs(1000), endTime: inMs(60 * 60_000) });
  await scheduleContest(h.deps.contestQueue, c, new Date());
  // The child takes the start job when it is due and dies holding it (SIGKILL: no cleanup, its lock stays).
  expect(await child.exited).not.toBe(0);
  expect(await (await h.deps.contestQueue.getJob(contestJobId(c.id, "start")))?.getState()).toBe("active");
  expect((await contestRow(h.deps, c.id))?.phase).toBe("UPCOMING");

  contestWorker(); // notices the job's lock lapsed, puts it back and runs it
  await until(() => started(c.id) > 0, 15_000, "contestStarted");
  await until(
    async () => !(await h.deps.contestQueue.getJob(contestJobId(c.id, "start"))),
    15_000,
    "job done",
  );
  await client.flush();
  expect(started(c.id)).toBe(1);
  expect((await contestRow(h.deps, c.id))?.phase).toBe("LIVE");
  await unscheduleContest(h.deps.contestQueue, c.id);
}, 30_000);

test("an edit moves the start: it fires at the new time, never the old, even if the old job survived", async () => {
  if (workers.length === 0) contestWorker();
  const rescheduled = await insertContest(h.deps, { startTime: inMs(1000), endTime: inMs(60 * 60_000) });
  const survivor = await insertContest(h.deps, { startTime: inMs(1000), endTime: inMs(60 * 60_000) });
  await scheduleContest(h.deps.contestQueue, rescheduled, new Date());
  await scheduleContest(h.deps.contestQueue, survivor, new Date());
  const newStart = inMs(3000);
  for (const c of [rescheduled, survivor]) {
    await h.deps.db.update(contests).set({ startTime: newStart }).where(eq(contests.id, c.id));
  }
  // One the API rescheduled; for the other the old job "survived" (say it was being taken by a worker then).
  await rescheduleContest(h.deps.contestQueue, { ...rescheduled, startTime: newStart }, new Date());

  await until(() => started(rescheduled.id) > 0 && started(survivor.id) > 0, 15_000, "both starts");
  await client.flush();
  for (const c of [rescheduled, survivor]) {
    const [event] = client.events.filter(
      (e) => e.event === "contestStarted" && (e.payload as { contestId: string }).contestId === c.id,
    );
    expect(event!.at).toBeGreaterThanOrEqual(newStart.getTime());
    expect(started(c.id)).toBe(1);
    await unscheduleContest(h.deps.contestQueue, c.id);
  }
}, 30_000);

test("a deleted contest fires nothing, whether its jobs were removed or survived", async () => {
  if (workers.length === 0) contestWorker();
  const removed = await insertContest(h.deps, { startTime: inMs(800), endTime: inMs(1600) });
  const orphaned = await insertContest(h.deps, { startTime: inMs(800), endTime: inMs(1600) });
  await scheduleContest(h.deps.contestQueue, removed, new Date());
  await scheduleContest(h.deps.contestQueue, orphaned, new Date());
  await unscheduleContest(h.deps.contestQueue, removed.id);
  for (const c of [removed, orphaned]) await h.deps.db.delete(contests).where(eq(contests.id, c.id));
  expect(await jobsLeft(removed.id)).toBe(0);

  // The orphaned jobs run (and find no contest); by then the removed ones would have run too.
  await until(async () => (await jobsLeft(orphaned.id)) === 0, 15_000, "orphaned jobs done");
  await client.flush();
  for (const c of [removed, orphaned]) expect(started(c.id) + ended(c.id)).toBe(0);
}, 30_000);

test("reconciliation applies a transition whose job Redis lost, and re-announces a lagging phase", async () => {
  // Started two seconds ago, but no job ever ran (Redis lost them): still UPCOMING in the database.
  const lost = await insertContest(h.deps, { startTime: inMs(-2000), endTime: inMs(60 * 60_000) });
  // Applied LIVE, but the worker died before announcing it.
  const unannounced = await insertContest(h.deps, {
    startTime: inMs(-2000),
    endTime: inMs(60 * 60_000),
    phase: "LIVE",
    announcedPhase: "UPCOMING",
  });
  // Its ranking lost the live set but kept the versions it was written at (a partial loss).
  const users = [await registeredUser(h.deps, lost.id), await registeredUser(h.deps, lost.id)];
  const standings = await listStandings(h.deps.db, lost.id);
  await setStandings(h.deps.redis, h.env.REDIS_PREFIX, lost.id, standings.map(rankedStanding));
  await h.deps.redis.del(contestBoardKey(h.env.REDIS_PREFIX, lost.id, "live"));

  await Promise.all([reconcileContests(h.deps), reconcileContests(h.deps)]);
  await reconcileContests(h.deps);
  await client.flush();

  expect(await boardIsComplete(h.deps.redis, h.env.REDIS_PREFIX, lost.id, users.length)).toBe(true);

  for (const c of [lost, unannounced]) {
    expect(await contestRow(h.deps, c.id)).toMatchObject({ phase: "LIVE", announcedPhase: "LIVE" });
    expect(started(c.id)).toBe(1);
    // The end job is back; the start, already applied, is not re-added.
    expect(await h.deps.contestQueue.getJob(contestJobId(c.id, "end"))).toBeDefined();
    expect(await h.deps.contestQueue.getJob(contestJobId(c.id, "start"))).toBeUndefined();
    await unscheduleContest(h.deps.contestQueue, c.id);
  }
}, 30_000);

test("the end makes the contest's hidden problems public and bumps the problems version; a late job jumps", async () => {
  // Its jobs never ran and both times have passed: one run applies LIVE and ENDED and announces both, in order.
  const c = await insertContest(h.deps, { startTime: inMs(-60_000), endTime: inMs(-1000) });
  const versionKey = problemsVersionKey(h.env.REDIS_PREFIX);
  const before = Number((await h.deps.redis.get(versionKey)) ?? 0);

  await advanceContest(h.deps, c.id);
  await advanceContest(h.deps, c.id);
  await client.flush();

  const { problems } = await import("@grindstone/db");
  const [problem] = await h.deps.db.select().from(problems).where(eq(problems.id, c.problemIds[0]!));
  expect(problem!.isPublic).toBe(true);
  expect(Number(await h.deps.redis.get(versionKey))).toBeGreaterThan(before);
  expect(started(c.id)).toBe(1);
  expect(ended(c.id)).toBe(1);
  expect(eventsOf(c.id)).toEqual(["contestStarted", "contestEnded"]);
});

test("a contest's hidden problem solved today counts on the daily board from the contest's end, not before", async () => {
  const c = await insertContest(h.deps, { startTime: inMs(-60_000), endTime: inMs(-1000) });
  const { solvedProblems } = await import("@grindstone/db");
  const user = await insertUser(h.deps);
  await h.deps.db
    .insert(solvedProblems)
    .values({ userId: user.id, problemId: c.problemIds[0]!, solvedAt: new Date() });
  const day = utcDay(h.deps.clock());
  const score = () => h.deps.redis.zscore(leaderboardKey(h.env.REDIS_PREFIX, day), user.id);
  // The verdict path, while the problem is still hidden: nothing counts.
  await refreshLeaderboard(h.deps, user.id, day);
  expect(await score()).toBeNull();

  await advanceContest(h.deps, c.id);
  await advanceContest(h.deps, c.id);
  expect(countFromScore(Number(await score()))).toBe(1);
});

test("the reconciliation's job scheduler is registered once however many workers register it", async () => {
  const stops = [
    keepReconcileScheduled(h.deps.contestQueue, h.deps.log),
    keepReconcileScheduled(h.deps.contestQueue, h.deps.log),
  ];
  await until(async () => (await h.deps.contestQueue.getJobScheduler(RECONCILE_SCHEDULER_ID)) !== undefined);
  await Bun.sleep(200); // the second upsert too
  expect(await h.deps.contestQueue.getJobSchedulersCount()).toBe(1);
  for (const stop of stops) stop();
  await h.deps.contestQueue.removeJobScheduler(RECONCILE_SCHEDULER_ID);
});
