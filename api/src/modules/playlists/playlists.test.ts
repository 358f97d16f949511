import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { submissions } from "@grindstone/db";
import { createTestApp, makeAdmin, seededProblem, signUp } from "../../test/harness.ts";
import { contestWindow, contestWith, hiddenProblem } from "../problems/hidden-problem-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const c of cleanup) await c();
  await t.close();
});

const del = async (cookie: string, path: string) =>
  (await t.app.request(`/api/v1${path}`, { method: "DELETE", headers: { cookie } })).status;

describe("validation", () => {
  test("a NUL character in a playlist's name or description is a clear 400", async () => {
    const { c } = await signUp(t.app);
    const named = await c.post("/playlist/create-playlist", {
      name: "My\u0000list",
      description: "d",
      isPublic: false,
    });
    expect([named.status, named.json]).toEqual([
      400,
      { error: "name must not contain a NUL character", code: "VALIDATION" },
    ]);
    const described = await c.post("/playlist/create-playlist", {
      name: "Mine",
      description: "\u0000",
      isPublic: true,
    });
    expect(described.json.error).toBe("description must not contain a NUL character");
    expect((await c.get("/playlist")).json.playlists).toHaveLength(0);
  });
});

describe("two users on private resources", () => {
  test("a private playlist exists only for its owner; only the owner changes or deletes a playlist", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const created = await alice.c.post("/playlist/create-playlist", {
      name: "Mine",
      description: "d",
      isPublic: false,
    });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Playlist created successfully");
    const id = created.json.playList.id;

    expect(
      (await alice.c.post(`/playlist/${id}/add-problem`, { problemIds: [problem.id] })).json.playlist
        .problems,
    ).toHaveLength(1);
    // Adding it again changes nothing and says why, instead of a success that did nothing.
    const again = await alice.c.post(`/playlist/${id}/add-problem`, { problemIds: [problem.id] });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: `${problem.title} is already in this playlist`, code: "CONFLICT" });
    expect((await alice.c.get(`/playlist/${id}`)).json.playlist.problems).toHaveLength(1);
    expect((await alice.c.get(`/playlist/${id}`)).status).toBe(200);
    expect((await alice.c.get("/playlist")).json.playlists.map((p: { id: string }) => p.id)).toContain(id);

    // Bob cannot see it, list it, change it or delete it; to him it does not exist.
    expect((await bob.c.get(`/playlist/${id}`)).status).toBe(404);
    expect((await bob.c.get("/playlist")).json.playlists.map((p: { id: string }) => p.id)).not.toContain(id);
    expect(
      (await bob.c.get("/playlist/public")).json.playlists.map((p: { id: string }) => p.id),
    ).not.toContain(id);
    expect((await bob.c.post(`/playlist/${id}/add-problem`, { problemIds: [problem.id] })).status).toBe(404);
    expect((await bob.c.post(`/playlist/${id}/remove-problems`, { problemIds: [problem.id] })).status).toBe(
      404,
    );
    expect(await del(bob.c.cookie, `/playlist/${id}`)).toBe(404);
    // Signed out, it does not exist either.
    expect((await t.app.request(`/api/v1/playlist/${id}`)).status).toBe(404);

    expect(
      (await alice.c.post(`/playlist/${id}/remove-problems`, { problemIds: [problem.id] })).json.playlist
        .problems,
    ).toHaveLength(0);
    expect(await del(alice.c.cookie, `/playlist/${id}`)).toBe(200);
    expect((await alice.c.get(`/playlist/${id}`)).status).toBe(404);
  });

  test("a public playlist is readable by anyone, even signed out, but only its owner changes it", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const id = (await alice.c.post("/playlist/create-playlist", { name: "Shared", isPublic: true })).json
      .playList.id;
    expect((await bob.c.get(`/playlist/${id}`)).json.playlist).toMatchObject({
      name: "Shared",
      isOwner: false,
    });
    expect((await t.app.request(`/api/v1/playlist/${id}`)).status).toBe(200);
    expect((await bob.c.get("/playlist/public")).json.playlists.map((p: { id: string }) => p.id)).toContain(
      id,
    );
    expect((await bob.c.post(`/playlist/${id}/add-problem`, { problemIds: [problem.id] })).status).toBe(403);
    expect(await del(bob.c.cookie, `/playlist/${id}`)).toBe(403);
  });

  test("the playlist name is required", async () => {
    const { c } = await signUp(t.app);
    expect((await c.post("/playlist/create-playlist", { name: "  " })).json.error).toBe(
      "Playlist name is required",
    );
  });

  test("submissions: each user reads only their own", async () => {
    const problem = await seededProblem(t.ctx, "two-sum");
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const [sub] = await t.ctx.db
      .insert(submissions)
      .values({
        userId: alice.user.id,
        problemId: problem.id,
        language: "PYTHON",
        sourceCode: "print(1)",
        status: "Wrong Answer",
      })
      .returning();
    expect((await alice.c.get(`/submission/${sub!.id}`)).status).toBe(200);
    expect((await bob.c.get(`/submission/${sub!.id}`)).status).toBe(404);
    expect(
      (await alice.c.get("/submission/get-all-submissions")).json.submissions.map(
        (s: { id: string }) => s.id,
      ),
    ).toContain(sub!.id);
    expect((await bob.c.get("/submission/get-all-submissions")).json.submissions).toEqual([]);
    expect((await bob.c.get(`/submission/get-submissions/${problem.id}`)).json.submissions).toEqual([]);
    expect((await alice.c.get(`/submission/get-submissions/${problem.id}`)).json.submissions).toHaveLength(1);
    expect((await alice.c.get(`/submission/get-submissions-count/${problem.id}`)).json).toEqual({ count: 1 });
    expect((await bob.c.get(`/submission/get-submissions-count/${problem.id}`)).json).toEqual({ count: 0 });
  });
});

describe("hidden problems in playlists (issue 12)", () => {
  test("cannot be added by, and are never listed to, anyone who may not see them; from the end they are", async () => {
    const w = contestWindow();
    const hidden = await hiddenProblem(t.ctx);
    const open = await hiddenProblem(t.ctx, { isPublic: true, title: "Open problem" });
    const participant = await signUp(t.app);
    const outsider = await signUp(t.app);
    const admin = await signUp(t.app);
    await makeAdmin(t.ctx, admin.user.id);
    const contest = await contestWith(t.ctx, {
      problemIds: [hidden.id],
      start: w.start,
      end: w.end,
      registered: [participant.user.id],
    });
    const newPlaylist = async (u: Awaited<ReturnType<typeof signUp>>) =>
      (await u.c.post("/playlist/create-playlist", { name: "Shared", isPublic: true })).json.playList
        .id as string;
    const curated = await newPlaylist(admin);
    const mine = await newPlaylist(outsider);
    const theirs = await newPlaylist(participant);
    const problemIds = (playlist: { problems: { problemId: string }[] }) =>
      playlist.problems.map((p) => p.problemId);
    // What each reader gets of the admin's public playlist: by id, in the public list, and signed out.
    const seenIn = async (u: Awaited<ReturnType<typeof signUp>> | null) => {
      const byId = u ? await u.c.get(`/playlist/${curated}`) : await anonymous(`/playlist/${curated}`);
      const list = u ? await u.c.get("/playlist/public") : await anonymous("/playlist/public");
      const listed = list.json.playlists.find((p: { id: string }) => p.id === curated);
      expect(problemIds(listed)).toEqual(problemIds(byId.json.playlist));
      if (!problemIds(byId.json.playlist).includes(hidden.id))
        for (const text of [byId.text, list.text]) expect(text).not.toContain(hidden.title);
      return problemIds(byId.json.playlist);
    };
    const anonymous = async (path: string) => {
      const res = await t.app.request(`/api/v1${path}`);
      const text = await res.text();
      return { status: res.status, text, json: JSON.parse(text) };
    };
    cleanup.push(contest.remove, hidden.remove, open.remove);

    try {
      t.ctx.clock = () => w.before;
      // One at a time, so the playlist's order (by when each was added) is known.
      expect((await admin.c.post(`/playlist/${curated}/add-problem`, { problemIds: [open.id] })).status).toBe(
        200,
      );
      const added = await admin.c.post(`/playlist/${curated}/add-problem`, { problemIds: [hidden.id] });
      expect(added.status).toBe(200);
      expect(problemIds(added.json.playlist)).toEqual([open.id, hidden.id]);
      // Answered exactly like a problem that does not exist, alone or beside a visible one; nothing is added.
      const missing = await outsider.c.post(`/playlist/${mine}/add-problem`, {
        problemIds: [crypto.randomUUID()],
      });
      expect([missing.status, missing.json]).toEqual([
        404,
        { error: "Problem not found", code: "NOT_FOUND" },
      ]);
      for (const ids of [[hidden.id], [open.id, hidden.id]]) {
        const res = await outsider.c.post(`/playlist/${mine}/add-problem`, { problemIds: ids });
        expect([res.status, res.json]).toEqual([missing.status, missing.json]);
      }
      expect((await outsider.c.get(`/playlist/${mine}`)).json.playlist.problems).toEqual([]);
      expect(
        (await participant.c.post(`/playlist/${theirs}/add-problem`, { problemIds: [hidden.id] })).status,
      ).toBe(404);
      for (const u of [outsider, participant, null]) expect(await seenIn(u)).toEqual([open.id]);
      expect(await seenIn(admin)).toEqual([open.id, hidden.id]);

      t.ctx.clock = () => w.live;
      for (const u of [outsider, null]) expect(await seenIn(u)).toEqual([open.id]);
      expect(await seenIn(participant)).toEqual([open.id, hidden.id]);
      // The participant may keep it (they can open it), but their own public playlist shows it to nobody else.
      expect(
        (await participant.c.post(`/playlist/${theirs}/add-problem`, { problemIds: [hidden.id] })).status,
      ).toBe(200);
      expect((await outsider.c.get(`/playlist/${theirs}`)).json.playlist.problems).toEqual([]);
      expect(
        (await outsider.c.post(`/playlist/${mine}/add-problem`, { problemIds: [hidden.id] })).status,
      ).toBe(404);

      t.ctx.clock = () => w.end;
      for (const u of [outsider, participant, admin, null])
        expect(await seenIn(u)).toEqual([open.id, hidden.id]);
      expect(
        (await outsider.c.post(`/playlist/${mine}/add-problem`, { problemIds: [hidden.id] })).status,
      ).toBe(200);
    } finally {
      t.ctx.clock = () => new Date();
    }
  });
});
