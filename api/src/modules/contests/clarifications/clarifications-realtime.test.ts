import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ClarificationView } from "@grindstone/shared";
import { bareProblem, createTestApp, makeAdmin, signUp } from "../../../test/harness.ts";
import { type ClientSocket, connected, startTwoInstances } from "../../../test/instances.ts";

/**
 * Live delivery across two API instances (A a child process, B in this process; only the Redis adapter joins them),
 * and the catch-up of a client that was offline. The contest is LIVE by the real clock (both instances read it).
 */
let two: Awaited<ReturnType<typeof startTwoInstances>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  two = await startTwoInstances();
});
afterAll(async () => {
  await two?.close();
  for (const c of cleanup) await c();
  await t?.close();
});

const post = (url: string, cookie: string, path: string, body: object) =>
  fetch(`${url}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
    // biome-ignore lint/suspicious/noExplicitAny: tests assert on response fields directly
  }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }));

/** Every `clarification` a socket receives, in order. */
function collect(socket: ClientSocket) {
  const got: ClarificationView[] = [];
  socket.on("clarification", (c) => got.push(c));
  return got;
}
async function until(ready: () => boolean, ms = 5000) {
  for (let waited = 0; waited < ms && !ready(); waited += 25) await Bun.sleep(25);
}
async function watch(url: string, cookie: string, contestId: string) {
  const socket = two.open(url, cookie);
  await connected(socket);
  expect(await socket.emitWithAck("joinContest", contestId)).toEqual({ ok: true });
  return socket;
}

describe("clarifications across two API instances", () => {
  test("answers reach the right sockets on the other instance; an offline learner catches up", async () => {
    const problem = await bareProblem(t.ctx, "Clar realtime");
    cleanup.push(problem.remove);
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const now = Date.now();
    const created = await post(two.a.url, admin.c.cookie, "/contests/admin/add", {
      title: "Realtime clarifications",
      description: "Two instances.",
      difficulty: "EASY",
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 3600_000).toISOString(),
      problemIds: [problem.id],
    });
    const id = created.json.contest.id as string;
    const [alice, bob] = [await signUp(t.app), await signUp(t.app)];
    for (const l of [alice, bob])
      expect((await post(two.b.url, l.c.cookie, `/contests/${id}/register`, {})).status).toBe(200);

    const jury = await watch(two.a.url, admin.c.cookie, id);
    const aliceSocket = await watch(two.b.url, alice.c.cookie, id);
    const bobSocket = await watch(two.b.url, bob.c.cookie, id);
    const [juryGot, aliceGot, bobGot] = [collect(jury), collect(aliceSocket), collect(bobSocket)];

    // Alice asks through B: the jury on A sees it with her identity; Bob does not see it at all.
    const q = (await post(two.b.url, alice.c.cookie, `/contests/${id}/clarifications`, { text: "Is n ≥ 1?" }))
      .json.clarification as ClarificationView;
    await until(() => juryGot.length > 0);
    expect(juryGot[0]).toMatchObject({ id: q.id, fromUserId: alice.user.id, answered: false });

    // A private answer through A reaches Alice's socket on B, and never Bob's.
    const a1 = await post(two.a.url, admin.c.cookie, `/contests/${id}/clarifications/${q.id}/answer`, {
      text: "Yes.",
      public: false,
    });
    expect(a1.status).toBe(201);
    await until(() => aliceGot.some((c) => c.id === a1.json.clarification.id));
    expect(aliceGot.find((c) => c.id === a1.json.clarification.id)).toMatchObject({
      replyToId: q.id,
      fromJury: true,
      public: false,
    });

    // Bob goes offline; a public answer and an announcement go out meanwhile.
    const lastSeen = new Date().toISOString();
    bobSocket.disconnect();
    const a2 = await post(two.a.url, admin.c.cookie, `/contests/${id}/clarifications/${q.id}/answer`, {
      text: "For **everyone**: yes.",
      public: true,
    });
    const ann = await post(two.a.url, admin.c.cookie, `/contests/${id}/clarifications/announce`, {
      text: "Ten minutes left.",
    });
    // Alice (online) gets the public answer and the announcement too; the public copies carry no asker.
    await until(() => aliceGot.some((c) => c.id === ann.json.clarification.id));
    for (const c of aliceGot) expect(c).not.toHaveProperty("fromUserId");
    expect(aliceGot.some((c) => c.id === a2.json.clarification.id)).toBe(true);
    await Bun.sleep(300);
    expect(bobGot.map((c) => c.id)).not.toContain(a1.json.clarification.id);
    expect(bobGot).toHaveLength(0);

    // Bob reconnects (on A this time) and catches up from the last moment he saw.
    const again = await watch(two.a.url, bob.c.cookie, id);
    const bobAgain = collect(again);
    const res = await fetch(
      `${two.a.url}/api/v1/contests/${id}/clarifications?since=${encodeURIComponent(lastSeen)}`,
      { headers: { cookie: bob.c.cookie } },
    );
    const caughtUp = ((await res.json()) as { clarifications: ClarificationView[] }).clarifications;
    expect(caughtUp.map((c) => c.id)).toEqual([q.id, a2.json.clarification.id, ann.json.clarification.id]);
    expect(caughtUp[0]).toMatchObject({ public: true, mine: false });
    expect(JSON.stringify(caughtUp)).not.toContain(alice.user.id);
    expect(JSON.stringify(caughtUp)).not.toContain(a1.json.clarification.id);

    // And from now on he is live again.
    const ann2 = await post(two.b.url, admin.c.cookie, `/contests/${id}/clarifications/announce`, {
      text: "Done.",
    });
    await until(() => bobAgain.length > 0);
    expect(bobAgain.map((c) => c.id)).toEqual([ann2.json.clarification.id]);
  });
});
