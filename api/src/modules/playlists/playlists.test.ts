import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { submissions } from "@grindstone/db";
import { createTestApp, seededProblem, signUp } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
