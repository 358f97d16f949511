import { afterAll, beforeAll, expect, test } from "bun:test";
import { getStanding } from "@grindstone/db/queries/contest-phase";
import {
  contestAdminRoom,
  contestRoom,
  type ScoreboardDelta,
  standingScore,
  userRoom,
} from "@grindstone/shared";
import { readBoard } from "@grindstone/shared/contest-ranking";
import { contestBoardKey } from "@grindstone/shared/server";
import type { Worker } from "bullmq";
import Redis from "ioredis";
import { judgeSubmission } from "../processors/judge-submission.ts";
import { insertContest, judgedContestTry, registeredUser } from "../test/contests.ts";
import { createWorkerTestDeps, fakeJudgeDelivery } from "../test/harness.ts";
import { noSandbox } from "../test/no-sandbox.ts";
import { type SocketFloor, startSocketFloor, until } from "../test/socket-floor.ts";
import { pushJobId } from "./board-push.ts";
import { startContestWorker } from "./contest-worker.ts";

let h: Awaited<ReturnType<typeof createWorkerTestDeps>>;
let floor: SocketFloor;
let worker: Worker;
let connection: Redis;
// The judge processor: its deliveries below find the verdict written, so they run only finish().
let process: ReturnType<typeof judgeSubmission>;

beforeAll(async () => {
  h = await createWorkerTestDeps({}, noSandbox);
  await h.deps.contestQueue.obliterate({ force: true });
  floor = await startSocketFloor(h.env.REDIS_URL, h.env.REDIS_PREFIX);
  connection = new Redis(h.env.REDIS_URL, { maxRetriesPerRequest: null });
  worker = startContestWorker(h.deps, connection, { label: "test" }); // runs the delayed pushes
  process = judgeSubmission(h.deps);
});
afterAll(async () => {
  await worker.close(true);
  await connection.quit();
  await floor.close();
  await h.close();
});

const minutes = (n: number) => n * 60_000;
const deltas = (c: { events: { event: string; payload: unknown }[] }, contestId: string) =>
  c.events
    .filter((e) => e.event === "scoreboardUpdate")
    .map((e) => e.payload as ScoreboardDelta)
    .filter((d) => d.contestId === contestId);

test("a contest verdict ranks the user from Postgres and one delta reaches the contest room", async () => {
  const start = new Date(Date.now() - minutes(20));
  const c = await insertContest(h.deps, {
    startTime: start,
    endTime: new Date(Date.now() + minutes(60)),
    phase: "LIVE",
  });
  const [ada, bob] = [await registeredUser(h.deps, c.id, "Ada"), await registeredUser(h.deps, c.id, "Bob")];
  const room = await floor.client(h.deps.emitter, [contestRoom(c.id)]);
  const outside = await floor.client(h.deps.emitter);
  const problemId = c.problemIds[0]!;

  // Wrong Answer at 3 min, Accepted at 7 min 30 s: solved in 7 minutes plus one 5-minute penalty.
  const at = (ms: number) => new Date(start.getTime() + ms);
  await judgedContestTry(h.deps, async () => {}, {
    contestId: c.id,
    userId: ada.id,
    problemId,
    receivedAt: at(minutes(3)),
    status: "Wrong Answer",
  });
  await judgedContestTry(h.deps, process, {
    contestId: c.id,
    userId: ada.id,
    problemId,
    receivedAt: at(minutes(7.5)),
    status: "Accepted",
  });
  await room.flush();
  await outside.flush();

  const standing = await getStanding(h.deps.db, c.id, ada.id);
  expect(standing).toMatchObject({ solved: 1, penalty: 12 });
  const zscore = await h.deps.redis.zscore(contestBoardKey(h.env.REDIS_PREFIX, c.id, "live"), ada.id);
  expect(Number(zscore)).toBe(standingScore(standing!));
  expect(deltas(room, c.id)).toEqual([
    {
      contestId: c.id,
      frozen: false,
      rows: [
        {
          rank: 1,
          userId: ada.id,
          username: "Ada",
          solved: 1,
          penalty: 12,
          problems: [{ problemId, solved: true, tries: 1, minutes: 7, pending: false }],
        },
      ],
    },
  ]);
  expect(deltas(outside, c.id)).toEqual([]);
  expect(bob.id).toBeDefined();
});

test("under a freeze the room sees frozen values, the admin room live ones, the user their own live row", async () => {
  // Freeze 20 min before an end 5 min from now: it began 15 min ago, at minute 40.
  const start = new Date(Date.now() - minutes(55));
  const c = await insertContest(h.deps, {
    startTime: start,
    endTime: new Date(Date.now() + minutes(5)),
    freezeMinutes: 20,
    phase: "FROZEN",
  });
  const ada = await registeredUser(h.deps, c.id, "Ada");
  const room = await floor.client(h.deps.emitter, [contestRoom(c.id)]);
  const admin = await floor.client(h.deps.emitter, [contestRoom(c.id), contestAdminRoom(c.id)]);
  const self = await floor.client(h.deps.emitter, [contestRoom(c.id), userRoom(ada.id)]);
  const problemId = c.problemIds[0]!;
  const at = (m: number) => new Date(start.getTime() + minutes(m));
  // Wrong Answer before the freeze, Accepted after it.
  await judgedContestTry(h.deps, async () => {}, {
    contestId: c.id,
    userId: ada.id,
    problemId,
    receivedAt: at(10),
    status: "Wrong Answer",
  });
  await judgedContestTry(h.deps, process, {
    contestId: c.id,
    userId: ada.id,
    problemId,
    receivedAt: at(45),
    status: "Accepted",
  });
  await Promise.all([room.flush(), admin.flush(), self.flush()]);

  const frozenRow = {
    rank: 1,
    userId: ada.id,
    username: "Ada",
    solved: 0,
    penalty: 0,
    problems: [{ problemId, solved: false, tries: 1, minutes: null, pending: true }],
  };
  const liveRow = {
    ...frozenRow,
    solved: 1,
    penalty: 50,
    problems: [{ problemId, solved: true, tries: 1, minutes: 45, pending: false }],
  };
  expect(deltas(room, c.id)).toEqual([{ contestId: c.id, frozen: true, rows: [frozenRow] }]);
  expect(deltas(admin, c.id)).toEqual([{ contestId: c.id, frozen: false, rows: [liveRow] }]);
  // The room's frozen row first, then their own live one: the last word their client sees is the truth.
  expect(deltas(self, c.id)).toEqual([
    { contestId: c.id, frozen: true, rows: [frozenRow] },
    { contestId: c.id, frozen: true, rows: [liveRow] },
  ]);
});

test("many verdicts at once: one push now, one delayed push with everyone else", async () => {
  const start = new Date(Date.now() - minutes(30));
  const c = await insertContest(h.deps, {
    startTime: start,
    endTime: new Date(Date.now() + minutes(60)),
    phase: "LIVE",
  });
  const users = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => registeredUser(h.deps, c.id, `User ${i}`)));
  const room = await floor.client(h.deps.emitter, [contestRoom(c.id)]);
  const problemId = c.problemIds[0]!;
  // All verdicts written first, then all their after-verdict steps at once (as six judge slots finishing together).
  const subs = await Promise.all(
    users.map((u, i) =>
      judgedContestTry(h.deps, async () => {}, {
        contestId: c.id,
        userId: u.id,
        problemId,
        receivedAt: new Date(start.getTime() + minutes(i + 1)),
        status: "Accepted",
      }),
    ),
  );
  await Promise.all(subs.map((s) => process(fakeJudgeDelivery(s.id))));
  await until(async () => !(await h.deps.contestQueue.getJob(pushJobId(c.id))), 10_000, "the delayed push");
  await room.flush();

  const received = deltas(room, c.id);
  expect(received.length).toBeGreaterThanOrEqual(1);
  expect(received.length).toBeLessThanOrEqual(2);
  const sent = received.flatMap((d) => d.rows.map((r) => r.userId)).sort();
  expect(sent).toEqual(users.map((u) => u.id).sort());
  // The ranking holds everyone, best first by the time of their Accepted (user i solved at minute i + 1).
  const board = await readBoard(h.deps.redis, h.env.REDIS_PREFIX, c.id, "live", 0, 10);
  expect(board.map((m) => m.userId)).toEqual(users.map((u) => u.id));
});
